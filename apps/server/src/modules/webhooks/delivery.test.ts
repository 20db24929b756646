import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { retryDelayMs, WEBHOOK_MAX_ATTEMPTS } from './schedule';
import { sendDelivery } from './sender';
import { startReceiver } from './test-receiver';
import { approve, placeOrder, waitFor } from './test-fixtures';

/*
 * Deliveries on the app's pg-boss, to a receiver on loopback (allowed here by configuration
 * only), with retries a thousand times faster than in production.
 */

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  ctx = await createTestApp({
    runsScheduledWork: true,
    webhookAllowsPrivateHosts: true,
    webhookRetryBaseMs: 60,
  });
  receiver = await startReceiver();
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

async function sellerWithEndpoint(events: string[]) {
  const seller = await newSeller(ctx);
  const caller = as(ctx, seller.session);
  const created = await caller.post('/api/seller/webhooks', { url: receiver.url, events });
  expect(created.status).toBe(200);
  receiver.useSecret(created.body.data.secret);
  return { seller, caller, endpointId: created.body.data.id as string };
}

const deliveryOf = async (caller: Caller, id: string) =>
  (await caller.get(`/api/seller/webhooks/deliveries/${id}`)).body.data;

describe('delivering webhooks', () => {
  it('retries a receiver that fails twice, then delivers once, every attempt logged', async () => {
    const { caller } = await sellerWithEndpoint(['ITEM_SHIPPED']);
    receiver.answerWith((_, seen) => (seen < 2 ? 503 : 200));
    const tested = await caller.post(
      `/api/seller/webhooks/${(await caller.get('/api/seller/webhooks')).body.data[0].id}/test`,
    );
    const id: string = tested.body.data.deliveryId;
    const delivered = await waitFor(
      () => deliveryOf(caller, id),
      (delivery) => delivery.status !== 'PENDING',
    );
    expect(delivered).toMatchObject({ status: 'DELIVERED', attempts: 3, lastStatusCode: 200 });
    expect(
      delivered.attemptLog.map((attempt: { statusCode: number }) => attempt.statusCode),
    ).toEqual([503, 503, 200]);
    const got = receiver.received.filter((entry) => entry.eventId === delivered.eventId);
    expect(got.map((entry) => entry.answered)).toEqual([503, 503, 200]);
    // Signed so that the documented recipe verifies it, with the same event id each time.
    expect(got.every((entry) => entry.isVerified)).toBe(true);
    expect(got[0]!.event).toBe('TEST');
    expect(got[0]!.userAgent).toMatch(/^Platfox-Webhooks\//);
    expect(got[0]!.body).toMatchObject({ id: delivered.eventId, event: 'TEST' });
    // Nothing more comes once delivered.
    const log = await caller.list('webhook-delivery', {
      filters: [{ field: 'status', operation: 'in', value: ['DELIVERED'] }],
    });
    expect(log.body.items.map((row: { id: string }) => row.id)).toEqual([id]);
    expect(receiver.received.filter((entry) => entry.eventId === delivered.eventId)).toHaveLength(
      3,
    );
  });

  it('resends a delivery as a new one with the same event id; a rotated secret signs it', async () => {
    const { caller, endpointId } = await sellerWithEndpoint(['ITEM_SHIPPED']);
    receiver.answerWith(() => 200);
    const tested = await caller.post(`/api/seller/webhooks/${endpointId}/test`);
    const first = await waitFor(
      () => deliveryOf(caller, tested.body.data.deliveryId),
      (delivery) => delivery.status === 'DELIVERED',
    );
    const rotated = await caller.post(`/api/seller/webhooks/${endpointId}/rotate-secret`);
    receiver.useSecret(rotated.body.data.secret);
    const resent = await caller.post(`/api/seller/webhooks/deliveries/${first.id}/resend`);
    expect(resent.status).toBe(200);
    const second = await waitFor(
      () => deliveryOf(caller, resent.body.data.deliveryId),
      (delivery) => delivery.status === 'DELIVERED',
    );
    expect(second.eventId).toBe(first.eventId);
    const got = receiver.received.filter((entry) => entry.eventId === first.eventId);
    expect(got).toHaveLength(2);
    expect(got[1]!.isVerified).toBe(true);
  });

  it('turns the endpoint off when the receiver answers 410 Gone', async () => {
    const { caller, endpointId } = await sellerWithEndpoint(['ITEM_SHIPPED']);
    receiver.answerWith(() => 410);
    const tested = await caller.post(`/api/seller/webhooks/${endpointId}/test`);
    const failed = await waitFor(
      () => deliveryOf(caller, tested.body.data.deliveryId),
      (delivery) => delivery.status !== 'PENDING',
    );
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1, lastStatusCode: 410 });
    const [endpoint] = (await caller.get('/api/seller/webhooks')).body.data;
    expect(endpoint).toMatchObject({
      isActive: false,
      disabledReason: expect.stringContaining('410'),
    });
  });
});

