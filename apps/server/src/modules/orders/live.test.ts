import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LIVE_EVENT_PAYLOADS, LIVE_LIST_WATCH, type LiveEvent } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { approvedOrder } from './test-fixtures';

/*
 * What the live channel really sends when a seller's order is placed and approved, as the admin
 * watching the order lists and the printer the items are routed to receive it. The payloads are
 * recorded (ids named by role) into @platfox/domain's recorded/live-payloads.json: the
 * web's list tests replay that file, so they test against what this server sends, not a hand-made
 * object, and a change of payload here fails until the recording (and the web) follow it.
 */

let ctx: TestContext;
let baseUrl: string;
const sockets: Socket[] = [];
const RECORDING = path.resolve(
  import.meta.dirname,
  '../../../../../packages/domain/recorded/live-payloads.json',
);

type Received = { event: string; payload: unknown };

async function openAs(email: string, namespace: string, watch: string[] = []) {
  const session = await signIn(ctx.app, email);
  const received: Received[] = [];
  const socket = connect(baseUrl + namespace, {
    transports: ['websocket'],
    query: { uid: session.user.id, token: session.accessToken.token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  if (watch.length) {
    const ack = await new Promise((resolve) =>
      socket.emit(LIVE_LIST_WATCH, { models: watch }, resolve),
    );
    expect(ack).toEqual({ models: watch });
  }
  return { session, received };
}

const named = (received: Received[], event: LiveEvent) =>
  received.filter((one) => one.event === event).map((one) => one.payload);

/**
 * The events with their ids named by role and sorted, so the recording changes only when what the
 * server sends does (events from separate announcements may arrive in either order).
 */
function recorded(received: Received[], names: Record<string, string>): Received[] {
  let text = JSON.stringify(received.filter((one) => one.event !== 'pending_task'));
  for (const [id, name] of Object.entries(names)) text = text.replaceAll(id, name);
  const events = JSON.parse(text) as Received[];
  return events.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

describe('live events of an order placed and approved', () => {
  it('reach the admins watching orders and the printer the items are routed to', async () => {
    const admin = await openAs('admin@demo.test', '/api/admin', ['order', 'order-item']);
    const printer = await openAs('printer@demo.test', '/api/printer');
    expect(named(admin.received, 'connect_verify')).toEqual([
      { userId: admin.session.user.id, type: 'ADMIN' },
    ]);

    const { orderId, itemIds } = await approvedOrder(ctx, [2]);

    // The admin: the order placed then approved, its item created, both lists' notices.
    await vi.waitFor(
      () => {
        expect(named(admin.received, 'order_placed')).toContainEqual({
          id: orderId,
          status: 'PENDING',
        });
        expect(named(admin.received, 'order_updated')).toContainEqual({
          id: orderId,
          status: 'APPROVED',
        });
        expect(named(admin.received, 'order_item_created')).toEqual([
          { id: itemIds[0], orderId, status: expect.any(String) },
        ]);
        expect(named(admin.received, 'list_changed')).toContainEqual({
          model: 'order',
          kind: 'created',
          ids: [orderId],
        });
      },
      { timeout: 15_000, interval: 20 },
    );
    // The printer: its to-pick list moves when the approval routes the item to it.
    await vi.waitFor(
      () =>
        expect(named(printer.received, 'list_changed')).toContainEqual({
          model: 'printer-item-to-pick',
          kind: 'updated',
          ids: itemIds,
        }),
      { timeout: 15_000, interval: 20 },
    );
    // No order of another seller's, nor the seller's own events, reach the printer.
    expect(named(printer.received, 'order_placed')).toEqual([]);

    for (const { event, payload } of [...admin.received, ...printer.received]) {
      expect(() => LIVE_EVENT_PAYLOADS[event as LiveEvent].parse(payload)).not.toThrow();
    }
    const names = {
      [admin.session.user.id]: 'admin-id',
      [printer.session.user.id]: 'printer-id',
      [orderId]: 'order-id',
      [itemIds[0]!]: 'item-id',
    };
    // Every announcement has landed: the admin's 7 events of the two changes (and the handshake),
    // the printer's notice to each of its 6 floor lists (and the handshake).
    await vi.waitFor(
      () => {
        expect(recorded(admin.received, names)).toHaveLength(8);
        expect(recorded(printer.received, names)).toHaveLength(7);
      },
      { timeout: 15_000, interval: 20 },
    );
    const recording = {
      admin: recorded(admin.received, names),
      printer: recorded(printer.received, names),
    };
    await expect(JSON.stringify(recording, null, 2) + '\n').toMatchFileSnapshot(RECORDING);
  });
});
