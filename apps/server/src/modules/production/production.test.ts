import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { as, demoPrinter } from '../../test/fixtures';
import { slipCodeOf } from '../order-items/test-fixtures';
import { files } from '../../platform/files/tables';
import { catalogImages, productMockups, productPrintDesigns } from '../catalog/product-tables';
import { approvedOrder } from '../orders/test-fixtures';
import { traceLogs } from '../trace-logs/tables';
import {
  orderItemActionLogs,
  orderItems,
  orderItemUnits,
  orderTimelines,
} from '../order-items/tables';
import { MAX_SHIFT_MS, STAFF_DISABLED } from '../staff/service';
import { staff, staffTimeLogs } from '../staff/tables';
import { staffOf } from './test-fixtures';

/* The printer floor: routing, unit actions per quantity index, bulk, scan and verify. */

let ctx: TestContext;
let printer: Awaited<ReturnType<typeof demoPrinter>>;

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await demoPrinter(ctx);
});
afterAll(() => ctx.close());

const unitsOf = (itemId: string) =>
  ctx.database.db
    .select()
    .from(orderItemUnits)
    .where(eq(orderItemUnits.orderItemId, itemId))
    .orderBy(orderItemUnits.qtyIndex);

describe('routing at approval', () => {
  it('routes the item to the printer allowed to make it, with a unit per quantity index', async () => {
    const { itemIds } = await approvedOrder(ctx, [3]);
    const [item] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, itemIds[0]!));
    expect(item!.printerId).toBe(printer.id);
    const units = await unitsOf(itemIds[0]!);
    expect(units.map((unit) => [unit.qtyIndex, unit.status])).toEqual([
      [1, 'APPROVED'],
      [2, 'APPROVED'],
      [3, 'APPROVED'],
    ]);
    expect(new Set(units.map((unit) => unit.code)).size).toBe(1);

    const view = await printer.call('GET', `/api/printer/order-items/${itemIds[0]}`);
    expect(view.status).toBe(200);
    expect(view.body.data.units.map((unit: { scanValue: string }) => unit.scanValue)).toEqual([
      `${units[0]!.code}_1`,
      `${units[0]!.code}_2`,
      `${units[0]!.code}_3`,
    ]);
  });

  it("a printer never sees or acts on another printer's items (404)", async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const other = await createUser(ctx, { type: 'PRINTER' });
    const otherCall = as(ctx, await signInWith(ctx.app, other.email, other.password));
    const otherStaff = await staffOf(ctx, other.id, true);
    expect((await otherCall('GET', `/api/printer/order-items/${itemIds[0]}`)).status).toBe(404);
    const bulk = await otherCall('PUT', '/api/printer/order-items/status', {
      ids: itemIds,
      action: 'pick',
      staffId: otherStaff,
    });
    expect(bulk.status).toBe(404);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    const scan = await otherCall('POST', '/api/printer/scan', {
      code: `${code}_1`,
      action: 'pick',
      staffId: otherStaff,
    });
    expect(scan.status).toBe(404);
    expect((await unitsOf(itemIds[0]!))[0]!.status).toBe('APPROVED');
    // Nor does a printer list it.
    const list = await otherCall('POST', '/api/data-lists', { model: 'printer-item-to-pick' });
    expect(list.status).toBe(200);
    expect(list.body.items.map((row: { id: string }) => row.id)).not.toContain(itemIds[0]);
    const own = await printer.call('POST', '/api/data-lists', { model: 'printer-item-to-pick' });
    expect(own.body.items.map((row: { id: string }) => row.id)).toContain(itemIds[0]);
  });
});

describe('staff', () => {
  it('requires a staff id, of the printer, checked in', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const url = `/api/order-items/indexes/${itemIds[0]}`;
    const missing = await printer.call('PUT', url, { action: 'pick', qtyIndexes: [1] });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.staffId).toBe('The staff id field is required');

    const away = await staffOf(ctx, printer.id, false);
    const notIn = await printer.call('PUT', url, {
      action: 'pick',
      qtyIndexes: [1],
      staffId: away,
    });
    expect(notIn.status).toBe(403);
    expect(notIn.body.message).toBe('Checked in staff access only, please check in');

    const other = await createUser(ctx, { type: 'PRINTER' });
    const foreign = await staffOf(ctx, other.id, true);
    const wrong = await printer.call('PUT', url, {
      action: 'pick',
      qtyIndexes: [1],
      staffId: foreign,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.staffId).toBe('Staff not found');
    expect((await unitsOf(itemIds[0]!))[0]!.status).toBe('APPROVED');
  });
});

