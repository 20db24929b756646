import { randomUUID } from 'node:crypto';
import type { Session } from '@platfox/domain';
import { eq, inArray } from 'drizzle-orm';
import { as, demoAdmin, fund, newAdmin } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { orderItems, orderItemUnits } from '../order-items/tables';
import { newShopper, type Shopper } from '../coupons/test-fixtures';

export const ENGAGEMENT_PERMISSIONS = [
  'GROUP_ACCESS',
  'GROUP_DETAIL_ACCESS',
  'GROUP_DETAIL_CREATE',
  'GROUP_DETAIL_UPDATE',
  'BADGE_ACCESS',
  'BADGE_DETAIL_ACCESS',
  'BADGE_DETAIL_CREATE',
  'BADGE_DETAIL_UPDATE',
  'EVENT_ACCESS',
  'EVENT_DETAIL_ACCESS',
  'EVENT_DETAIL_CREATE',
  'EVENT_DETAIL_UPDATE',
] as const;

export const engagementAdmin = (ctx: TestContext) => newAdmin(ctx, ENGAGEMENT_PERMISSIONS);

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A group key no other test uses. */
export const freshKey = (stem = 'G') => `${stem}_${randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * A placed and approved order of the shopper (2 S and 1 L: two items, three units, $38.50) whose
 * items the setup puts at READY_TO_DELIVERY; completing them is the admin's real call, `complete`.
 */
export async function readyOrder(ctx: TestContext, shopper: Shopper) {
  const placed = await shopper.call(
    'POST',
    '/api/orders',
    shopper.cart({ isDraft: false }),
    `place-${randomUUID()}`,
  );
  if (placed.status !== 200) throw new Error(`placing: ${JSON.stringify(placed.body)}`);
  const approved = await as(ctx, await demoAdmin(ctx))(
    'POST',
    `/api/orders/${placed.body.data.id}/approved`,
  );
  if (approved.status !== 200) throw new Error(`approving: ${JSON.stringify(approved.body)}`);
  const itemIds: string[] = approved.body.data.items.map((item: { id: string }) => item.id);
  const db = ctx.database.db;
  await db
    .update(orderItems)
    .set({ status: 'READY_TO_DELIVERY' })
    .where(inArray(orderItems.id, itemIds));
  await db
    .update(orderItemUnits)
    .set({ status: 'READY_TO_DELIVERY' })
    .where(inArray(orderItemUnits.orderItemId, itemIds));
  return { orderId: placed.body.data.id as string, itemIds };
}

/** A new seller with funds and a product, ready to place orders. */
export async function fundedShopper(ctx: TestContext): Promise<Shopper> {
  const shopper = await newShopper(ctx);
  await fund(ctx, shopper.id, 1_000_000);
  return shopper;
}

/** The admin completes these items (PUT order-items/completed), as the floor's last step. */
export async function complete(ctx: TestContext, itemIds: string[], admin?: Session) {
  const answer = await as(ctx, admin ?? (await demoAdmin(ctx)))(
    'PUT',
    '/api/order-items/completed',
    {
      ids: itemIds,
    },
  );
  if (answer.status !== 200) throw new Error(`complete: ${JSON.stringify(answer.body)}`);
  const [item] = await ctx.database.db
    .select({ status: orderItems.status })
    .from(orderItems)
    .where(eq(orderItems.id, itemIds[0]!));
  if (item?.status !== 'COMPLETED') throw new Error(`not completed: ${item?.status}`);
}

export function eventBody(changes: Record<string, unknown> = {}) {
  return {
    name: 'Spring push',
    description: 'Complete items, earn a medal',
    mode: 'NORMAL',
    fromDate: daysFromNow(-1),
    toDate: daysFromNow(7),
    isAppliedToAllMember: true,
    ...changes,
  };
}
