import type { Server as HttpServer } from 'node:http';
import {
  ACCOUNT_TYPES,
  LIVE_LIST_WATCH,
  LIVE_LIST_WATCH_MAX,
  LIVE_NAMESPACE,
  LIVE_PONG,
  LIVE_UNAUTHORIZED,
  LIVE_EVENT_PAYLOADS,
  type AccountType,
  type ListChangeKind,
  type ListChanged,
  type LiveEvent,
  type LivePayload,
} from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Actor } from '../actor';
import type { ActorResolver } from '../access';
import { afterAnswer } from './after-answer';
import { linkRedisAdapter, type RedisLink } from './redis-link';

/** Which of the asked list rooms an actor may join (the data-list module decides). */
export type RoomPolicy = (actor: Actor, models: string[]) => string[] | Promise<string[]>;

export type Live = {
  /** Sends an event to every open connection of one user, on whichever process holds it. */
  emitToUser: <E extends LiveEvent>(
    type: AccountType,
    userId: string,
    event: E,
    payload: LivePayload<E>,
  ) => void;
  /** Sends an event to every socket in a room, on every namespace and process. */
  emitToRoom: <E extends LiveEvent>(room: string, event: E, payload: LivePayload<E>) => void;
  /**
   * Ends every open connection of a user, on every namespace and process (a blocked or deleted
   * account). The server's disconnect packet follows what was sent before it, so a user_blocked
   * emitted first still arrives; the client does not reconnect after a server's disconnect.
   */
  disconnectUser: (userId: string) => void;
  /** Decides the rooms a socket's list_watch may join; until set, none. */
  setListWatchPolicy: (policy: RoomPolicy) => void;
  /** Whether events reach the other processes: null without REDIS_URL (readiness reports it). */
  isRedisConnected: () => boolean | null;
  /** Resolves once the Redis adapter is attached (at once without REDIS_URL; tests wait on it). */
  redisAttached: Promise<void>;
  /** Closes every socket and stops taking new ones (the first step of a shutdown). */
  stopAccepting: () => Promise<void>;
  /**
   * Closes the link to Redis: the last step before the database, after the job workers stopped
   * (their last progress events still go out).
   */
  close: () => Promise<void>;
};

