import type { TikTokProduct } from '@platfox/domain';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { storeProducts } from './tables';
import { reachStore } from './views';

/*
 * The TikTok Shop product screens' reads: the shop's products as its pulls kept them, a page at a
 * time in TikTok's own words (pageSize, pageToken). The token is the last row's (createdAt, id),
 * so a page never repeats or skips a row while products arrive.
 */

export const TIKTOK_PRODUCT_MESSAGES = {
  notTikTok: 'This store is not a TikTok shop',
  badToken: 'The page token is not one this list gave',
} as const;

// Written with table names: drizzle leaves a correlated subquery's columns unqualified.
const variantCount = (only: string) =>
  sql<number>`(select count(*) from store_variants
    where store_variants.store_product_id = store_products.id ${sql.raw(only)})`.mapWith(Number);
const variants = variantCount('');
const unsyncedVariants = variantCount("and store_variants.sync_status = 'NOT_SYNC'");

/**
 * The order of the pages: PostgreSQL keeps microseconds, a token (through a JavaScript Date) only
 * milliseconds, so both compare the time cut to milliseconds (else a page's last row, a few
 * microseconds past its own token, came back on the next page forever).
 */
const createdAtMs = sql`date_trunc('milliseconds', ${storeProducts.createdAt})`;

const tokenOf = (row: { createdAt: Date; id: string }) =>
  Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');

function afterToken(token: string): SQL {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(token, 'base64url').toString()) as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) {
      throw new Error('shape');
    }
    const at = new Date(createdAt);
    if (Number.isNaN(at.getTime())) throw new Error('date');
    return sql`(${createdAtMs}, ${storeProducts.id}) > (${at.toISOString()}::timestamptz, ${id}::uuid)`;
  } catch {
    throw badRequest(TIKTOK_PRODUCT_MESSAGES.badToken, {
      pageToken: TIKTOK_PRODUCT_MESSAGES.badToken,
    });
  }
}

export async function tiktokProducts(
  db: Db,
  actor: Actor,
  storeId: string,
  query: {
    pageSize: number;
    pageToken?: string | undefined;
    isUnsynced: boolean;
    ttsProductId?: string | undefined;
  },
): Promise<{ items: TikTokProduct[]; nextPageToken: string | null }> {
  const store = await reachStore(db, actor, storeId);
  if (store.type !== 'TIKTOK') throw badRequest(TIKTOK_PRODUCT_MESSAGES.notTikTok);
  const conditions: SQL[] = [eq(storeProducts.storeId, store.id)];
  if (query.ttsProductId) conditions.push(eq(storeProducts.externalProductId, query.ttsProductId));
  if (query.isUnsynced) conditions.push(sql`${unsyncedVariants} > 0`);
  if (query.pageToken) conditions.push(afterToken(query.pageToken));
  const rows = await db
    .select({
      id: storeProducts.id,
      ttsProductId: storeProducts.externalProductId,
      title: storeProducts.title,
      imageUrl: storeProducts.imageUrl,
      createdAt: storeProducts.createdAt,
      variants,
      unsyncedVariants,
    })
    .from(storeProducts)
    .where(and(...conditions))
    .orderBy(asc(createdAtMs), asc(storeProducts.id))
    .limit(query.pageSize + 1);
  const page = rows.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map(({ createdAt: _createdAt, ...item }) => item),
    nextPageToken: rows.length > query.pageSize && last ? tokenOf(last) : null,
  };
}
