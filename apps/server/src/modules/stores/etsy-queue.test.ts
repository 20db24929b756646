import { STORE_MESSAGES } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { demoCatalog, productOf } from '../orders/test-fixtures';
import { createEtsyPlatform } from './platforms/etsy';
import { startEtsyStandIn, type EtsyStandIn } from './platforms/etsy/stand-in';
import { ETSY_QUEUE_ATTEMPTS } from './etsy-queue';
import {
  etsyOrderQueue,
  externalStores,
  storeConnections,
  storeOrders,
  storeVariants,
} from './tables';
import { waitFor } from './test-fixtures';

/*
 * The pending Etsy order queue through the app (issue 18): a seller connects the Etsy stand-in by
 * OAuth with PKCE, the pull brings its receipts into the queue, each becomes one store order
 * (UN_SYNCED until mapped), a refused one shows its error, and no one else sees the queue.
 */

let ctx: TestContext;
let etsy: EtsyStandIn;
let seller: UserFixture;
let storeId: string;
type QueueRow = {
  receiptId: string;
  status: string;
  error: string | null;
  storeOrderStatus: string | null;
  note: string | null;
  buyerName: string | null;
};

beforeAll(async () => {
  etsy = await startEtsyStandIn();
  const platform = createEtsyPlatform({
    apiKey: etsy.apiKey,
    sharedSecret: etsy.sharedSecret,
    baseUrl: etsy.baseUrl,
    connectUrl: etsy.connectUrl,
    retry: { baseDelayMs: 10, maxAttempts: 4, maxWaitMs: 2_000, timeoutMs: 5_000 },
  });
  ctx = await createTestApp({}, { storePlatforms: [platform] });
  seller = await newSeller(ctx);
});
afterAll(async () => {
  await ctx.close();
  await etsy.close();
});