export type LiveOptions = {
  server: HttpServer;
  /**
   * Checks every payload against the contract before sending (tests and development): a payload
   * that drifted from what the web expects fails where it is sent, not silently in a browser.
   */
  isPayloadChecked?: boolean;
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
const LIST_ROOM_PREFIX = 'list:';
export const listRoom = (model: string) => `${LIST_ROOM_PREFIX}${model}`;

/** The owners of changed rows (a seller, a printer): they hear of it in their own room. */
export type ListAudience = readonly { type: AccountType; id: string }[];

export type ListChange = {
  model: string;
  kind: ListChangeKind;
  ids: readonly string[];
  owners?: ListAudience;
};

/**
 * Tells the users who list a model that its rows changed, so an open list shows "new data" (spec
 * 02 section 4.1): `list_changed` in the model's room and to the rows' owners. The spec's own events
 * (order_created ...) carry their own payloads and are sent by the services that need them; a list
 * counts list_changed only, so one change is never counted twice. Call it after the commit. It lives
 * here, below the modules, so that a module announcing its rows does not import the data-list
 * module, which reads every module (issue 30).
 */
export function announceListChange(live: Live, change: ListChange): void {
  const payload: ListChanged = { model: change.model, kind: change.kind, ids: [...change.ids] };
  live.emitToRoom(listRoom(change.model), 'list_changed', payload);
  for (const owner of change.owners ?? []) {
    live.emitToUser(owner.type, owner.id, 'list_changed', payload);
  }
}

function watchedModels(payload: unknown): string[] | null {
  const models = (payload as { models?: unknown } | null)?.models;
  if (!Array.isArray(models) || models.length > LIVE_LIST_WATCH_MAX) return null;
  return models.every((model) => typeof model === 'string' && model.length <= 64)
    ? [...new Set(models as string[])]
    : null;
}

/**
 * socket.io on the spec's namespaces, websocket transport only, authenticated by uid and token in
 * the handshake query. With REDIS_URL the Redis adapter fans events out across processes.
 */
export async function createLive({
  server,
  isPayloadChecked = false,
  resolveActor,
  redisUrl,
  logger,
}: LiveOptions): Promise<Live> {
  const io = new Server(server, { transports: ['websocket'], serveClient: false });
  let listWatchPolicy: RoomPolicy = () => [];
  let redis: RedisLink | undefined;
  if (redisUrl) {
    // Loaded only with REDIS_URL: a single process (the embedded default) never pays their start-up.
    const [{ createClient }, { createAdapter }] = await Promise.all([
      import('redis'),
      import('@socket.io/redis-adapter'),
    ]);
    redis = linkRedisAdapter(io, redisUrl, logger, {
      createClient: (options) => createClient(options),
      createAdapter: (pub, sub) => createAdapter(pub, sub),
    });
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
      socket.data.type = actor.type;
      socket.data.token = token;
      next();
    });
    nsp.on('connection', (socket) => {
      const userId = socket.data.userId as string;
      void socket.join(userRoom(userId));
      socket.emit('connect_verify', { userId, type: socket.data.type as AccountType });
      socket.on('ping', () => socket.emit('pong', LIVE_PONG));
      socket.on(LIVE_LIST_WATCH, async (payload: unknown, ack?: unknown) => {
        const models = watchedModels(payload);
        const answer = (watched: string[]) => {
          if (typeof ack === 'function') (ack as (reply: unknown) => void)({ models: watched });
        };
        if (!models) return answer([]);
        // Permissions may have changed since the handshake: ask again with the socket's token.
        const actor = await resolveActor(socket.data.token as string).catch(() => null);
        const isStillAllowed =
          actor !== null && actor.id === socket.data.userId && actor.status !== 'BLOCKED';
        const allowed = new Set(isStillAllowed ? await listWatchPolicy(actor, models) : []);
        for (const room of socket.rooms) {
          const model = room.slice(LIST_ROOM_PREFIX.length);
          if (room.startsWith(LIST_ROOM_PREFIX) && !allowed.has(model)) void socket.leave(room);
        }
        for (const model of allowed) void socket.join(listRoom(model));
        answer([...allowed]);
      });
    });
  }

  const check = (event: LiveEvent, payload: unknown) => {
    if (isPayloadChecked) LIVE_EVENT_PAYLOADS[event].parse(payload);
  };
  const send = afterAnswer((err) => logger.warn({ err }, 'A live event could not be sent'));
  let disconnects = 0;
  const keyOf = (to: string, event: LiveEvent, payload: unknown) =>
    `${to}\n${event}\n${JSON.stringify(payload)}`;
  return {
    emitToUser: (type, userId, event, payload) => {
      check(event, payload);
      if (!ACCOUNT_TYPES.includes(type)) return;
      const namespace = LIVE_NAMESPACE[type];
      send(keyOf(`${namespace} ${userRoom(userId)}`, event, payload), () =>
        io.of(namespace).to(userRoom(userId)).emit(event, payload),
      );
    },
    emitToRoom: (room, event, payload) => {
      check(event, payload);
      send(keyOf(room, event, payload), () => {
        for (const namespace of new Set(Object.values(LIVE_NAMESPACE))) {
          io.of(namespace).to(room).emit(event, payload);
        }
      });
    },
    // In the same queue as the events, after them: a blocked user's sockets first hear why.
    disconnectUser: (userId) => {
      disconnects += 1;
      send(`disconnect ${disconnects}`, () => {
        for (const namespace of new Set(Object.values(LIVE_NAMESPACE))) {
          io.of(namespace).in(userRoom(userId)).disconnectSockets();
        }
      });
    },
    setListWatchPolicy: (policy) => {
      listWatchPolicy = policy;
    },
    isRedisConnected: () => redis?.isConnected() ?? null,
    redisAttached: redis?.attached ?? Promise.resolve(),
    stopAccepting: () => io.close(),
    close: async () => {
      await redis?.close();
    },
  };
}
