/**
 * Messages between the open tabs of one browser (spec 01 section 7: "a broadcast channel carries
 * processing-deposit and permission-change messages between tabs"), plus sign-out and activity,
 * so signing out in one tab signs out the others and activity in one tab keeps the others alive.
 * Each message names the user it is about: a tab signed in as someone else ignores it.
 */
export const BROADCAST_CHANNEL_NAME = 'platfox';

/**
 * Where a deposit of this tab stands: `processing` is posted every second while it runs (spec 01
 * section 9: "process broadcast every 1 s"), `done` or `failed` once when it ends.
 */
export const DEPOSIT_STATES = ['processing', 'done', 'failed'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];
/** How often a tab processing a deposit tells the others (spec 01 section 9). */
export const PROCESS_BROADCAST_MS = 1_000;

export type TabMessage =
  | { type: 'sign-out'; userId: string }
  | { type: 'permission-change'; userId: string; permissions: string[] }
  | { type: 'activity'; userId: string; at: number }
  | { type: 'processing-deposit'; userId: string; state: DepositState };

const isDepositState = (value: unknown): value is DepositState =>
  (DEPOSIT_STATES as readonly unknown[]).includes(value);

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
      return isDepositState(message.state) ? { type, userId, state: message.state } : null;
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
