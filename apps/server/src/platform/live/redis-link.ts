import type { FastifyBaseLogger } from 'fastify';
import type { Server } from 'socket.io';

/** The parts of a node-redis client the link uses. */
type RedisClient = {
  isReady: boolean;
  connect: () => Promise<unknown>;
  destroy: () => void;
  close: () => Promise<unknown>;
  on: (event: string, listener: (...args: never[]) => void) => unknown;
};

/** Least time between two warnings of the same kind while Redis is away: one line, not a flood. */
const WARNING_INTERVAL_MS = 10_000;

export type RedisLink = {
  /** Whether the adapter is attached and Redis answers (readiness reports it). */
  isConnected: () => boolean;
  /** Resolves once the adapter is attached (tests). */
  attached: Promise<void>;
  close: () => Promise<void>;
};

/**
 * The socket.io Redis adapter on a link that survives Redis going away (issue 29). Before, a
 * process that started while Redis was down did not listen until it came back, and once running
 * an outage of a few seconds ended it: the adapter's publish rejected and nothing caught it.
 *
 * - The process starts without Redis: the clients connect in the background (node-redis retries
 *   with its backoff) and the adapter is attached at the first connection; until then events
 *   reach this process's sockets only.
 * - While Redis is away, commands fail at once instead of queueing without bound
 *   (disableOfflineQueue): a live event still reaches this process's own sockets, and its copy
 *   for the other processes is dropped with a warning. HTTP never waits for Redis.
 * - node-redis reconnects and subscribes again by itself when Redis returns.
 */
export function linkRedisAdapter(
  io: Server,
  redisUrl: string,
  logger: FastifyBaseLogger,
  modules: {
    createClient: (options: object) => unknown;
    createAdapter: (pub: unknown, sub: unknown) => Parameters<Server['adapter']>[0];
  },
): RedisLink {
  const options = {
    url: redisUrl,
    disableOfflineQueue: true,
    // Waits at most 5 s between tries, so sockets resume soon after Redis returns.
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000) },
  };
  const pub = modules.createClient(options) as RedisClient;
  const sub = modules.createClient(options) as RedisClient;
  const lastWarned = new Map<string, number>();
  const warn = (kind: string, err: unknown) => {
    const now = Date.now();
    if (now - (lastWarned.get(kind) ?? 0) < WARNING_INTERVAL_MS) return;
    lastWarned.set(kind, now);
    logger.warn({ err }, kind);
  };
  for (const client of [pub, sub]) {
    client.on('error', (err: never) =>
      warn('Redis is unreachable: live events reach only this process', err),
    );
  }
  // The adapter sends its commands (publish, subscribe, unsubscribe at close) without catching
  // them: one rejected while Redis was away ended the process. Every command's promise is given
  // a handler here; the adapter still sees the rejection where it awaits one.
  const guarded = <C extends object>(client: C, kind: string): C =>
    new Proxy(client, {
      get(target, property) {
        const value = Reflect.get(target, property, target) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (result instanceof Promise) result.catch((err: unknown) => warn(kind, err));
          return result;
        };
      },
    });
  const safePub = guarded(pub, 'a live event was not sent to the other processes');
  const safeSub = guarded(sub, 'a Redis subscription command failed');
  let isAttached = false;
  let isClosed = false;
  const attached = Promise.all([pub.connect(), sub.connect()]).then(() => {
    if (isClosed) return;
    attachKeepingRooms(io, modules.createAdapter(safePub, safeSub));
    isAttached = true;
    logger.info('live channel joined Redis');
  });
  // A connect cut short by close() is not an error anyone waits for.
  attached.catch(() => undefined);
  return {
    isConnected: () => isAttached && pub.isReady && sub.isReady,
    attached,
    close: async () => {
      isClosed = true;
      for (const client of [pub, sub]) {
        if (client.isReady) await client.close().catch(() => client.destroy());
        else client.destroy();
      }
    },
  };
}

/**
 * Puts the adapter on every namespace. socket.io makes each namespace a new, empty adapter, so
 * the rooms joined before (a socket's user room, its list rooms) are copied over.
 */
function attachKeepingRooms(io: Server, adapter: Parameters<Server['adapter']>[0]): void {
  const before = new Map<string, Map<string, Set<string>>>();
  for (const [name, namespace] of io._nsps) {
    const rooms = new Map<string, Set<string>>();
    for (const [socketId, joined] of namespace.adapter.sids) rooms.set(socketId, new Set(joined));
    before.set(name, rooms);
  }
  io.adapter(adapter);
  for (const [name, rooms] of before) {
    const namespace = io._nsps.get(name);
    for (const [socketId, joined] of rooms) void namespace?.adapter.addAll(socketId, joined);
  }
}