const queueOf = async (who: UserFixture, filters: unknown[] = []) => {
  const answer = await as(ctx, who.session).list('etsy-order-queue', {
    filters,
    sorting: [{ field: 'receiptId', direction: 'asc' }],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items as QueueRow[];
};
/** A pull that starts after this call: asked again while the last one is still being finished. */
const pullNow = async () => {
  await waitFor(
    async () => {
      const answer = await as(ctx, seller.session).post(
        `/api/seller/external-stores/${storeId}/sync`,
      );
      expect(answer.status).toBe(200);
      return answer.body.data.isQueued as boolean;
    },
    (isQueued) => isQueued,
  );
};

describe('connecting an Etsy shop with PKCE', () => {
  it('keeps the verifier on the server and refuses a forged state', async () => {
    const call = as(ctx, seller.session);
    const started = await call.post('/api/seller/external-stores/connect', {
      type: 'ETSY',
      domain: `https://www.etsy.com/shop/${etsy.shop.shopName}`,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const url = new URL(started.body.data.authorizeUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.has('code_verifier')).toBe(false);
    const [pending] = await ctx.database.db.select().from(storeConnections);
    // Sealed at rest: the verifier is not readable in the row.
    expect(pending!.codeVerifier).toMatch(/^v1\./);

    const back = await fetch(url, { redirect: 'manual' });
    const query = Object.fromEntries(new URL(back.headers.get('location')!).searchParams);
    const forged = await call.post('/api/seller/external-stores/oauth-callback', {
      query: { ...query, state: 'not-the-state' },
    });
    expect(forged.status).toBe(400);
    const finished = await call.post('/api/seller/external-stores/oauth-callback', { query });
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(finished.body.data).toMatchObject({
      type: 'ETSY',
      status: 'CONNECTED',
      domain: etsy.shop.shopName.toLowerCase(),
      name: etsy.shop.shopName,
      shopCode: String(etsy.shop.shopId),
      noteToBuyer: null,
    });
    expect(JSON.stringify(finished.body)).not.toContain('accessToken');
    storeId = finished.body.data.id;
  });
});

describe('the pending Etsy order queue', () => {
  it('brings a receipt in once, as a store order waiting for its mapping, with the buyer notes', async () => {
    const receipt = etsy.addReceipt({
      message_from_buyer: 'Blue wrapping please',
      is_gift: true,
      gift_message: 'For Mo, with love',
    });
    await pullNow();
    const rows = await waitFor(
      () => queueOf(seller),
      (list) =>
        list.some(
          (row) => row.receiptId === String(receipt.receipt_id) && row.status === 'FINISHED',
        ),
    );
    expect(rows.find((row) => row.receiptId === String(receipt.receipt_id))).toMatchObject({
      status: 'FINISHED',
      error: null,
      storeOrderStatus: 'UN_SYNCED',
      buyerName: 'Ada Buyer',
      note: 'Blue wrapping please\nGift message: For Mo, with love',
    });
    // Pulled again (nothing changed): still one entry and one store order.
    await pullNow();
    await waitFor(
      () => ctx.database.db.select().from(externalStores).where(eq(externalStores.id, storeId)),
      ([store]) => (store?.lastSyncAt?.getTime() ?? 0) > Date.now() - 2_000,
    );
    expect(
      (await queueOf(seller)).filter((row) => row.receiptId === String(receipt.receipt_id)),
    ).toHaveLength(1);
    const orders = await ctx.database.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.externalOrderId, String(receipt.receipt_id)));
    expect(orders).toHaveLength(1);
  });

  it('shows why a receipt was refused (ERROR), and holds up no other receipt', async () => {
    // The first variant mapped: its orders now become drafts, and an unusable address is refused.
    const [variant] = await ctx.database.db
      .select()
      .from(storeVariants)
      .where(eq(storeVariants.externalVariantId, '9100000001'));
    const catalog = await demoCatalog(ctx);
    const product = await productOf(ctx, seller.id, catalog.productTypeId);
    const mapped = await as(ctx, seller.session).put(
      `/api/seller/external-stores/${storeId}/variants/${variant!.id}/mapping`,
      { productId: product.id, productTypeItemId: catalog.items[0]!.id },
    );
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const bad = etsy.addReceipt({ country_iso: 'ZZ', zip: '', city: '' });
    const good = etsy.addReceipt({ message_from_buyer: 'Leave it at the door', is_gift: true });
    await pullNow();
    // Settled: FINISHED or ERROR (PROCESSING is still on its way).
    const settled = (row: QueueRow) => row.status === 'FINISHED' || row.status === 'ERROR';
    const rows = await waitFor(
      () => queueOf(seller),
      (list) =>
        [bad, good].every((r) =>
          list.some((row) => row.receiptId === String(r.receipt_id) && settled(row)),
        ),
    );
    const refused = rows.find((row) => row.receiptId === String(bad.receipt_id))!;
    expect(refused.status).toBe('ERROR');
    expect(refused.error).toMatch(/city/i);
    expect(rows.find((row) => row.receiptId === String(good.receipt_id))).toMatchObject({
      status: 'FINISHED',
      storeOrderStatus: 'IMPORTED',
    });
    // The buyer's words reach the seller's order.
    const [imported] = await ctx.database.db
      .select()
      .from(storeOrders)
      .where(eq(storeOrders.externalOrderId, String(good.receipt_id)));
    const order = await as(ctx, seller.session).get(`/api/orders/${imported!.orderId}`);
    expect(order.status).toBe(200);
    expect(order.body.data.note).toBe('Leave it at the door\nGift');
    const errors = await queueOf(seller, [{ field: 'status', operation: 'in', value: ['ERROR'] }]);
    expect(errors.map((row) => row.receiptId)).toEqual([String(bad.receipt_id)]);
  });

  it('tries a receipt whose import failed again on the next pulls, then shows it as ERROR', async () => {
    const [store] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, storeId));
    // A receipt our import cannot read (no lines): ingestion throws, as a database failure would.
    const [entry] = await ctx.database.db
      .insert(etsyOrderQueue)
      .values({
        storeId,
        sellerId: seller.id,
        receiptId: '777000777',
        data: { externalOrderId: '777000777' } as never,
        receiptUpdatedAt: new Date(),
      })
      .returning();
    const rowOf = async () =>
      (
        await ctx.database.db.select().from(etsyOrderQueue).where(eq(etsyOrderQueue.id, entry!.id))
      )[0]!;
    for (let attempt = 1; attempt < ETSY_QUEUE_ATTEMPTS; attempt += 1) {
      await ctx.app.stores.etsyQueue.process(store!);
      expect(await rowOf()).toMatchObject({ status: 'PENDING', attempts: attempt });
      expect((await rowOf()).error).toMatch(/^The receipt could not be imported/);
    }
    await ctx.app.stores.etsyQueue.process(store!);
    expect(await rowOf()).toMatchObject({ status: 'ERROR', attempts: ETSY_QUEUE_ATTEMPTS });
    // Out of tries: a later pull leaves it alone.
    await ctx.app.stores.etsyQueue.process(store!);
    expect((await rowOf()).attempts).toBe(ETSY_QUEUE_ATTEMPTS);
  });

  it('takes again an entry a stopped process left PROCESSING', async () => {
    const [store] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, storeId));
    const [finished] = await ctx.database.db
      .select()
      .from(etsyOrderQueue)
      .where(eq(etsyOrderQueue.status, 'FINISHED'))
      .limit(1);
    // A receipt claimed an hour ago by a process that stopped before it ended the entry.
    const [entry] = await ctx.database.db
      .insert(etsyOrderQueue)
      .values({
        storeId,
        sellerId: seller.id,
        receiptId: '888000888',
        data: { ...finished!.data, externalOrderId: '888000888', name: '#888000888' },
        receiptUpdatedAt: new Date(),
        status: 'PROCESSING',
        updatedAt: new Date(Date.now() - 60 * 60_000),
      })
      .returning();
    await ctx.app.stores.etsyQueue.process(store!);
    const [row] = await ctx.database.db
      .select()
      .from(etsyOrderQueue)
      .where(eq(etsyOrderQueue.id, entry!.id));
    expect(row!.status).toBe('FINISHED');
  });

  it('is the seller’s own: another seller sees none of it, an admin is refused', async () => {
    const other = await newSeller(ctx);
    expect(await queueOf(other)).toEqual([]);
    expect(await queueOf(other, [{ field: 'storeId', operation: 'in', value: [storeId] }])).toEqual(
      [],
    );
    const admin = await newAdmin(ctx, ['ORDER_ACCESS', 'IMPORT_QUEUE_ACCESS']);
    const refused = await as(ctx, admin).list('etsy-order-queue');
    expect(refused.status).toBe(403);
  });
});

