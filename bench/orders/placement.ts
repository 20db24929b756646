import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/platform/db';
import { randomToken, tokenHash } from '../../apps/server/src/platform/secrets';
import { postJson } from '../lib/post';
import { percentile } from '../lib/server';
import { rowsOf } from '../lists/seed';

export type Placer = { token: string; productId: string };

/**
 * Signed-in sessions for the bench sellers, written as the sign-in writes them (only the token's
 * SHA-256 is stored), so thousands of sellers need no argon2 sign-in each.
 */
export async function sellerSessions({
  db,
}: Database): Promise<{ placers: Placer[]; itemIds: string[] }> {
  const sellers = rowsOf<{ seller_id: string; product_id: string }>(
    await db.execute(sql`select seller_id, product_id from bench_sellers order by n`),
  );
  const placers = sellers.map((row) => ({
    token: randomToken(),
    productId: row.product_id,
    sellerId: row.seller_id,
  }));
  const batch = 500;
  for (let start = 0; start < placers.length; start += batch) {
    const values = placers
      .slice(start, start + batch)
      .map(
        (placer) =>
          sql`(${placer.sellerId}::uuid, ${tokenHash(placer.token)}, now() + interval '1 day', now() + interval '1 day', false)`,
      );
    await db.execute(sql`
      insert into auth_sessions (user_id, access_token_hash, access_expires_at, refresh_expires_at, is_remember_me)
      values ${sql.join(values, sql`, `)}`);
  }
  const items = rowsOf<{ id: string }>(
    await db.execute(sql`select id from bench_items order by n`),
  );
  return { placers, itemIds: items.map((row) => row.id) };
}

const ADDRESS = {
  fullName: 'Bench Buyer',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '73301',
  country: 'US',
};

/** A one-line order placed at once, with its own Idempotency-Key: the request's headers and body. */
export function placementBody(placer: Placer, itemId: string) {
  return {
    headers: { authorization: `Bearer ${placer.token}`, 'idempotency-key': randomUUID() },
    body: {
      lines: [{ productId: placer.productId, productTypeItemId: itemId, quantity: 1 }],
      address: ADDRESS,
      isDraft: false,
    },
  };
}

/** One placement over HTTP: its milliseconds. */
async function place(url: string, placer: Placer, itemId: string): Promise<number> {
  const started = performance.now();
  const { headers, body } = placementBody(placer, itemId);
  const response = await postJson(`${url}/api/orders`, headers, body);
  if (response.status !== 200) {
    throw new Error(`placing answered ${response.status}: ${response.text}`);
  }
  return performance.now() - started;
}

export type PlacementFigure = { count: number; seconds: number; p50: number; p95: number };

/**
 * `concurrency` callers place orders for `seconds`, each call for the next seller in turn, so
 * placements spread over many sellers (each seller's balance row is locked by its own charge).
 */
export async function measurePlacements(
  url: string,
  placers: Placer[],
  itemIds: string[],
  { concurrency, seconds }: { concurrency: number; seconds: number },
): Promise<PlacementFigure> {
  const timings: number[] = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const caller = async () => {
    while (performance.now() < deadline) {
      const turn = next++;
      timings.push(
        await place(url, placers[turn % placers.length]!, itemIds[turn % itemIds.length]!),
      );
    }
  };
  await Promise.all(Array.from({ length: concurrency }, caller));
  const elapsed = (performance.now() - started) / 1000;
  return {
    count: timings.length,
    seconds: elapsed,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
  };
}
