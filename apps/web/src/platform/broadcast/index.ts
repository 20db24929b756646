import { z } from 'zod';

/**
 * Messages between the open tabs of one browser (spec 01 section 7: "a broadcast channel carries
 * processing-deposit and permission-change messages between tabs"), plus sign-out and activity,
 * so signing out in one tab signs out the others and activity in one tab keeps the others alive.
 * Each message names the user it is about: a tab signed in as someone else ignores it.
 */
export const BROADCAST_CHANNEL_NAME = 'platfox';

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('sign-out'), userId: z.string() }),
  z.object({
    type: z.literal('permission-change'),
    userId: z.string(),
    permissions: z.array(z.string()),
  }),
  z.object({ type: z.literal('activity'), userId: z.string(), at: z.number() }),
  z.object({ type: z.literal('processing-deposit'), userId: z.string(), payload: z.unknown() }),
]);
export type TabMessage = z.infer<typeof messageSchema>;

type Handler = (message: TabMessage) => void;
const handlers = new Set<Handler>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null; // an old browser: tabs stay on their own
  channel = new BroadcastChannel(BROADCAST_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const parsed = messageSchema.safeParse(event.data);
    if (!parsed.success) return;
    for (const handler of [...handlers]) handler(parsed.data);
  };
  return channel;
}

/** Tells the other tabs; a tab never receives its own message. */
export function postToTabs(message: TabMessage): void {
  try {
    openChannel()?.postMessage(message);
  } catch {
    // A closed or unavailable channel only costs the other tabs a notice.
  }
}

/** Listens to the other tabs; returns the unsubscribe. */
export function onTabMessage(handler: Handler): () => void {
  handlers.add(handler);
  openChannel();
  return () => {
    handlers.delete(handler);
  };
}

/**
 * Closes the channel (sign-out, spec 01 section 4). Listeners stay registered and the channel opens
 * again on the next message or subscription, so signing in again needs nothing special.
 */
export function closeTabChannel(): void {
  channel?.close();
  channel = null;
}