describe('staff on a scan', () => {
  it('refuses a staff member not checked in or of another printer, before the code is judged', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    const away = await staffOf(ctx, printer.id, false);
    const foreign = await staffOf(ctx, (await createUser(ctx, { type: 'PRINTER' })).id, true);
    const scan = (scanned: string, staffId: string) =>
      printer.call('POST', '/api/printer/scan', { code: scanned, action: 'pick', staffId });
    for (const scanned of [`${code}_1`, 'NOSUCHCODE_1']) {
      const notIn = await scan(scanned, away);
      expect(notIn.status).toBe(403);
      expect(notIn.body.message).toBe('Checked in staff access only, please check in');
      const wrong = await scan(scanned, foreign);
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors.staffId).toBe('Staff not found');
    }
    expect((await unitsOf(itemIds[0]!))[0]!.status).toBe('APPROVED');
    expect((await scan(`${code}_1`, printer.staffId)).status).toBe(200);
  });

  it("takes a night shift past the station's midnight, and not a check-in older than the longest shift", async () => {
    const { itemIds } = await approvedOrder(ctx, [2]);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    // A station where it is now about 01:00: a check-in two hours ago was yesterday there.
    const now = new Date();
    const local = (now.getUTCHours() * 60 + now.getUTCMinutes() - 60 + 1440) % 1440;
    const timezoneOffset = local > 720 ? local - 1440 : local;
    const night = await staffOf(ctx, printer.id, false);
    const lapsed = await staffOf(ctx, printer.id, false);
    await ctx.database.db.insert(staffTimeLogs).values([
      {
        staffId: night,
        type: 'checkin',
        timezoneOffset,
        createdAt: new Date(now.getTime() - 2 * 3600_000),
      },
      // Never checked out, and longer ago than a shift lasts.
      {
        staffId: lapsed,
        type: 'checkin',
        timezoneOffset,
        createdAt: new Date(now.getTime() - MAX_SHIFT_MS - 60_000),
      },
    ]);
    const scan = (qtyIndex: number, staffId: string) =>
      printer.call('POST', '/api/printer/scan', {
        code: `${code}_${qtyIndex}`,
        action: 'pick',
        staffId,
        timezoneOffset,
      });
    expect((await scan(1, night)).status).toBe(200);
    const refused = await scan(2, lapsed);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Checked in staff access only, please check in');
    expect((await unitsOf(itemIds[0]!)).map((unit) => unit.status)).toEqual(['PICKED', 'APPROVED']);
  });
});

