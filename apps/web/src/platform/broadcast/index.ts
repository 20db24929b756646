/**
 * Messages between the open tabs of one browser (spec 01 section 7: "a broadcast channel carries
 * processing-deposit and permission-change messages between tabs"), plus sign-out and activity,
 * so signing out in one tab signs out the others and activity in one tab keeps the others alive.
 * Each message names the user it is about: a tab signed in as someone else ignores it.
 */
export const BROADCAST_CHANNEL_NAME = 'platfox';

export type TabMessage =
  | { type: 'sign-out'; userId: string }
  | { type: 'permission-change'; userId: string; permissions: string[] }
  | { type: 'activity'; userId: string; at: number }
  | { type: 'processing-deposit'; userId: string; payload: unknown };

/**
 * A message from another tab, in the shape above with nothing else kept, or null. Written out
 * rather than a zod schema: this module is on the sign-in page's path, which loads no zod.
 */
export function readTabMessage(data: unknown): TabMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const message = data as Record<string, unknown>;
  const { type, userId } = message;
  if (typeof userId !== 'string') return null;
  switch (type) {
    case 'sign-out':
      return { type, userId };
    case 'permission-change': {
      const { permissions } = message;
      if (!Array.isArray(permissions) || !permissions.every((item) => typeof item === 'string'))
        return null;
      return { type, userId, permissions: [...(permissions as string[])] };
    }
    case 'activity':
      return typeof message.at === 'number' && Number.isFinite(message.at)
        ? { type, userId, at: message.at }
        : null;
    case 'processing-deposit':
      return { type, userId, payload: message.payload };
    default:
      return null;
  }
}

type Handler = (message: TabMessage) => void;
const handlers = new Set<Handler>();
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel) return channel;
  if (typeof BroadcastChannel === 'undefined') return null; // an old browser: tabs stay on their own
  channel = new BroadcastChannel(BROADCAST_CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const message = readTabMessage(event.data);
    if (!message) return;
    for (const handler of [...handlers]) handler(message);
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
