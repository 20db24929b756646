import { WEBHOOK_MESSAGES } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { webhookDeliveries, webhookEndpoints } from './tables';

/*
 * The endpoints of a seller's webhooks, without sending anything (scheduled work is off here):
 * what is answered, what is refused, and that one seller never reaches another's.
 */

let ctx: TestContext;
let seller: Caller;
let other: Caller;
// A public address as a literal: no name to resolve in the test's sandbox.
const PUBLIC_URL = 'https://93.184.215.14/hooks';

beforeAll(async () => {
  ctx = await createTestApp();
  seller = as(ctx, (await newSeller(ctx)).session);
  other = as(ctx, (await newSeller(ctx)).session);
});
afterAll(() => ctx.close());

const create = (caller: Caller, body: Record<string, unknown>) =>
  caller.post('/api/seller/webhooks', body);

describe('webhook endpoints', () => {
  it('answers the secret at creation only, and keeps it encrypted', async () => {
    const created = await create(seller, { url: PUBLIC_URL, events: ['ITEM_SHIPPED'] });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      url: PUBLIC_URL,
      events: ['ITEM_SHIPPED'],
      isActive: true,
      disabledReason: null,
    });
    const secret: string = created.body.data.secret;
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const listed = await seller.get('/api/seller/webhooks');
    expect(listed.body.data).toHaveLength(1);
    expect(listed.body.data[0]).not.toHaveProperty('secret');
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const [row] = await ctx.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.body.data.id));
    expect(row!.secretSealed).not.toContain(secret.slice(6));
    const rows = await seller.list('webhook-endpoint');
    expect(rows.body.items.map((item: { id: string }) => item.id)).toEqual([created.body.data.id]);
    expect(JSON.stringify(rows.body)).not.toContain(secret);
  });

  it('rotates the secret after confirming nothing: a new one, shown once', async () => {
    const created = await create(seller, { url: PUBLIC_URL, events: ['ORDER_STATUS_CHANGED'] });
    const rotated = await seller.post(`/api/seller/webhooks/${created.body.data.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    expect(rotated.body.data.secret).toMatch(/^whsec_/);
    expect(rotated.body.data.secret).not.toBe(created.body.data.secret);
  });

  it('changes address, events and activity; deletes', async () => {
    const created = await create(seller, { url: PUBLIC_URL, events: ['ITEM_SHIPPED'] });
    const id = created.body.data.id;
    const changed = await seller.put(`/api/seller/webhooks/${id}`, {
      url: 'https://93.184.215.15/other',
      events: ['ITEM_SHIPPED', 'ORDER_STATUS_CHANGED', 'ITEM_SHIPPED'],
      isActive: false,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      url: 'https://93.184.215.15/other',
      events: ['ITEM_SHIPPED', 'ORDER_STATUS_CHANGED'],
      isActive: false,
    });
    expect((await seller('DELETE', `/api/seller/webhooks/${id}`)).status).toBe(200);
    const listed = await seller.get('/api/seller/webhooks');
    expect(listed.body.data.map((endpoint: { id: string }) => endpoint.id)).not.toContain(id);
  });

  it.each([
    ['https://127.0.0.1/hook', WEBHOOK_MESSAGES.notPublic],
    ['https://localhost:8443/hook', WEBHOOK_MESSAGES.notPublic],
    ['https://10.1.2.3/hook', WEBHOOK_MESSAGES.notPublic],
    ['https://192.168.1.20/hook', WEBHOOK_MESSAGES.notPublic],
    ['https://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.notPublic],
    ['https://[::1]/hook', WEBHOOK_MESSAGES.notPublic],
    ['https://[::ffff:127.0.0.1]/hook', WEBHOOK_MESSAGES.notPublic],
    ['http://93.184.215.14/hook', WEBHOOK_MESSAGES.url],
    ['ftp://93.184.215.14/hook', WEBHOOK_MESSAGES.url],
    ['not a url', WEBHOOK_MESSAGES.url],
    ['https://[bad/hook', WEBHOOK_MESSAGES.url],
    ['https://no-such-host.invalid/hook', WEBHOOK_MESSAGES.unresolved],
  ])('refuses %s with 400 and writes nothing', async (url, message) => {
    const before = (await seller.get('/api/seller/webhooks')).body.data.length;
    const refused = await create(seller, { url, events: ['ITEM_SHIPPED'] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.url).toBe(message);
    expect((await seller.get('/api/seller/webhooks')).body.data).toHaveLength(before);
  });

  it('refuses an address changed to a private one, and an empty list of events', async () => {
    const created = await create(seller, { url: PUBLIC_URL, events: ['ITEM_SHIPPED'] });
    const id = created.body.data.id;
    const refused = await seller.put(`/api/seller/webhooks/${id}`, { url: 'https://10.0.0.1/' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.url).toBe(WEBHOOK_MESSAGES.notPublic);
    const noEvents = await create(seller, { url: PUBLIC_URL, events: [] });
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.errors.events).toBe('The events field must be 1 or more');
    const unknown = await create(seller, { url: PUBLIC_URL, events: ['ORDER_DELETED'] });
    expect(unknown.status).toBe(400);
  });
});

describe('isolation', () => {
  it("answers 404 for another seller's endpoint and delivery, and lists only one's own", async () => {
    const mine = await create(seller, { url: PUBLIC_URL, events: ['ITEM_SHIPPED'] });
    const id: string = mine.body.data.id;
    const tested = await seller.post(`/api/seller/webhooks/${id}/test`);
    expect(tested.status).toBe(200);
    const deliveryId: string = tested.body.data.deliveryId;
    // Ended by hand: a PENDING delivery may not be resent, and nothing sends here.
    await ctx.database.db
      .update(webhookDeliveries)
      .set({ status: 'FAILED' })
      .where(eq(webhookDeliveries.id, deliveryId));

    const calls = [
      other.put(`/api/seller/webhooks/${id}`, { isActive: false }),
      other('DELETE', `/api/seller/webhooks/${id}`),
      other.post(`/api/seller/webhooks/${id}/rotate-secret`),
      other.post(`/api/seller/webhooks/${id}/test`),
      other.get(`/api/seller/webhooks/deliveries/${deliveryId}`),
      other.post(`/api/seller/webhooks/deliveries/${deliveryId}/resend`),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(404);
    expect((await other.get('/api/seller/webhooks')).body.data).toEqual([]);
    expect((await other.list('webhook-delivery')).body.items).toEqual([]);
    expect((await other.list('webhook-endpoint')).body.items).toEqual([]);

    // The owner still has it all, unchanged.
    const delivery = await seller.get(`/api/seller/webhooks/deliveries/${deliveryId}`);
    expect(delivery.status).toBe(200);
    expect(delivery.body.data).toMatchObject({ event: 'TEST', endpointId: id, url: PUBLIC_URL });
    const log = await seller.list('webhook-delivery', {
      filters: [{ field: 'event', operation: 'in', value: ['TEST'] }],
    });
    expect(log.status).toBe(200);
    expect(log.body.items.map((item: { id: string }) => item.id)).toContain(deliveryId);
    const resent = await seller.post(`/api/seller/webhooks/deliveries/${deliveryId}/resend`);
    expect(resent.status).toBe(200);
    const again = await seller.post(
      `/api/seller/webhooks/deliveries/${resent.body.data.deliveryId}/resend`,
    );
    expect(again.status).toBe(409);
  });

  it('refuses admins and printers', async () => {
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS']));
    expect((await admin.get('/api/seller/webhooks')).status).toBe(403);
  });
});
