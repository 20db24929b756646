import type { AddressInfo } from 'node:net';
import { LIVE_LIST_WATCH, PRINTER_ITEM_LIST_MODELS, type Session } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { demoPrinter } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { approvedOrder } from '../orders/test-fixtures';

/* What the live channel tells the seller, the printer and a watching admin when a unit is scanned. */

let ctx: TestContext;
let baseUrl: string;
const sockets: Socket[] = [];

type Received = { event: string; payload: unknown };

async function openAs(session: Session, namespace: string, watch: string[] = []) {
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
    await new Promise((resolve) => socket.emit(LIVE_LIST_WATCH, { models: watch }, resolve));
  }
  return received;
}

const named = (received: Received[], event: string) =>
  received.filter((one) => one.event === event).map((one) => one.payload);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

describe('live events of a scan', () => {
  it('reach the seller, the admins watching order items and each of the printer’s lists', async () => {
    const printer = await demoPrinter(ctx);
    const { itemIds, orderId, seller } = await approvedOrder(ctx, [1]);
    const itemId = itemIds[0]!;
    const code = await slipCodeOf(ctx, itemId);
    const toSeller = await openAs(seller.session, '/api/seller');
    const toPrinter = await openAs(printer.session, '/api/printer');
    const toAdmin = await openAs(await signIn(ctx.app, 'root@demo.test'), '/', ['order-item']);

    const scan = await printer.call('POST', '/api/printer/scan', {
      code: `${code}_1`,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(scan.status).toBe(200);

    const updated = { id: itemId, orderId, status: 'PICKED', qtyIndexes: [1] };
    const changed = { model: 'order-item', kind: 'updated', ids: [itemId] };
    await vi.waitFor(() => {
      expect(named(toSeller, 'order_item_updated')).toEqual([updated]);
      expect(named(toSeller, 'list_changed')).toEqual([changed]);
      expect(named(toAdmin, 'order_item_updated')).toEqual([updated]);
      expect(named(toAdmin, 'list_changed')).toContainEqual(changed);
      expect(named(toPrinter, 'list_changed')).toEqual(
        PRINTER_ITEM_LIST_MODELS.map((model) => ({ model, kind: 'updated', ids: [itemId] })),
      );
    });
    // A seller's socket hears nothing of the printer's lists.
    expect(named(toSeller, 'list_changed')).toHaveLength(1);
  });
});

describe('the staff figures of a scan', () => {
  it('reach the printer after the answers, counting every scan', async () => {
    const printer = await demoPrinter(ctx);
    const codes: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const { itemIds } = await approvedOrder(ctx, [1]);
      codes.push(await slipCodeOf(ctx, itemIds[0]!));
    }
    const sent = vi.spyOn(ctx.app.live, 'emitToUser');
    const figures = () =>
      sent.mock.calls.filter(([, , event]) => event === 'human_resource_stats_updated');
    const scans = await Promise.all(
      codes.map((code) =>
        printer.call('POST', '/api/printer/scan', {
          code: `${code}_1`,
          action: 'pick',
          staffId: printer.staffId,
        }),
      ),
    );
    expect(scans.map((scan) => scan.status)).toEqual([200, 200, 200]);
    // The figures come after the answers (gathered), and the last one counts all three scans.
    await vi.waitFor(() =>
      expect(figures()).toContainEqual([
        'PRINTER',
        printer.session.user.id,
        'human_resource_stats_updated',
        expect.objectContaining({
          staffId: printer.staffId,
          type: 'process',
          stats: expect.objectContaining({
            hasCheckedIn: true,
            todayProcesses: expect.toSatisfy((count: number) => count >= 3),
          }),
        }),
      ]),
    );
    sent.mockRestore();
  });
});