describe("the Etsy store's note to the buyer", () => {
  it('is kept by its seller only, and checked', async () => {
    const base = `/api/seller/external-stores/${storeId}/note-to-buyer`;
    const saved = await as(ctx, seller.session).put(base, {
      noteToBuyer: ' Thanks for your order! ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.noteToBuyer).toBe('Thanks for your order!');
    const tooLong = await as(ctx, seller.session).put(base, { noteToBuyer: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    const other = await newSeller(ctx);
    expect((await as(ctx, other.session).put(base, { noteToBuyer: 'mine' })).status).toBe(404);
    const got = await as(ctx, seller.session).get(`/api/seller/external-stores/${storeId}`);
    expect(got.body.data.noteToBuyer).toBe('Thanks for your order!');
  });
});

describe("Etsy's daily quota (issue 28)", () => {
  it('shows the seller that the shop waits for it, and spends no call meanwhile', async () => {
    const store = async () =>
      (await as(ctx, seller.session).get(`/api/seller/external-stores/${storeId}`)).body.data as {
        lastSyncError: string | null;
      };
    // The app's calls left today fall under the reserve: an answer reports it, the next pull waits.
    etsy.quota.remainingToday = 150;
    await pullNow();
    await pullNow();
    await waitFor(store, (seen) => seen.lastSyncError === STORE_MESSAGES.quotaWaiting);
    const asked = etsy.requests.length;
    await ctx.app.stores.ingest.pull(storeId);
    expect(etsy.requests.length).toBe(asked);
    expect((await store()).lastSyncError).toBe(STORE_MESSAGES.quotaWaiting);
    etsy.quota.remainingToday = 10_000;
  });
});
