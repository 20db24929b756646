import type { LiveEvent, LIVE_PONG } from '@platfox/domain';

/**
 * What each live event carries. Payloads stay `unknown` until the screen that handles an event
 * gives it a schema; the names themselves are the domain's LIVE_EVENTS (spec 03 section 7.7).
 */
export type LiveEventName = LiveEvent | 'pong';
export type LiveEventPayloads = { [Name in LiveEvent]: unknown } & { pong: typeof LIVE_PONG };
