import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { ShippingPriceService } from '../catalog/index';
import { announcePosted, charge, type Posted } from '../ledger/index';
import { announceOrder, cartOf, placeLocked, priceCart, ordersReadModel } from '../orders/index';
import type { SettingsStore } from '../settings/index';
import { sellerActedBy } from './advance';
import type { ExternalStoreRow } from './tables';
const { orders } = ordersReadModel;

/*
 * IS_AUTO_PLACE_TIKTOK_ORDER (issue 18): a TikTok order whose variants are all mapped is placed at
 * once, in its seller's name, and charged its price plus the TIKTOK_EXTRA_FEE the admin set. The
 * fee is a ledger row of its own (a CHARGE of the order, so the seller's statement shows it),
 * written in the placement's transaction: both or neither. The placement's key is derived from
 * the order, so a retried job, a webhook delivered twice or a mapping that releases the order
 * again finds the order placed by that key and charges nothing more. A placement refused (the
 * balance does not cover it, the price no longer applies) leaves the draft for the seller.
 */

/*
 * Each store's own choice (issue 31 item 8): a store set to AUTO places its mapped orders the
 * same way (no fee outside TikTok); MANUAL leaves them as drafts. For TikTok the admin's switch
 * stays the ceiling: a TikTok store places automatically only while both say so.
 */

export const autoPlaceKey = (orderId: string) => `tiktok-auto:${orderId}`;
const storeAutoPlaceKey = (orderId: string) => `store-auto:${orderId}`;

/** Whether a store's mapped orders are placed at once: its choice, and for TikTok the admin's. */
export function isAutoPlacing(
  store: Pick<ExternalStoreRow, 'type' | 'placeMode'>,
  settings: AutoPlaceSettings,
): boolean {
  return store.placeMode === 'AUTO' && (store.type !== 'TIKTOK' || settings.isOn);
}

export type AutoPlaceSettings = { isOn: boolean; feeCents: number };

export async function autoPlaceSettings(store: SettingsStore): Promise<AutoPlaceSettings> {
  return {
    isOn: await store.get('IS_AUTO_PLACE_TIKTOK_ORDER'),
    feeCents: await store.get('TIKTOK_EXTRA_FEE'),
  };
}

export class TikTokAutoPlace {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly log: FastifyBaseLogger,
    private readonly settings: SettingsStore,
  ) {}

  /** After the commit that made these drafts of the store's orders: places them when it is on. */
  async run(
    store: Pick<ExternalStoreRow, 'type' | 'sellerId' | 'placeMode'>,
    draftIds: readonly string[],
  ): Promise<string[]> {
    if (store.placeMode !== 'AUTO' || draftIds.length === 0) return [];
    const settings = await autoPlaceSettings(this.settings);
    if (!isAutoPlacing(store, settings)) return [];
    const isTikTok = store.type === 'TIKTOK';
    const placed: string[] = [];
    for (const orderId of new Set(draftIds)) {
      try {
        const isPlaced = await this.place(
          store.sellerId,
          orderId,
          isTikTok ? settings.feeCents : 0,
          isTikTok ? autoPlaceKey(orderId) : storeAutoPlaceKey(orderId),
        );
        if (isPlaced) placed.push(orderId);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // Left as a draft: the seller places it by hand once the reason is gone.
        this.log.info({ orderId, reason: error.message }, 'stores: store order not auto-placed');
      }
    }
    return placed;
  }

  private async place(
    sellerId: string,
    orderId: string,
    feeCents: number,
    key: string,
  ): Promise<boolean> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !order.isDraft || order.sellerId !== sellerId) return false;
    const by = sellerActedBy(sellerId);
    // Priced before the transaction, as a seller's placement is; a draft changed since is refused.
    const priced = await priceCart(
      this.db,
      new ShippingPriceService(this.db, this.live),
      sellerId,
      await cartOf(this.db, order),
    );
    const posted = await this.db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!locked) return null;
      const placed = await placeLocked(tx, by, locked, priced, order.updatedAt, key);
      if (!placed) return null;
      const fee =
        feeCents > 0
          ? await charge(tx, sellerId, feeCents, {
              idempotencyKey: `${key}:fee`,
              orderId,
              description: `TikTok extra fee, order ${orderId}`,
            })
          : null;
      return [placed, fee].filter((p): p is Posted => p !== null);
    });
    if (!posted) return false;
    announceOrder(this.live, this.db, {
      orderId,
      sellerId,
      event: 'order_placed',
      kind: 'updated',
    });
    for (const entry of posted) await announcePosted(this.live, this.db, entry);
    return true;
  }
}
