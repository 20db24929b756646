import {
  ORDER_ITEM_FLOW,
  readTraceLine,
  type OrderItemAction,
  type OrderItemStatus,
} from '@platfox/domain';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { orderItems, orderItemUnits } from '../order-items/tables';
import { traceLogs } from '../trace-logs/tables';
import { approvedOrder } from '../orders/test-fixtures';

/*
 * Complete coverage of the trail, walked over the flow table: every action an admin or a seller
 * takes through the API writes the item's trace row (actor, type, address) in the change's
 * transaction. The printer's floor moves and the issue status moves are walked in
 * floor-trail.test.ts.
 */

let ctx: TestContext;
let admin: Caller;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const session = await newAdmin(ctx, [
    'ORDER_DETAIL_ACCESS',
    'ORDER_DETAIL_UPDATE',
    'ORDER_ITEM_DETAIL_ACCESS',
    'ORDER_ITEM_DETAIL_UPDATE',
    'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    'ORDER_ITEM_RESEND_DETAIL_UPDATE',
    'ORDER_ITEM_RETURN_DETAIL_UPDATE',
  ]);
  admin = as(ctx, session);
  adminId = session.user.id;
});
afterAll(() => ctx.close());

type Step = {
  /** Who takes the action: the item's seller or the admin. */
  by: 'seller' | 'admin';
  call: (itemId: string) => [method: 'POST' | 'PUT', url: string, body?: unknown];
  /** A request the answer needs first (a review answers the seller's request). */
  request?: OrderItemAction;
};

const REQUESTS: Partial<Record<OrderItemAction, Step['call']>> = {
  requestRefund: (id) => [
    'POST',
    `/api/seller/order-items/${id}/refund`,
    { reason: 'torn', refundType: 'FULL' },
  ],
  requestResend: (id) => ['POST', `/api/seller/order-items/${id}/resend`, { reason: 'lost' }],
  requestReturn: (id) => [
    'POST',
    `/api/order-items/${id}/requests`,
    { type: 'RETURN', reason: 'wrong size' },
  ],
};

const review = (path: string, request: OrderItemAction): Step => ({
  by: 'admin',
  request,
  call: (id) => ['POST', `/api/order-items/${id}/${path}`, {}],
});

/** The API call that takes each action an admin or a seller may take. */
const STEPS: Partial<Record<OrderItemAction, Step>> = {
  approve: { by: 'admin', call: (id) => ['PUT', '/api/order-items/approved', { ids: [id] }] },
  cancel: { by: 'admin', call: (id) => ['PUT', '/api/order-items/canceled', { ids: [id] }] },
  complete: { by: 'admin', call: (id) => ['PUT', '/api/order-items/completed', { ids: [id] }] },
  reset: { by: 'admin', call: (id) => ['POST', `/api/order-items/${id}/reset`] },
  cancelShipping: {
    by: 'admin',
    call: (id) => ['PUT', `/api/admin/order-items/${id}/shipping`, { isDisallowShipping: true }],
  },
  resumeShipping: {
    by: 'admin',
    call: (id) => ['PUT', `/api/admin/order-items/${id}/shipping`, { isDisallowShipping: false }],
  },
  requestRefund: { by: 'seller', call: REQUESTS.requestRefund! },
  requestResend: { by: 'seller', call: REQUESTS.requestResend! },
  requestReturn: { by: 'seller', call: REQUESTS.requestReturn! },
  approveRefund: review('approve-refund', 'requestRefund'),
  refuseRefund: review('refuse-to-refund', 'requestRefund'),
  resend: review('resend', 'requestResend'),
  refuseResend: review('refuse-to-resend', 'requestResend'),
  approveReturn: review('approve-return', 'requestReturn'),
  refuseReturn: review('refuse-to-return', 'requestReturn'),
};

/** Puts the item (and its units) in a status the action starts from: the walk's setup only. */
async function putIn(itemId: string, status: OrderItemStatus) {
  const db = ctx.database.db;
  // A held item's flag goes with its status (the shipping toggle reads the flag).
  const isDisallowShipping = status === 'CANCEL_SHIP';
  await db.update(orderItems).set({ status, isDisallowShipping }).where(eq(orderItems.id, itemId));
  await db.update(orderItemUnits).set({ status }).where(eq(orderItemUnits.orderItemId, itemId));
}

describe('the trail walks the flow table', () => {
  const walked = (Object.keys(STEPS) as OrderItemAction[]).flatMap((action) =>
    ORDER_ITEM_FLOW[action].from.map((from) => [action, from] as const),
  );
  it.each(walked)('%s from %s writes the trace row with its actor', async (action, from) => {
    const { seller, itemIds } = await approvedOrder(ctx, [1]);
    const itemId = itemIds[0]!;
    const step = STEPS[action]!;
    const sellerCall = as(ctx, seller.session);
    if (step.request) {
      await putIn(itemId, 'COMPLETED');
      const asked = await sellerCall(...REQUESTS[step.request]!(itemId));
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    } else {
      await putIn(itemId, from);
    }
    const since = new Date(Date.now() - 1);
    const caller = step.by === 'admin' ? admin : sellerCall;
    const answer = await caller(...step.call(itemId));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    if (answer.body.data?.refused) expect(answer.body.data.refused).toEqual([]);
    const rows = await ctx.database.db
      .select()
      .from(traceLogs)
      .where(and(eq(traceLogs.targetId, itemId), gt(traceLogs.createdAt, since)));
    const [item] = await ctx.database.db
      .select({ status: orderItems.status })
      .from(orderItems)
      .where(eq(orderItems.id, itemId));
    const line = rows.find((row) => row.description.endsWith(`→ ${item!.status}`));
    expect(line, JSON.stringify(rows)).toBeDefined();
    expect(line!.actorId).toBe(step.by === 'admin' ? adminId : seller.id);
    expect(line!.type).toBe('STATUS');
    expect(line!.ip).not.toBeNull();
  });
});

describe('the screens can word the trail', () => {
  // Every status move and payment line written above reads back as what it records (issue 31):
  // the trail and /a/trace-logs say it in the reader's language; none is left as a code.
  it('reads back every status and payment line written', async () => {
    const rows = await ctx.database.db.select().from(traceLogs);
    const moves = rows.filter((row) => row.type === 'STATUS' || row.type === 'PAYMENT');
    expect(moves.length).toBeGreaterThan(0);
    const unread = moves.filter((row) => readTraceLine(row.description) === null);
    expect(unread.map((row) => row.description)).toEqual([]);
  });
});