describe('actions per quantity index', () => {
  it('moves the named units; the item follows its least advanced unit; logs record the staff', async () => {
    const { itemIds, orderId } = await approvedOrder(ctx, [2]);
    const itemId = itemIds[0]!;
    const url = `/api/order-items/indexes/${itemId}`;
    const staffId = printer.staffId;

    const first = await printer.call('PUT', url, { action: 'pick', qtyIndexes: [1], staffId });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Unit 1 picked');
    expect(first.body.data[0].status).toBe('APPROVED');
    expect(first.body.data[0].units.map((unit: { status: string }) => unit.status)).toEqual([
      'PICKED',
      'APPROVED',
    ]);

    const timelineOf = async () =>
      (
        await ctx.database.db
          .select()
          .from(orderTimelines)
          .where(eq(orderTimelines.orderItemId, itemId))
      )[0]!;
    const begun = (await timelineOf()).beginProcessAt;
    expect(begun).not.toBeNull();

    const second = await printer.call('PUT', url, { action: 'pick', qtyIndexes: [2], staffId });
    expect(second.body.data[0].status).toBe('PICKED');
    // The item began when its first unit was picked, not when the last one was.
    expect((await timelineOf()).beginProcessAt).toEqual(begun);

    // A step the table does not allow is refused, nothing written.
    const refused = await printer.call('PUT', url, {
      action: 'readyToDelivery',
      qtyIndexes: [1, 2],
      staffId,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Unit 1 cannot be marked ready to ship while it is picked');

    const missing = await printer.call('PUT', url, { action: 'process', qtyIndexes: [3], staffId });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('This item has no unit 3');

    const cancel = await printer.call('PUT', url, { action: 'cancel', qtyIndexes: [2], staffId });
    expect(cancel.status).toBe(400);
    expect(cancel.body.message).toBe('A description is required for this action');

    const logs = await printer.call('GET', `/api/printer/order-items/${itemId}/logs`);
    expect(logs.body.data).toHaveLength(2);
    expect(logs.body.data[0]).toMatchObject({
      action: 'pick',
      fromStatus: 'APPROVED',
      toStatus: 'PICKED',
      staffId,
      staffName: 'Sky Staff',
    });
    const traces = await ctx.database.db
      .select({ description: traceLogs.description })
      .from(traceLogs)
      .where(and(eq(traceLogs.orderId, orderId), eq(traceLogs.targetId, itemId)));
    expect(traces.map((row) => row.description)).toEqual(
      expect.arrayContaining([
        'pick #1: APPROVED → PICKED by Sky Staff',
        'pick (units): APPROVED → PICKED',
      ]),
    );
  });

  it('awaiting stock with a coming date, then has stock; cancel with a description', async () => {
    const { itemIds } = await approvedOrder(ctx, [2]);
    const url = `/api/order-items/indexes/${itemIds[0]}`;
    const staffId = printer.staffId;
    const comingAt = '2030-01-02T03:04:05.000Z';
    const waiting = await printer.call('PUT', url, {
      action: 'awaitStock',
      qtyIndexes: [1, 2],
      awaitingStockComingAt: comingAt,
      staffId,
    });
    expect(waiting.body.data[0].status).toBe('AWAITING_STOCK');
    expect(waiting.body.data[0].units[0].awaitingStockComingAt).toBe(comingAt);
    expect(waiting.body.data[0].menu).toContain('hasStock');
    const back = await printer.call('PUT', url, { action: 'hasStock', qtyIndexes: [1], staffId });
    expect(back.body.data[0].units[0]).toMatchObject({
      status: 'APPROVED',
      awaitingStockComingAt: null,
    });
    const canceled = await printer.call('PUT', url, {
      action: 'cancel',
      qtyIndexes: [1, 2],
      description: 'Blank discontinued',
      staffId,
    });
    expect(canceled.body.data[0].status).toBe('CANCELED');
    const [log] = await ctx.database.db
      .select()
      .from(orderItemActionLogs)
      .where(
        and(
          eq(orderItemActionLogs.orderItemId, itemIds[0]!),
          eq(orderItemActionLogs.action, 'cancel'),
        ),
      );
    expect(log!.description).toBe('Blank discontinued');
    // A closed item takes no more actions.
    const after = await printer.call('PUT', url, { action: 'pick', qtyIndexes: [1], staffId });
    expect(after.status).toBe(409);
  });

  it('bulk: every unit of each item that allows the action', async () => {
    const { itemIds } = await approvedOrder(ctx, [2, 1]);
    const bulk = await printer.call('PUT', '/api/printer/order-items/status', {
      ids: itemIds,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(bulk.status).toBe(200);
    expect(bulk.body.message).toBe('2 items picked');
    expect(bulk.body.data.map((item: { status: string }) => item.status)).toEqual([
      'PICKED',
      'PICKED',
    ]);
    const again = await printer.call('PUT', '/api/printer/order-items/status', {
      ids: itemIds,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(again.status).toBe(409);
  });

  it('refuses a checked-in member once disabled, and nothing moves', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const staffId = await staffOf(ctx, printer.id, true);
    await ctx.database.db.update(staff).set({ isActive: false }).where(eq(staff.id, staffId));
    const bulk = await printer.call('PUT', '/api/printer/order-items/status', {
      ids: itemIds,
      action: 'pick',
      staffId,
    });
    expect(bulk.status).toBe(403);
    expect(bulk.body.message).toBe(STAFF_DISABLED);
    const [item] = await ctx.database.db
      .select({ status: orderItems.status })
      .from(orderItems)
      .where(eq(orderItems.id, itemIds[0]!));
    expect(item!.status).toBe('APPROVED');
  });
});

describe('scan and verify', () => {
  it('scans a slip value and moves that unit', async () => {
    const { itemIds } = await approvedOrder(ctx, [2]);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    const scan = await printer.call('POST', '/api/printer/scan', {
      code: `${code}_2`,
      action: 'process',
      staffId: printer.staffId,
    });
    expect(scan.status).toBe(200);
    expect(scan.body.data).toMatchObject({
      orderItemId: itemIds[0],
      qtyIndex: 2,
      from: 'APPROVED',
      to: 'PROCESSING',
      itemStatus: 'APPROVED',
    });
    const noIndex = await printer.call('POST', '/api/printer/scan', {
      code,
      action: 'process',
      staffId: printer.staffId,
    });
    expect(noIndex.status).toBe(400);
    expect(noIndex.body.message).toBe('The quantity index is required');
    const unknown = await printer.call('POST', '/api/printer/scan', {
      code: 'NOSUCHCODE_1',
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No item has this packing-slip code and quantity index');
  });

  it('two concurrent scans of one unit: one transition and one 409 with a message', async () => {
    const { itemIds } = await approvedOrder(ctx, [1]);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    const scan = () =>
      printer.call('POST', '/api/printer/scan', {
        code,
        qtyIndex: 1,
        action: 'pick',
        staffId: printer.staffId,
      });
    const answers = await Promise.all([scan(), scan()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body.message).toBe('Unit 1 is already picked');
    const logs = await ctx.database.db
      .select()
      .from(orderItemActionLogs)
      .where(eq(orderItemActionLogs.orderItemId, itemIds[0]!));
    expect(logs).toHaveLength(1);
  });

  it("scan and verify answer the item's picture and attributes; the printer may load the picture", async () => {
    const { itemIds } = await approvedOrder(ctx, [2]);
    const itemId = itemIds[0]!;
    const [item] = await ctx.database.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.id, itemId));
    // The seeded demo design on the front: the product has no mockup, so the design shows.
    const [design] = await ctx.database.db
      .select()
      .from(catalogImages)
      .innerJoin(files, eq(files.id, catalogImages.fileId))
      .where(eq(files.storageKey, 'designs/demo/logo-front'));
    await ctx.database.db.insert(productPrintDesigns).values({
      productId: item!.productId,
      uploadTypeItemId: design!.catalog_images.uploadTypeItemId!,
      designId: design!.catalog_images.id,
    });
    const code = await slipCodeOf(ctx, itemId);
    const scan = await printer.call('POST', '/api/printer/scan', {
      code: `${code}_1`,
      action: 'pick',
      staffId: printer.staffId,
    });
    expect(scan.status).toBe(200);
    const designUrl = `/api/catalog/images/${design!.catalog_images.id}?size=thumbnail`;
    expect(scan.body.data).toMatchObject({
      imageUrl: designUrl,
      attributeOptions: ['Color:White', 'Size:S'],
    });
    const picture = await ctx.app.inject({
      method: 'GET',
      url: designUrl,
      headers: bearer(printer.session),
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    // A printer none of whose items shows the design does not see it.
    const other = await createUser(ctx, { type: 'PRINTER' });
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: designUrl,
      headers: bearer(await signInWith(ctx.app, other.email, other.password)),
    });
    expect(hidden.statusCode).toBe(404);

    // A mockup comes before the designs.
    const [mockup] = await ctx.database.db
      .insert(catalogImages)
      .values({
        kind: 'MOCKUP',
        ownerId: design!.catalog_images.ownerId,
        fileId: design!.catalog_images.fileId,
        thumbnailFileId: design!.catalog_images.thumbnailFileId,
        width: 10,
        height: 10,
      })
      .returning();
    await ctx.database.db
      .insert(productMockups)
      .values({ productId: item!.productId, imageId: mockup!.id, sortOrder: 0 });
    for (const view of ['detail', 'summary'] as const) {
      const verified = await printer.call('POST', `/api/printer/verify/${code}/2`, { view });
      expect(verified.status).toBe(200);
      expect(verified.body.data).toMatchObject({
        imageUrl: `/api/catalog/images/${mockup!.id}?size=thumbnail`,
        attributeOptions: ['Color:White', 'Size:S'],
      });
    }
  });

  it('verify: detail answers the unit; summary adds the order summary', async () => {
    const { itemIds, orderId } = await approvedOrder(ctx, [2, 1]);
    const code = await slipCodeOf(ctx, itemIds[0]!);
    // A scanned value that carries its index ("CODE_1") is read as its code.
    const detail = await printer.call('POST', `/api/printer/verify/${code}_1/1`, {});
    expect(detail.status).toBe(200);
    expect(detail.body.data.unit).toMatchObject({ qtyIndex: 1 });
    expect(detail.body.data.unit.verifiedAt).not.toBeNull();
    expect(detail.body.data.summary).toBeUndefined();
    const noIndex = await printer.call('POST', `/api/printer/verify/${code}/x`, {});
    expect(noIndex.status).toBe(400);
    expect(noIndex.body.errors.qtyIndex).toBeTruthy();
    expect((await printer.call('POST', `/api/printer/verify/${code}/9`, {})).status).toBe(404);
    const summary = await printer.call('POST', `/api/printer/verify/${code}/2`, {
      view: 'summary',
    });
    expect(summary.body.data.summary).toEqual({
      orderId,
      totalUnits: 3,
      verifiedUnits: 2,
      byStatus: { APPROVED: 3 },
    });
  });
});
