import type { Server as HttpServer } from 'node:http';
import {
  ACCOUNT_TYPES,
  LIVE_NAMESPACE,
  LIVE_PONG,
  LIVE_UNAUTHORIZED,
  type AccountType,
  type LiveEvent,
} from '@platfox/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { ActorResolver } from '../access';

export type Live = {
  /** Sends an event to every open connection of one user, on whichever process holds it. */
  emitToUser: (type: AccountType, userId: string, event: LiveEvent, payload: unknown) => void;
  close: () => Promise<void>;
};

export type LiveOptions = {
  server: HttpServer;
  resolveActor: ActorResolver;
  redisUrl: string | undefined;
  logger: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

const userRoom = (userId: string) => `user:${userId}`;

/**
 * socket.io on the spec's namespaces, websocket transport only, authenticated by uid and token in
 * the handshake query. With REDIS_URL the Redis adapter fans events out across processes.
 */
export async function createLive({
  server,
  resolveActor,
  redisUrl,
  logger,
}: LiveOptions): Promise<Live> {
  const io = new Server(server, { transports: ['websocket'], serveClient: false });
  const redisClients: { quit: () => Promise<unknown> }[] = [];
  if (redisUrl) {
    const pub = createClient({ url: redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (err: unknown) =>
        logger.error({ err }, 'redis error on the live channel'),
      );
    }
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    redisClients.push(pub, sub);
  }

  for (const namespace of new Set(Object.values(LIVE_NAMESPACE))) {
    const nsp = io.of(namespace);
    nsp.use(async (socket, next) => {
      const { uid, token } = socket.handshake.query;
      const actor = typeof token === 'string' ? await resolveActor(token).catch(() => null) : null;
      const isAllowed =
        actor !== null &&
        actor.id === uid &&
        actor.status !== 'BLOCKED' &&
        LIVE_NAMESPACE[actor.type] === namespace;
      if (!isAllowed) return next(new Error(LIVE_UNAUTHORIZED));
      socket.data.userId = actor.id;
      next();
    });
    nsp.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.userId as string));
      socket.on('ping', () => socket.emit('pong', LIVE_PONG));
    });
  }

  return {
    emitToUser: (type, userId, event, payload) => {
      if (!ACCOUNT_TYPES.includes(type)) return;
      io.of(LIVE_NAMESPACE[type]).to(userRoom(userId)).emit(event, payload);
    },
    close: async () => {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
