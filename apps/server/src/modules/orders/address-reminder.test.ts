import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { notifications } from '../notifications/tables';
import { traceLogs } from '../trace-logs/tables';
import { orderAddressChecks } from './after-sale-tables';
import { ADDRESS, approvedOrder } from './test-fixtures';

/*
 * POST orders/:id/invalidAddressReminder (spec 03 section 7.4): an admin reminds the seller of an
 * invalid address, by a notification and a mail; refused for a valid or confirmed address, a
 * second time within the hour, and to anyone without ORDER_DETAIL_UPDATE.
 */

let ctx: TestContext;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await newAdmin(ctx, ['ORDER_DETAIL_ACCESS', 'ORDER_DETAIL_UPDATE']));
});
afterAll(() => ctx.close());

const BAD_ZIP = { ...ADDRESS, zipcode: '7330' };
const remind = (id: string) => `/api/orders/${id}/invalidAddressReminder`;

describe('the invalid-address reminder', () => {
  it('tells the seller by a notification and a mail, traces it, and waits an hour for the next', async () => {
    const { seller, orderId } = await approvedOrder(ctx, [1], BAD_ZIP);
    const sent = await admin('POST', remind(orderId));
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ orderId, isValid: false, isConfirmed: false });
    expect(sent.body.data.remindedAt).toEqual(expect.any(String));

    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    const notice = told.find((row) => row.title === 'The address of your order is invalid');
    expect(notice).toMatchObject({ type: 'ORDER', details: { model: 'order', ids: [orderId] } });

    const mail = ctx.mailer.last(seller.session.user.email);
    expect(mail.subject).toContain('The address of your order is invalid');
    expect(mail.text).toContain('zipcode: A US zipcode has 5 digits (or 5+4)');
    expect(mail.text).toContain(`/s/order/${orderId}`);

    const traces = await ctx.database.db
      .select()
      .from(traceLogs)
      .where(and(eq(traceLogs.orderId, orderId), eq(traceLogs.type, 'ADDRESS')));
    expect(traces.map((row) => row.description)).toContain(
      'Invalid-address reminder sent to the seller',
    );

    const again = await admin('POST', remind(orderId));
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/one reminder an hour: the next may be sent after/);
    expect(ctx.mailer.to(seller.session.user.email)).toHaveLength(1);

    // An hour later the next one goes.
    await ctx.database.db
      .update(orderAddressChecks)
      .set({ remindedAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(orderAddressChecks.orderId, orderId));
    expect((await admin('POST', remind(orderId))).status).toBe(200);
    expect(ctx.mailer.to(seller.session.user.email)).toHaveLength(2);
  });

  it('is refused for a valid address and for one an admin confirmed', async () => {
    const valid = await approvedOrder(ctx, [1]);
    const refused = await admin('POST', remind(valid.orderId));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'The address of this order is valid: there is nothing to remind',
    );

    const { orderId } = await approvedOrder(ctx, [1], BAD_ZIP);
    await admin('POST', `/api/orders/${orderId}/confirmValidAddress`);
    const confirmed = await admin('POST', remind(orderId));
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.message).toMatch(/confirmed the address/);
    const [check] = await ctx.database.db
      .select()
      .from(orderAddressChecks)
      .where(eq(orderAddressChecks.orderId, orderId));
    expect(check?.remindedAt).toBeNull();
  });

  it('is refused to sellers, printers and an admin without ORDER_DETAIL_UPDATE', async () => {
    const { seller, orderId } = await approvedOrder(ctx, [1], BAD_ZIP);
    const stranger = await newSeller(ctx);
    const printer = await newUser(ctx, 'PRINTER');
    const reader = await newAdmin(ctx, ['ORDER_DETAIL_ACCESS']);
    for (const session of [seller.session, stranger.session, printer.session, reader]) {
      expect((await as(ctx, session)('POST', remind(orderId))).status).toBe(403);
    }
    expect(ctx.mailer.to(seller.session.user.email)).toEqual([]);
    expect((await admin('POST', remind('00000000-0000-4000-8000-000000000000'))).status).toBe(404);
    expect((await admin('POST', remind('not-an-id'))).status).toBe(400);
  });
});
