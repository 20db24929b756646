import { LIVE_NAMESPACE, type Session } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { percentile } from './server';

/*
 * The live bench's 1,000 browser tabs, in a process of their own (issue 37): the bench process
 * sends the scans, this one only holds the sockets and notes when each event arrived, so neither
 * the load nor the clients' own work is counted as the server's. Both processes read the same
 * clock (performance.timeOrigin + performance.now(), wall time in ms with sub-ms resolution).
 * Spoken to over the fork's IPC channel; see bench/live-events.ts.
 */

export type ToClients =
  | { kind: 'open'; urls: string[]; session: Session; clients: number }
  | { kind: 'measure' }
  | { kind: 'report'; sentAt: Record<string, number>; expected: number; drainMs: number };

export type FromClients =
  | { kind: 'opened'; seconds: number }
  | { kind: 'failed'; message: string }
  | {
      kind: 'report';
      received: number;
      delays: Record<'all' | 'emitter' | 'other', { p50: number; p99: number }>;
    };

type Client = { socket: Socket; onEmitter: boolean };
type Arrival = { itemId: string; onEmitter: boolean; at: number };

const now = () => performance.timeOrigin + performance.now();
const send = (message: FromClients) => process.send!(message);

/** One seller tab's live channel, as apps/web/src/platform/live/socket.ts opens it. */
function openSocket(url: string, session: Session): Promise<Socket> {
  const socket = connect(url + LIVE_NAMESPACE.SELLER, {
    transports: ['websocket'],
    query: { uid: session.user.id, token: session.accessToken.token },
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });
}

let clients: Client[] = [];
let arrivals: Arrival[] = [];
let isMeasuring = false;

/** Opens the clients 50 at a time, as tabs would: a thousand handshakes at once only queue. */
async function open(urls: string[], session: Session, count: number): Promise<void> {
  for (let first = 0; first < count; first += 50) {
    const opened = await Promise.all(
      Array.from({ length: Math.min(50, count - first) }, async (_, offset) => {
        const onEmitter = (first + offset) % 2 === 0;
        const socket = await openSocket(onEmitter ? urls[0]! : urls[1]!, session);
        return { socket, onEmitter };
      }),
    );
    clients.push(...opened);
  }
  for (const { socket, onEmitter } of clients) {
    const heard = (itemId: string | undefined) => {
      if (isMeasuring && itemId !== undefined) arrivals.push({ itemId, onEmitter, at: now() });
    };
    socket.on('order_item_updated', (payload: { id?: string }) => heard(payload.id));
    socket.on('list_changed', (payload: { model?: string; ids?: string[] }) => {
      if (payload.model === 'order-item') heard(payload.ids?.[0]);
    });
  }
}

async function report(sentAt: Record<string, number>, expected: number, drainMs: number) {
  const drainEnd = now() + drainMs;
  const counted = () => arrivals.filter((arrival) => sentAt[arrival.itemId] !== undefined).length;
  while (counted() < expected && now() < drainEnd) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const delays = { all: [] as number[], emitter: [] as number[], other: [] as number[] };
  for (const { itemId, onEmitter, at } of arrivals) {
    const sent = sentAt[itemId];
    if (sent === undefined) continue;
    delays.all.push(at - sent);
    (onEmitter ? delays.emitter : delays.other).push(at - sent);
  }
  const figures = (values: number[]) => ({
    p50: percentile(values, 50),
    p99: percentile(values, 99),
  });
  send({
    kind: 'report',
    received: delays.all.length,
    delays: {
      all: figures(delays.all),
      emitter: figures(delays.emitter),
      other: figures(delays.other),
    },
  });
  for (const { socket } of clients) socket.close();
  clients = [];
  process.disconnect();
}

process.on('message', (message: ToClients) => {
  if (message.kind === 'open') {
    const started = now();
    open(message.urls, message.session, message.clients).then(
      () => send({ kind: 'opened', seconds: (now() - started) / 1000 }),
      (error: unknown) => send({ kind: 'failed', message: String(error) }),
    );
  } else if (message.kind === 'measure') {
    arrivals = [];
    isMeasuring = true;
  } else {
    void report(message.sentAt, message.expected, message.drainMs);
  }
});
