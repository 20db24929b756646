import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleSources } from './test/module-graph';
import { crossModuleWrites } from './test/table-writes';

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

/**
 * Writes to another module's tables that were there when the rule came (issue 30), by file and
 * table, with how many: each goes behind the owning module's functions, and this list only
 * shrinks. A new write fails the test: call the owner's function (or add one to its index.ts).
 */
const ON_THE_WAY_OUT: Record<string, number> = {
  'audit/item-actions.ts order-items.orderItems': 1,
  'audit/item-actions.ts orders.afterSaleRequests': 1,
  'auth/sign-in-code.ts accounts.accountTokens': 3,
  'data-lists/models/api-key.ts api-keys.apiKeys': 1,
  'data-lists/models/blank-apparel.ts catalog.blankApparels': 1,
  'data-lists/models/product.ts catalog.products': 1,
  'issues/reprint.ts order-items.orderItemUnits': 1,
  'issues/reprint.ts order-items.orderItems': 1,
  'issues/reprint.ts order-items.orderTimelines': 1,
  'issues/reprint.ts trace-logs.traceLogs': 1,
  'issues/rules.ts trace-logs.traceLogs': 1,
  'ledger/balance.ts accounts.users': 2,
  'order-items/flow.ts trace-logs.traceLogs': 3,
  'orders/addresses.ts trace-logs.traceLogs': 1,
  'orders/after-sale.ts order-items.orderItems': 1,
  'orders/after-sale.ts order-items.orderTimelines': 2,
  'orders/after-sale.ts trace-logs.traceLogs': 1,
  'orders/drafts.ts order-items.orderItems': 4,
  'orders/drafts.ts trace-logs.traceLogs': 2,
  'orders/over-due.ts settings.orderSettings': 1,
  'orders/placement.ts order-items.orderItems': 2,
  'orders/placement.ts order-items.orderTimelines': 1,
  'orders/placement.ts trace-logs.traceLogs': 1,
  'packing-slips/signature-settings.ts settings.orderSettings': 3,
  'production/floor-files.ts order-items.orderItemActionLogs': 1,
  'production/packing-slip-source.ts order-items.orderItemActionLogs': 1,
  'production/packing-slip-source.ts order-items.orderItemUnits': 1,
  'production/scan-writes.ts order-items.orderItemActionLogs': 1,
  'production/scan-writes.ts order-items.orderItemUnits': 1,
  'production/scan-writes.ts order-items.orderItems': 1,
  'production/scan-writes.ts order-items.orderTimelines': 1,
  'production/scan-writes.ts trace-logs.traceLogs': 2,
  'production/service.ts order-items.orderItemActionLogs': 1,
  'production/service.ts order-items.orderItemUnits': 2,
  'production/tracking.ts order-items.orderItems': 2,
  'production/units.ts order-items.orderItemActionLogs': 2,
  'production/units.ts order-items.orderItemUnits': 1,
  'production/units.ts order-items.orderTimelines': 2,
  'production/units.ts trace-logs.traceLogs': 2,
  'stores/etsy-queue.ts imports.importQueues': 1,
  'stores/store-ingest.ts imports.importQueues': 1,
};

describe("writes to another module's tables (issue 30)", () => {
  it('are none but those on the way out, and a write moved behind its owner leaves the list', () => {
    const found: Record<string, number> = {};
    for (const write of crossModuleWrites(modulesDir, moduleSources(modulesDir))) {
      const key = `${write.file} ${write.owner}.${write.table}`;
      found[key] = (found[key] ?? 0) + 1;
    }
    expect(found).toEqual(ON_THE_WAY_OUT);
  });

  it('finds an insert, update or delete of another module, by import, read model or SQL', () => {
    const file = (name: string, text: string) => ({ path: path.join(modulesDir, name), text });
    const schema = [
      file('a/tables.ts', "export const things = pgTable('things', {});"),
      file('b/tables.ts', "export const others = pgTable('others', {});"),
    ];
    const writer = file(
      'b/service.ts',
      [
        "import { aReadModel, keep } from '../a/index';",
        'const { things } = aReadModel;',
        'export const run = async (tx) => {',
        '  await tx.insert(things).values({});', // 4
        '  await tx.update(aReadModel.things).set({});', // 5
        "  await tx.execute(sql`DELETE FROM things WHERE id = ${'x'}`);", // 6
        '  await deleteByIds(things, things.id);', // 7
        '  await tx.insert(others).values({});', // its own table: no write of another
        '  return tx.select().from(things).where(keep);', // a read
        '};',
      ].join('\n'),
    );
    const writes = crossModuleWrites(modulesDir, [...schema, writer]);
    expect(
      writes.map((write) => `${write.line} ${write.module} -> ${write.owner}.${write.table}`),
    ).toEqual(['4 b -> a.things', '5 b -> a.things', '6 b -> a.things', '7 b -> a.things']);
  });
});
