import {
  LIVE_CONNECT_TIMEOUT_MS,
  LIVE_EVENTS,
  LIVE_LIST_WATCH,
  LIVE_NAMESPACE,
  LIVE_RECONNECT_DELAY_MAX_MS,
  LIVE_RECONNECT_DELAY_MIN_MS,
  LIVE_UNAUTHORIZED,
  type AccountType,
  type SocketState,
} from '@platfox/domain';
import { useEffect, useRef } from 'react';
import type { Socket } from 'socket.io-client';
import { createStore } from '../store';
import type { LiveEventName, LiveEventPayloads } from './events';

const EVENT_NAMES: readonly string[] = [...LIVE_EVENTS, 'pong'];

/** Socket state (spec 03 section 7.7), for a connection indicator. */
export const liveStateStore = createStore<SocketState>('disconnected');

type Handler = (payload: unknown) => void;
const handlers = new Map<LiveEventName, Set<Handler>>();

/**
 * Subscribes to a live event; returns the unsubscribe. Handlers outlive a socket, so a screen can
 * subscribe before the connection opens and keeps listening across reconnections.
 */
export function onLiveEvent<Name extends LiveEventName>(
  name: Name,
  handler: (payload: LiveEventPayloads[Name]) => void,
): () => void {
  const set = handlers.get(name) ?? new Set<Handler>();
  handlers.set(name, set);
  const entry = handler as Handler;
  set.add(entry);
  return () => set.delete(entry);
}

/** The hook form: subscribed while the component is mounted, always calling the latest handler. */
export function useLiveEvent<Name extends LiveEventName>(
  name: Name,
  handler: (payload: LiveEventPayloads[Name]) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onLiveEvent(name, (payload) => latest.current(payload)), [name]);
}

function dispatch(name: string, payload: unknown): void {
  if (!EVENT_NAMES.includes(name)) return;
  for (const handler of handlers.get(name as LiveEventName) ?? []) handler(payload);
}

export type LiveConnection = {
  userId: string;
  userType: AccountType;
  /** Read at every (re)connection, so a refreshed token is used after a reconnect. */
  getToken: () => string | null;
  onUnauthorized: () => void;
};

let socket: Socket | null = null;
let generation = 0;
let active: LiveConnection | null = null;
/** The connection a suspended channel resumes with. */
let suspended: LiveConnection | null = null;

/**
 * Opens the live channel after sign-in (spec 01 section 7): the user type's namespace, uid and
 * token in the handshake query, websocket only, reconnecting forever every 1 to 5 s, 6 s timeout.
 * socket.io-client is fetched here so the sign-in page never downloads it.
 */
export async function connectLive(connection: LiveConnection): Promise<void> {
  disconnectLive();
  active = connection;
  const current = ++generation;
  const { io } = await import('socket.io-client');
  if (current !== generation) return; // signed out (or switched user) while loading
  const query = () => ({ uid: connection.userId, token: connection.getToken() ?? '' });
  // The token the handshake carries: a refresh may replace it while the handshake is on its way.
  let handshake = query();
  const next = io(LIVE_NAMESPACE[connection.userType], {
    path: '/socket.io',
    query: handshake,
    transports: ['websocket'],
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: LIVE_RECONNECT_DELAY_MIN_MS,
    reconnectionDelayMax: LIVE_RECONNECT_DELAY_MAX_MS,
    timeout: LIVE_CONNECT_TIMEOUT_MS,
  });
  socket = next;
  liveStateStore.set('connecting');
  next.io.on('reconnect_attempt', () => {
    handshake = query();
    next.io.opts.query = handshake;
    liveStateStore.set('connecting');
  });
  next.on('connect', () => {
    liveStateStore.set('connected');
    // Rooms do not survive a reconnection: ask again for the lists on screen.
    sendListWatch();
  });
  next.on('disconnect', () => liveStateStore.set('disconnected'));
  // The server names whom it let in: a channel answering for another user than the one it was
  // opened for (the session changed meanwhile) must not show that user's events.
  next.on('connect_verify', (payload: { userId?: unknown }) => {
    if (current === generation && payload.userId !== connection.userId) disconnectLive();
  });
  next.on('connect_error', (error: Error) => {
    liveStateStore.set('disconnected');
    if (error.message !== LIVE_UNAUTHORIZED) return;
    // Refused with a token that has been refreshed since: open again with the new one.
    const token = connection.getToken();
    if (token && token !== handshake.token) void connectLive(connection);
    else connection.onUnauthorized();
  });
  next.onAny((name: string, payload: unknown) => dispatch(name, payload));
}

/**
 * Closes the channel but remembers it: the server refuses a blocked user's handshake, and the
 * channel comes back with resumeLive once the account is active again.
 */
export function suspendLive(): void {
  const connection = active;
  disconnectLive();
  suspended = connection;
}

/** Reopens a suspended channel; does nothing when the channel was not suspended. */
export function resumeLive(): void {
  const connection = suspended;
  suspended = null;
  if (connection && !socket) void connectLive(connection);
}

/** How many mounted screens watch each list model. */
const watchedLists = new Map<string, number>();

function sendListWatch(): void {
  if (socket?.connected) socket.emit(LIVE_LIST_WATCH, { models: [...watchedLists.keys()] });
}

/**
 * Watches a list model while the component is mounted: the server then sends `list_changed` for
 * it (spec 02 section 4.1, new-data notice), when this user may list all of its rows; rows a user
 * owns are announced to the owner anyway.
 */
export function useListWatch(model: string | undefined): void {
  useEffect(() => {
    if (!model) return;
    watchedLists.set(model, (watchedLists.get(model) ?? 0) + 1);
    sendListWatch();
    return () => {
      const left = (watchedLists.get(model) ?? 1) - 1;
      if (left > 0) watchedLists.set(model, left);
      else watchedLists.delete(model);
      sendListWatch();
    };
  }, [model]);
}

export function disconnectLive(): void {
  suspended = null;
  active = null;
  generation += 1;
  socket?.removeAllListeners();
  socket?.io.removeAllListeners();
  socket?.disconnect();
  socket = null;
  liveStateStore.set('disconnected');
}
