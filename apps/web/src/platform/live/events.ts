import type { LiveEvent, LivePayload, LIVE_PONG } from '@platfox/domain';

/**
 * What each live event carries: the domain's contract (LIVE_EVENT_PAYLOADS), the same declaration
 * the server's emit is typed and checked by, so a handler reads only what the server sends.
 */
export type LiveEventName = LiveEvent | 'pong';
export type LiveEventPayloads = { [Name in LiveEvent]: LivePayload<Name> } & {
  pong: typeof LIVE_PONG;
};
