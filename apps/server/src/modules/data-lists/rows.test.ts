import { randomUUID } from 'node:crypto';
import {
  ADMIN_PERMISSIONS,
  COUPON_TYPES,
  LIST_MODEL_NAMES,
  LIST_MODELS,
  type AccountType,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../platform/files/tables';
import type { Actor } from '../../platform/actor';
import { createTestApp, type TestContext } from '../../test/harness';
import { userRoles, users } from '../accounts/tables';
import { apiKeys } from '../api-keys/tables';
import { advancedFilterRules } from '../advanced-filters/tables';
import { coupons } from '../coupons/tables';
import { importQueues } from '../imports/tables';
import { networks } from '../networks/tables';
import { notificationCampaigns } from '../notifications/tables';
import { afterSaleRequests, orderAddressChecks } from '../orders/after-sale-tables';
import { packingSlipSignatures } from '../packing-slips/signature-tables';
import { approvedOrder } from '../orders/test-fixtures';
import { orderItemUnits } from '../order-items/tables';
import { shipmentTrackers } from '../shipment-trackers/tables';
import { webhookDeliveries, webhookEndpoints } from '../webhooks/tables';
import { issueItems, issues } from '../issues/tables';
import { traceLogs } from '../trace-logs/tables';
import { blankApparelItems } from '../catalog/supply-tables';
import { inventories, inventoryLines, stockItems, stockLogs, warehouses } from '../stock/tables';
import {
  etsyOrderQueue,
  externalStores,
  storeOrders,
  storeProducts,
  storeVariants,
} from '../stores/tables';
import {
  badges,
  engagementEvents,
  eventMilestones,
  sellerGroupMembers,
  sellerGroups,
} from '../engagement/tables';
import { shortLinks, siteMaterials, sitePages } from '../site-content/tables';
import { sentMails } from '../mail/tables';
import { listRegistry } from './models';

/*
 * Every model's toRow answers its declared row schema, field for field (no field more, none
 * missing, the declared types and nullability): the rows of each model's own query over one
 * record of each kind, mapped for a caller of each account type.
 */

let ctx: TestContext;
const actors: Actor[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  const order = await approvedOrder(ctx, [1, 2]);
  const sellerId = order.seller.id;
  const [item] = order.itemIds;
  const [printer] = await db.select().from(users).where(eq(users.email, 'printer@demo.test'));
  await db
    .update(orderItemUnits)
    .set({ packingSlipPrintedAt: new Date() })
    .where(eq(orderItemUnits.orderItemId, item!));
  const file = async (name: string) => {
    const [row] = await db
      .insert(files)
      .values({ name, contentType: 'image/png', size: 1, storageKey: `rows/${randomUUID()}` })
      .returning();
    return row!.id;
  };
  await db.insert(userRoles).values({ name: 'Row checkers', permissions: ['USER_ACCESS'] });
  await db
    .insert(apiKeys)
    .values({ userId: sellerId, name: 'Shop', prefix: 'pk_rows', keyHash: randomUUID() });
  await db
    .insert(notificationCampaigns)
    .values({ title: 'Hello', description: 'All sellers', audience: 'ALL_SELLERS' });
  await db.insert(networks).values({ code: `NET-${randomUUID().slice(0, 6)}`, ownerId: sellerId });
  const [rule] = await db
    .insert(advancedFilterRules)
    .values({
      name: 'Rows rule',
      conditions: [{ type: 'COUNTRY', operation: 'IN', value: ['US'] }],
    })
    .returning();
  await db.insert(coupons).values({
    code: 'ROWS10',
    type: COUPON_TYPES[0],
    amount: 10,
    isFixedValue: false,
    advancedFilterConditionId: rule!.id,
  });
  const request = { orderId: order.orderId, sellerId, itemStatusBefore: 'APPROVED' } as const;
  await db.insert(afterSaleRequests).values([
    {
      ...request,
      type: 'REFUND',
      orderItemId: item!,
      reason: 'Printed crooked',
      refundType: 'CUSTOM_AMOUNT',
      amount: 500,
    },
    { ...request, type: 'RESEND', orderItemId: order.itemIds[1]!, reason: 'Lost' },
    {
      ...request,
      type: 'RETURN',
      orderItemId: item!,
      reason: 'Too small',
      status: 'REFUSED',
      reviewNote: 'Worn',
      reviewedAt: new Date(),
    },
  ]);
  // Placing checked the address; the check is made a failed one.
  await db
    .update(orderAddressChecks)
    .set({ isValid: false, problems: [{ field: 'zipcode', message: 'Unknown zipcode' }] })
    .where(eq(orderAddressChecks.orderId, order.orderId));
  await db.insert(importQueues).values({
    ownerId: sellerId,
    type: 'ORDER',
    fileId: await file('orders.csv'),
    fileName: 'orders.csv',
  });
  await db
    .insert(shipmentTrackers)
    .values({ printerId: printer!.id, trackCode: '1Z999', status: 'NEW' });
  const [store] = await db
    .insert(externalStores)
    .values({ sellerId, type: 'SHOPIFY', name: 'Rows shop', domain: 'rows.myshopify.com' })
    .returning();
  const [storeProduct] = await db
    .insert(storeProducts)
    .values({ storeId: store!.id, externalProductId: 'p-1', title: 'Shirt' })
    .returning();
  await db.insert(storeVariants).values({
    storeId: store!.id,
    storeProductId: storeProduct!.id,
    externalVariantId: 'v-1',
    title: 'Black / M',
  });
  const now = new Date().toISOString();
  await db.insert(storeOrders).values({
    storeId: store!.id,
    sellerId,
    externalOrderId: '1001',
    name: '#1001',
    status: 'UN_SYNCED',
    data: {
      externalOrderId: '1001',
      name: '#1001',
      createdAt: now,
      updatedAt: now,
      isCancelled: false,
      address: null,
      lines: [],
    },
    externalUpdatedAt: new Date(),
  });
  const [etsyStore] = await db
    .insert(externalStores)
    .values({ sellerId, type: 'ETSY', name: 'Rows Etsy shop', domain: 'rowsetsy' })
    .returning();
  await db.insert(etsyOrderQueue).values({
    storeId: etsyStore!.id,
    sellerId,
    receiptId: '2001',
    status: 'ERROR',
    error: 'Shipping address city: Too small',
    buyerName: 'Rows Buyer',
    data: {
      externalOrderId: '2001',
      name: '2001',
      createdAt: now,
      updatedAt: now,
      isCancelled: false,
      address: null,
      note: 'Gift message: happy birthday',
      lines: [],
    },
    receiptUpdatedAt: new Date(),
  });
  await db.insert(packingSlipSignatures).values({
    sellerId,
    fileId: await file('signature.png'),
    width: 300,
    height: 100,
    dpi: 300,
  });
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      sellerId,
      url: 'https://93.184.215.14/hooks',
      events: ['ITEM_SHIPPED'],
      secretSealed: 'v1.a.b.c',
    })
    .returning();
  await db.insert(webhookDeliveries).values({
    endpointId: endpoint!.id,
    sellerId,
    event: 'ITEM_SHIPPED',
    payload: { id: 'e', event: 'ITEM_SHIPPED', data: {} },
  });
  const [issue] = await db
    .insert(issues)
    .values({
      sellerId,
      orderId: order.orderId,
      type: 'BUG',
      origin: 'PRINTER',
      description: 'Misprinted',
      action: 'REPRINT',
    })
    .returning();
  await db
    .insert(issueItems)
    .values({ issueId: issue!.id, orderItemId: item!, printerId: printer!.id });
  await db.insert(traceLogs).values({
    actorId: sellerId,
    target: 'user',
    targetId: sellerId,
    type: 'ACCOUNT',
    description: 'Rows fixture',
    ip: '127.0.0.1',
  });
  const [blank] = await db.select().from(blankApparelItems).limit(1);
  const [warehouse] = await db
    .insert(warehouses)
    .values({ printerId: printer!.id, name: 'Rows warehouse', address: '1 Dock', isDefault: true })
    .returning();
  const [stockItem] = await db
    .insert(stockItems)
    .values({
      printerId: printer!.id,
      warehouseId: warehouse!.id,
      blankApparelItemId: blank!.id,
      productTypeItemId: blank!.productTypeItemId,
      quantity: 4,
    })
    .returning();
  const [inventory] = await db
    .insert(inventories)
    .values({
      printerId: printer!.id,
      warehouseId: warehouse!.id,
      action: 'IN',
      status: 'APPROVED',
    })
    .returning();
  await db
    .insert(inventoryLines)
    .values({ inventoryId: inventory!.id, stockItemId: stockItem!.id, quantity: 4 });
  await db.insert(stockLogs).values({
    printerId: printer!.id,
    stockItemId: stockItem!.id,
    warehouseId: warehouse!.id,
    productTypeItemId: blank!.productTypeItemId,
    reason: 'RECEIVE',
    ref: inventory!.id,
    previousStock: 0,
    stock: 4,
    actorId: printer!.id,
  });
  // Site content (issue 36).
  await db.insert(shortLinks).values({ shortCode: 'rows', pageLink: '/site/rows', visits: 3 });
  await db.insert(siteMaterials).values({ type: 'COLOR', name: 'Rows navy', value: '#1f2a44' });
  await db.insert(sitePages).values({
    slug: 'rows',
    title: 'Rows',
    html: '<p>Rows</p>',
    slides: [{ imageUrl: 'https://cdn.example.com/r.jpg', caption: '', link: '' }],
  });
  // Mail (issue 36): one mail the system sent.
  await db.insert(sentMails).values({
    to: 'rows@example.com',
    subject: 'Rows',
    kind: 'ACCOUNT',
    status: 'SENT',
    text: 'Rows',
    html: '<p>Rows</p>',
  });
  // Engagement (issue 35): a group, a badge, an event with a milestone, and a contest.
  const [group] = await db
    .insert(sellerGroups)
    .values({ name: 'Rows group', key: 'ROWS_GROUP' })
    .returning();
  await db.insert(sellerGroupMembers).values({ groupId: group!.id, userId: sellerId });
  const [badge] = await db
    .insert(badges)
    .values({ name: 'Rows badge', type: 'BADGE_USER', imageId: await file('badge.png') })
    .returning();
  const window = { fromDate: new Date(), toDate: new Date(Date.now() + 86_400_000) };
  const [event] = await db
    .insert(engagementEvents)
    .values({ name: 'Rows event', mode: 'NORMAL', status: 'ACTIVATED', ...window })
    .returning();
  await db.insert(eventMilestones).values({
    eventId: event!.id,
    type: 'USER',
    conditionType: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
    conditionValue: 10,
    mileStoneNo: 1,
    badgeId: badge!.id,
  });
  await db.insert(engagementEvents).values({
    name: 'Rows contest',
    mode: 'CONTEST',
    status: 'INACTIVATED',
    contestCondition: 'TOTAL_ORDER_VALUE',
    ...window,
  });
  const accounts = await db.select({ id: users.id, type: users.type }).from(users);
  for (const type of ['ROOT', 'ADMIN', 'SELLER', 'PRINTER', 'WAREHOUSE'] as AccountType[]) {
    const account = accounts.find((candidate) => candidate.type === type)!;
    actors.push({
      id: account.id,
      type,
      status: 'ONLINE',
      isVerified: true,
      permissions: type === 'ADMIN' ? [...ADMIN_PERMISSIONS] : [],
      sessionId: 'session',
    });
  }
}, 120_000);
afterAll(() => ctx.close());

describe('list rows', () => {
  it.each(LIST_MODEL_NAMES.map((name) => [name]))(
    '%s: toRow answers the declared row',
    async (name) => {
      const model = listRegistry.get(name)!;
      const strictRow = LIST_MODELS[name].row.strict();
      const rows = await model.source(ctx.database.db, model.select).limit(20);
      expect(rows.length, `${name} has no record to map`).toBeGreaterThan(0);
      for (const actor of actors) {
        for (const row of rows) {
          const parsed = strictRow.safeParse(model.toRow(row as Record<string, unknown>, actor));
          expect(parsed.success, `${name} for ${actor.type}: ${parsed.error?.message}`).toBe(true);
        }
      }
    },
  );
});
