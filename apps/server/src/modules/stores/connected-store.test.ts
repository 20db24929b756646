import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from '../../test/fixtures';
import type { TestContext } from '../../test/harness';
import { markDisconnected, StoreConnections } from './connected-store';
import { StoreAuthError, type StoreCredentials } from './platforms/types';
import { externalStores, type ExternalStoreRow } from './tables';
import { connectWoo, createStoresApp } from './test-fixtures';

/*
 * A store's token renewal runs once at a time: Etsy spends a refresh token on use, so two calls
 * refreshing together would leave one with a spent token. Renewed tokens are sealed on the store,
 * so the next call (or a restarted server) starts from them.
 */

let ctx: TestContext;
beforeAll(async () => {
  ({ ctx } = await createStoresApp());
});
afterAll(() => ctx.close());

async function storeRow(): Promise<ExternalStoreRow> {
  const store = await connectWoo(ctx, await newSeller(ctx));
  const [row] = await ctx.database.db
    .select()
    .from(externalStores)
    .where(eq(externalStores.id, store.id));
  return row!;
}

/** A shop's token service: each refresh spends its token and answers the next, counted. */
function tokenService() {
  let issued = 0;
  const calls: string[] = [];
  const refresh = async (latest: StoreCredentials): Promise<StoreCredentials> => {
    calls.push(latest.accessToken ?? '');
    // Answered after the other renewals had every chance to start (two event-loop turns).
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    issued += 1;
    return { ...latest, accessToken: `access-${issued}` };
  };
  return { refresh, calls };
}

const sealedOf = async (storeId: string) => {
  const [row] = await ctx.database.db
    .select()
    .from(externalStores)
    .where(eq(externalStores.id, storeId));
  return ctx.app.stores.box.open(storeId, row!.credentials!);
};

describe('store connections', () => {
  it('renews once for concurrent calls in one process, and seals the renewed token', async () => {
    const store = await storeRow();
    const connections = new StoreConnections(ctx.database.db, ctx.app.stores.box, true);
    const shop = tokenService();
    const [a, b] = await Promise.all([
      connections.of(store).renew!(shop.refresh),
      connections.of(store).renew!(shop.refresh),
    ]);
    expect(shop.calls).toHaveLength(1);
    expect([a.accessToken, b.accessToken]).toEqual(['access-1', 'access-1']);
    expect((await sealedOf(store.id)).accessToken).toBe('access-1');
    // The next call starts from the sealed token, and the store's other credentials are kept.
    const [again] = await ctx.database.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, store.id));
    expect(connections.of(again!).credentials.accessToken).toBe('access-1');
    expect(connections.of(again!).credentials.consumerKey).toBe('ck_good');
  });

  it('renews once across processes: the one that waited takes the tokens renewed meanwhile', async () => {
    const store = await storeRow();
    // Two processes of the app on one database, each with its own connections.
    const first = new StoreConnections(ctx.database.db, ctx.app.stores.box, false);
    const second = new StoreConnections(ctx.database.db, ctx.app.stores.box, false);
    const shop = tokenService();
    const answers = await Promise.all([
      first.of(store).renew!(shop.refresh),
      second.of(store).renew!(shop.refresh),
    ]);
    expect(shop.calls).toHaveLength(1);
    expect(answers.map((answer) => answer.accessToken)).toEqual(['access-1', 'access-1']);
    expect((await sealedOf(store.id)).accessToken).toBe('access-1');
  });

  it('renews nothing for a store disconnected meanwhile', async () => {
    const store = await storeRow();
    await markDisconnected(ctx.database.db, store.id);
    const connections = new StoreConnections(ctx.database.db, ctx.app.stores.box, false);
    const shop = tokenService();
    await expect(connections.of(store).renew!(shop.refresh)).rejects.toBeInstanceOf(StoreAuthError);
    expect(shop.calls).toEqual([]);
  });
});
