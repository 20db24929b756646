import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { photoOf, shippedOrder } from '../issues/test-fixtures';

/*
 * GET seller/issues (spec 03 section 7.3): a page of the seller's own issues from the issue list
 * model, the rows /s/issues shows, with the plain query's page and status.
 */

let ctx: TestContext;
let order: Awaited<ReturnType<typeof shippedOrder>>;
const issueIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  order = await shippedOrder(ctx);
  const photo = await photoOf(order.call);
  for (const itemId of order.itemIds) {
    const raised = await order.call.post(`/api/seller/order-items/${itemId}/report`, {
      reason: 'DAMAGED',
      description: 'Torn on arrival',
      imageIds: [photo],
      action: 'REFUND',
    });
    if (raised.status !== 200) throw new Error(JSON.stringify(raised.body));
    issueIds.push(raised.body.data.id);
  }
});
afterAll(() => ctx.close());

const ids = (body: { items: { id: string }[] }) => body.items.map((row) => row.id);

describe('GET seller/issues', () => {
  it("answers the seller's issues as the list model pages them, newest first", async () => {
    const answer = await order.call.get('/api/seller/issues');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.total).toBe(2);
    expect(ids(answer.body).sort()).toEqual([...issueIds].sort());
    expect(answer.body.items[0]).toMatchObject({
      status: 'NEW',
      sellerId: order.seller.id,
      description: 'Torn on arrival',
    });
    const page = await order.call.get('/api/seller/issues?page=2&pageSize=1');
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBe(2);
    const closed = await order.call.get('/api/seller/issues?status=CLOSED');
    expect(closed.body.items).toEqual([]);
    const fresh = await order.call.get('/api/seller/issues?status=NEW');
    expect(fresh.body.items).toHaveLength(2);
  });

  it("never shows another seller's issues", async () => {
    const other = as(ctx, (await newSeller(ctx)).session);
    const answer = await other.get('/api/seller/issues');
    expect(answer.status).toBe(200);
    expect(answer.body.items).toEqual([]);
  });

  it('refuses a bad page or status with the field named, and admins and printers', async () => {
    for (const query of ['page=0', 'pageSize=500', 'status=LOST', 'page=two']) {
      const refused = await order.call.get(`/api/seller/issues?${query}`);
      expect(refused.status, query).toBe(400);
      expect(Object.keys(refused.body.errors).join()).toMatch(/page|status/);
    }
    const admin = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_ACCESS']));
    expect((await admin.get('/api/seller/issues')).status).toBe(403);
    const printer = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    expect((await printer.get('/api/seller/issues')).status).toBe(403);
  });
});