describe('events', () => {
  it('tells of an order status change and of a tracking code added, signed', async () => {
    const { seller, caller } = await sellerWithEndpoint(['ORDER_STATUS_CHANGED', 'ITEM_SHIPPED']);
    receiver.answerWith(() => 200);
    const orderId = await placeOrder(ctx, seller);
    const [itemId] = await approve(ctx, orderId);
    const printer = await demoPrinter(ctx);
    const picked = await printer.call('PUT', '/api/printer/order-items/status', {
      ids: [itemId],
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(picked.status).toBe(200);
    const added = await printer.call('POST', '/api/printer/add-tracking-code', {
      orderItemId: itemId,
      trackingCode: '1Z999AA10123456784',
      trackingCarrierCode: 'UPS',
    });
    expect(added.status).toBe(200);

    const ofOrder = () =>
      receiver.received.filter(
        (entry) => (entry.body.data as { orderId?: string }).orderId === orderId,
      );
    // Every delivery of the seller ended, then what the receiver holds is all there is.
    await waitFor(
      async () => (await caller.list('webhook-delivery')).body.items as { status: string }[],
      (rows) => rows.length > 0 && rows.every((row) => row.status === 'DELIVERED'),
    );
    const shipped = ofOrder();
    expect(shipped.find((entry) => entry.event === 'ITEM_SHIPPED')!.body.data).toEqual({
      orderId,
      orderItemId: itemId,
      itemStatus: 'PICKED',
      trackingCode: '1Z999AA10123456784',
      carrierCode: 'UPS',
      carrierName: 'UPS',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const changes = shipped
      .filter((entry) => entry.event === 'ORDER_STATUS_CHANGED')
      .map((entry) => entry.body.data as { previousStatus: string; status: string });
    // Placed, approved and picked: each change once (in whatever order they arrived), one
    // chain from the draft's status to the order's status now.
    const next = new Map(changes.map((change) => [change.previousStatus, change.status]));
    const chain = ['NOT_READY'];
    while (next.has(chain.at(-1)!)) chain.push(next.get(chain.at(-1)!)!);
    expect(chain).toEqual(['NOT_READY', 'PENDING', 'APPROVED', 'PICKED']);
    expect(changes).toHaveLength(3);
    expect(shipped.every((entry) => entry.isVerified)).toBe(true);
    const log = await caller.list('webhook-delivery');
    expect(log.body.items.length).toBe(shipped.length);
  });

  it("records nothing for a seller without endpoints, and nothing for another seller's", async () => {
    const { caller } = await sellerWithEndpoint(['ORDER_STATUS_CHANGED']);
    const other = await newSeller(ctx);
    const orderId = await placeOrder(ctx, other);
    await approve(ctx, orderId);
    expect((await caller.list('webhook-delivery')).body.items).toEqual([]);
  });
});

describe('at sending time', () => {
  it('refuses a loopback receiver unless configured to allow it (DNS rebinding)', async () => {
    const outcome = await sendDelivery(
      {
        url: receiver.url.replace('127.0.0.1', 'localhost'),
        secret: 's',
        eventId: 'e',
        event: 'TEST',
        body: '{}',
      },
      { allowPrivateHosts: false },
    );
    expect(outcome).toMatchObject({ statusCode: null, error: 'The address must be https://' });
    const https = await sendDelivery(
      {
        url: receiver.url.replace('http://127.0.0.1', 'https://localhost'),
        secret: 's',
        eventId: 'e',
        event: 'TEST',
        body: '{}',
      },
      { allowPrivateHosts: false },
    );
    expect(https.statusCode).toBeNull();
    expect(https.error).toMatch(/private or loopback/);
  });

  it('keeps retrying for more than 24 hours in 15 attempts', () => {
    const total = (random: number) =>
      Array.from({ length: WEBHOOK_MAX_ATTEMPTS - 1 }, (_, index) =>
        retryDelayMs(index + 1, 60_000, random),
      ).reduce((sum, delay) => sum + delay, 0);
    expect(total(0)).toBeGreaterThan(24 * 3600_000);
    expect(total(0)).toBe(87_330_000);
    expect(total(0.999_999)).toBeLessThan(49 * 3600_000);
  });
});
