import type { AddressInfo } from 'node:net';
import type { Session } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { approvedOrder } from '../orders/test-fixtures';

/* Tracking codes: add and edit, format warnings, who sees the local number, shipping hold, live. */

let ctx: TestContext;
let baseUrl: string;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  printer = await demoPrinter(ctx);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

function openSeller(session: Session): Promise<Socket> {
  const socket = connect(`${baseUrl}/api/seller`, {
    transports: ['websocket'],
    query: { uid: session.user.id, token: session.accessToken.token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** An approved item of a new seller, picked by the printer so tracking may be edited. */
async function pickedItem() {
  const order = await approvedOrder(ctx, [1]);
  const picked = await printer.call('PUT', '/api/printer/order-items/status', {
    ids: order.itemIds,
    action: 'pick',
    staffId: printer.staffId,
  });
  expect(picked.status).toBe(200);
  return { ...order, itemId: order.itemIds[0]! };
}

describe('tracking codes', () => {
  it('printer adds a code; the seller hears it live with status, code and carrier', async () => {
    const { seller, itemId, orderId } = await pickedItem();
    const socket = await openSeller(seller.session);
    const heard = new Promise<Record<string, unknown>>((resolve) =>
      socket.once('order_item_updated', resolve),
    );
    const added = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1Z999AA10123456784',
      trackingCarrierCode: 'UPS',
    });
    expect(added.status).toBe(200);
    expect(added.body.warnings).toEqual([]);
    expect(added.body.data).toMatchObject({
      trackingCode: '1Z999AA10123456784',
      trackingCarrierCode: 'UPS',
    });
    expect(added.body.data.trackingCodes[0]).toMatchObject({
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      status: 'UNKNOWN',
    });
    expect(added.body.data.trackingCodes[0]).not.toHaveProperty('localTrackingNumber');
    expect(await heard).toEqual({
      id: itemId,
      orderId,
      status: 'PICKED',
      trackingCode: '1Z999AA10123456784',
      trackingCarrierCode: 'UPS',
      addedTracking: true,
    });
  });

  it('keeps several codes; an unknown format is saved with a warning', async () => {
    const { itemId } = await pickedItem();
    await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: 'EA123456785US',
      trackingCarrierCode: 'USPS',
    });
    const second = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: 'not-a-number',
      trackingCarrierCode: 'FEDEX',
    });
    expect(second.status).toBe(200);
    expect(second.body.warnings).toEqual([
      'This tracking number does not look like a FEDEX tracking number; please check it',
    ]);
    expect(
      second.body.data.trackingCodes.map((row: { trackingCode: string }) => row.trackingCode),
    ).toEqual(['EA123456785US', 'NOTANUMBER']);
  });

  it("the seller reads the order's codes (seller/order/{id}/tracking-codes), no one else's", async () => {
    const { seller, orderId, itemId } = await pickedItem();
    const admin = as(
      ctx,
      await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE']),
    );
    const added = await admin('POST', `/api/order-items/${itemId}/add-tracking-code`, {
      trackingCode: 'EA123456785US',
      trackingCarrierCode: 'USPS',
      localTrackingNumber: 'LOCAL-9',
    });
    expect(added.status).toBe(200);
    const url = `/api/seller/order/${orderId}/tracking-codes`;
    const read = await as(ctx, seller.session)('GET', url);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([
      expect.objectContaining({
        orderItemId: itemId,
        trackingCode: 'EA123456785US',
        trackingCarrierCode: 'USPS',
      }),
    ]);
    // The local tracking number is the admins' only.
    expect(read.body.data[0]).not.toHaveProperty('localTrackingNumber');
    const stranger = await approvedOrder(ctx, [1]);
    expect((await as(ctx, stranger.seller.session)('GET', url)).status).toBe(404);
    expect((await admin('GET', url)).status).toBe(403);
    expect((await printer.call('GET', url)).status).toBe(403);
  });

  it('only admins see and set the local tracking number; sellers cannot add codes', async () => {
    const { seller, itemId } = await pickedItem();
    const admin = as(
      ctx,
      await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE']),
    );
    const added = await admin('POST', `/api/order-items/${itemId}/add-tracking-code`, {
      trackingCode: '1234567891',
      trackingCarrierCode: 'DHL_EXPRESS',
      localTrackingNumber: 'LOCAL-7',
    });
    expect(added.status).toBe(200);
    expect(added.body.data.trackingCodes[0].localTrackingNumber).toBe('LOCAL-7');
    const seen = await printer.call('GET', `/api/printer/order-items/${itemId}`);
    expect(seen.body.data.trackingCodes[0]).not.toHaveProperty('localTrackingNumber');
    const refused = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1234567891',
      trackingCarrierCode: 'DHL_EXPRESS',
      localTrackingNumber: 'X',
    });
    expect(refused.status).toBe(400);
    const bySeller = await as(ctx, seller.session)('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1234567891',
      trackingCarrierCode: 'DHL_EXPRESS',
    });
    expect(bySeller.status).toBe(403);
  });

  it('refuses codes before the item is picked, and missing fields', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const early = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemIds[0],
      trackingCode: '1234567891',
      trackingCarrierCode: 'DHL_EXPRESS',
    });
    expect(early.status).toBe(409);
    const blank = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemIds[0],
      trackingCode: ' ',
    });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body.errors).sort()).toEqual(['trackingCarrierCode', 'trackingCode']);
  });

  it('cancel shipping drops the codes and holds the item; resume lifts the hold', async () => {
    const { itemId } = await pickedItem();
    await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1234567891',
      trackingCarrierCode: 'DHL_EXPRESS',
    });
    const url = `/api/printer/order-items/${itemId}/shipping`;
    const held = await printer.call('PUT', url, { isDisallowShipping: true });
    expect(held.status).toBe(200);
    expect(held.body.data).toMatchObject({
      isDisallowShipping: true,
      trackingCode: null,
      trackingCarrierCode: null,
      trackingCodes: [],
    });
    expect((await printer.call('PUT', url, { isDisallowShipping: true })).status).toBe(409);
    const blocked = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1234567891',
      trackingCarrierCode: 'DHL_EXPRESS',
    });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Shipping is cancelled for this item; resume shipping first');
    const resumed = await printer.call('PUT', url, { isDisallowShipping: false });
    expect(resumed.body.data.isDisallowShipping).toBe(false);
  });

  it('bulk add: all or nothing, warnings by line', async () => {
    const first = await pickedItem();
    const second = await pickedItem();
    const bulk = await printer.call('POST', '/api/printer/bulk-add-tracking-code', {
      items: [
        { orderItemId: first.itemId, trackingCode: '123456789012', trackingCarrierCode: 'FEDEX' },
        { orderItemId: second.itemId, trackingCode: '123456789013', trackingCarrierCode: 'FEDEX' },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toEqual({ added: 2 });
    expect(Object.keys(bulk.body.warnings)).toEqual(['items.1.trackingCode']);
    const { itemIds } = await approvedOrder(ctx, [1]);
    const mixed = await printer.call('POST', '/api/printer/bulk-add-tracking-code', {
      items: [
        {
          orderItemId: first.itemId,
          trackingCode: '1234567891',
          trackingCarrierCode: 'DHL_EXPRESS',
        },
        { orderItemId: itemIds[0], trackingCode: '1234567891', trackingCarrierCode: 'DHL_EXPRESS' },
      ],
    });
    expect(mixed.status).toBe(409);
    // The refused line names itself, so the printer's form can show it on its row.
    expect(Object.keys(mixed.body.errors)).toEqual(['items.1.orderItemId']);
    const after = await printer.call('GET', `/api/printer/order-items/${first.itemId}`);
    expect(after.body.data.trackingCodes).toHaveLength(1);
  });

  it("tells the seller in the tracking-update category, an order's codes in one notice", async () => {
    const { seller, orderId, itemId } = await pickedItem();
    const other = await pickedItem();
    const socket = await openSeller(seller.session);
    const heard = new Promise<Record<string, unknown>>((resolve) =>
      socket.once('notification', resolve),
    );
    const bulk = await printer.call('POST', '/api/printer/bulk-add-tracking-code', {
      items: [
        { orderItemId: itemId, trackingCode: '1Z999AA10123456784', trackingCarrierCode: 'UPS' },
        { orderItemId: other.itemId, trackingCode: '123456789012', trackingCarrierCode: 'FEDEX' },
      ],
    });
    expect(bulk.status).toBe(200);
    expect(await heard).toMatchObject({ type: 'TRACKING_UPDATE', details: { model: 'order' } });
    const read = (who: Session, query: string) => as(ctx, who)('GET', `/api/notifications${query}`);
    const tracking = await read(seller.session, '?type=TRACKING_UPDATE');
    expect(tracking.body.totalUnread).toBe(1);
    expect(tracking.body.data).toEqual([
      expect.objectContaining({
        type: 'TRACKING_UPDATE',
        title: 'Your order has a tracking update',
        description: 'UPS 1Z999AA10123456784',
        details: { model: 'order', ids: [orderId] },
      }),
    ]);
    // The bell's panel keeps to the other categories; the other seller hears only of theirs.
    const panel = await read(seller.session, '');
    expect(panel.body.data.map((item: { type: string }) => item.type)).not.toContain(
      'TRACKING_UPDATE',
    );
    const theirs = await read(other.seller.session, '?type=TRACKING_UPDATE');
    expect(theirs.body.data.map((item: { details: unknown }) => item.details)).toEqual([
      { model: 'order', ids: [other.orderId] },
    ]);
    // A refused bulk add (all or nothing) tells no one.
    const { itemIds } = await approvedOrder(ctx, [1]);
    const refused = await printer.call('POST', '/api/printer/bulk-add-tracking-code', {
      items: [
        { orderItemId: itemId, trackingCode: '1Z999AA10123456785', trackingCarrierCode: 'UPS' },
        { orderItemId: itemIds[0], trackingCode: '1234567891', trackingCarrierCode: 'DHL_EXPRESS' },
      ],
    });
    expect(refused.status).toBe(409);
    expect((await read(seller.session, '?type=TRACKING_UPDATE')).body.totalUnread).toBe(1);
  });
});
