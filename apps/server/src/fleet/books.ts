import type pg from 'pg';
import type { FleetImport } from './imports';
import type { FleetLoad } from './load';

/** The name on the fleet test's placed orders, telling them from imported and seeded ones. */
export const FLEET_BUYER = 'Fleet Buyer';

/**
 * The demo seller's cart for placements, and `count` approved units on the demo printer's floor
 * for scans (written by generate_series, as the scan bench does), each scanned once.
 */
export async function seedScanItems(db: pg.Pool, count: number) {
  const one = async (text: string, values: unknown[] = []) =>
    (await db.query(text, values)).rows[0];
  const seller = await one(`select id from users where email = 'seller@demo.test'`);
  const printer = await one(`select id from users where email = 'printer@demo.test'`);
  const product = await one(`select id, product_type_id from products where sku = 'PF-LOGO-TEE'`);
  const item = await one(
    'select id from product_type_items where product_type_id = $1 order by sort_order limit 1',
    [product.product_type_id],
  );
  const member = await one('select id from staff where printer_id = $1', [printer.id]);
  await db.query(
    `insert into orders (id, seller_id, status, is_draft, full_name, street, city, zipcode, country,
       total, placed_at)
     select md5('fleet-order-' || i)::uuid, $1, 'APPROVED', false, 'Fleet Scan', '1 Main St',
       'Austin', '73301', 'US', 1500, now()
     from generate_series(1, $2::int) i`,
    [seller.id, count],
  );
  await db.query(
    `insert into order_items (id, order_id, seller_id, placed_at, product_id, product_type_id,
       product_type_item_id, product_title, product_sku, product_type_name, quantity, price,
       shipping_price, total_price, status, printer_id)
     select md5('fleet-item-' || i)::uuid, md5('fleet-order-' || i)::uuid, $1, now(), $2, $3, $4,
       'Fleet tee', 'FLEET-SKU', 'Classic T-Shirt', 1, 1050, 450, 1500, 'APPROVED', $5
     from generate_series(1, $6::int) i`,
    [seller.id, product.id, product.product_type_id, item.id, printer.id, count],
  );
  const { rows } = await db.query<{ code: string }>(
    `insert into order_item_units (order_item_id, qty_index, code, status)
     select md5('fleet-item-' || i)::uuid, 1, upper(substr(md5('fleet-slip-' || i), 1, 12)), 'APPROVED'
     from generate_series(1, $1::int) i
     returning code`,
    [count],
  );
  const address = {
    fullName: FLEET_BUYER,
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '73301',
    country: 'US',
  };
  return {
    cart: {
      lines: [{ productId: product.id, productTypeItemId: item.id, quantity: 1 }],
      address,
      isDraft: false,
    },
    staffId: member.id as string,
    codes: rows.map((row) => row.code),
  };
}

/**
 * The books after every fault: each placement answered 200 is one order with one charge, no key
 * made two orders, every balance equals its ledger, every scan answered moved its unit, and each
 * import made one order per reference, its job finished and none left running.
 */
export async function checkBooks(
  db: pg.Pool,
  sellerId: string,
  load: FleetLoad,
  imports: FleetImport[],
): Promise<{ lines: string[]; problems: string[] }> {
  const problems: string[] = [];
  const lines: string[] = [];
  const rows = async <T>(text: string, values: unknown[] = []) =>
    (await db.query(text, values)).rows as T[];

  const answered = load.placements.filter((placement) => placement.orderId);
  const unanswered = load.placements.length - answered.length;
  const placed = await rows<{ id: string; charges: string }>(
    `select o.id, count(t.id) filter (where t.type = 'CHARGE') as charges
       from orders o left join transactions t on t.order_id = o.id
      where o.seller_id = $1 and o.full_name = $2 and not o.is_draft
      group by o.id`,
    [sellerId, FLEET_BUYER],
  );
  const placedIds = new Set(placed.map((order) => order.id));
  const lost = answered.filter((placement) => !placedIds.has(placement.orderId!));
  const doubled = placed.filter((order) => Number(order.charges) !== 1);
  if (lost.length > 0) problems.push(`${lost.length} orders answered 200 are missing`);
  if (doubled.length > 0) problems.push(`${doubled.length} orders do not have exactly one charge`);
  // Each key made at most one order: more orders than keys answered would be a doubled placement
  // (a key that never got its answer may or may not have made one).
  if (placed.length < answered.length || placed.length > answered.length + unanswered) {
    problems.push(`${placed.length} orders for ${answered.length} answered placements`);
  }
  const lastStatuses = load.placements
    .filter((placement) => !placement.orderId)
    .map((placement) => placement.lastStatus);
  lines.push(
    `orders: ${load.placements.length} placements sent, ${answered.length} answered 200` +
      `${unanswered > 0 ? ` (the others' last answers: ${lastStatuses.join(', ')})` : ''}, ` +
      `${placed.length} orders in the database, each with one charge: ${doubled.length === 0}`,
  );

  const books = await rows<{ users: string; ledger: string; wrong: string }>(
    `select count(*) as users, sum(rows) as ledger,
            count(*) filter (where u.current_balance <> coalesce(t.approved, 0)) as wrong
       from users u
       left join (select user_id, count(*) as rows,
                         sum(amount) filter (where status = 'APPROVED') as approved
                    from transactions group by user_id) t on t.user_id = u.id`,
  );
  const [book] = books;
  if (Number(book!.wrong) > 0) problems.push(`${book!.wrong} balances differ from their ledger`);
  lines.push(
    `ledger: ${book!.ledger} rows over ${book!.users} accounts; balances that differ: ${book!.wrong}`,
  );

  const [scans] = await rows<{ still: string }>(
    `select count(*) as still from order_item_units where code = any($1) and status = 'APPROVED'`,
    [load.scanned],
  );
  if (Number(scans!.still) > 0) problems.push(`${scans!.still} scanned units did not move`);
  lines.push(`scans: ${load.scanned.length} answered, units not moved: ${scans!.still}`);

  for (const one of imports) {
    const [job] = await rows<{ status: string; attempts: number }>(
      'select status, attempts from jobs where id = $1',
      [one.jobId],
    );
    const made = await rows<{ reference: string; n: string }>(
      `select q.reference, count(o.id) as n from import_queue_orders q
         join orders o on o.id = q.order_id
        where q.import_queue_id = $1 group by q.reference`,
      [one.importId],
    );
    const references = new Set(made.map((row) => row.reference));
    const missing = one.references.filter((reference) => !references.has(reference));
    const twice = made.filter((row) => Number(row.n) !== 1);
    if (job?.status !== 'FINISHED') problems.push(`import job ${one.jobId} is ${job?.status}`);
    if (missing.length > 0 || twice.length > 0) {
      problems.push(
        `import ${one.importId}: ${missing.length} references missing, ${twice.length} doubled`,
      );
    }
    lines.push(
      `import of ${one.references.length} orders: job ${job?.status} after ${job?.attempts} attempt(s), ` +
        `${made.length} orders made, missing ${missing.length}, doubled ${twice.length}`,
    );
  }
  const [running] = await rows<{ n: string }>(
    `select count(*) as n from jobs where status = 'PROCESSING'`,
  );
  if (Number(running!.n) > 0) problems.push(`${running!.n} jobs still PROCESSING`);
  return { lines, problems };
}
