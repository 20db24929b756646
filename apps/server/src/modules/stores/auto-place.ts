import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { ShippingPriceService } from '../catalog/index';
import { announcePosted, charge, type Posted } from '../ledger/index';
import { announceOrder, cartOf, orders, placeLocked, priceCart } from '../orders/index';
import { readSettings } from '../settings/index';
import { sellerActedBy } from './advance';
import type { ExternalStoreRow } from './tables';

/*
 * IS_AUTO_PLACE_TIKTOK_ORDER (issue 18): a TikTok order whose variants are all mapped is placed at
 * once, in its seller's name, and charged its price plus the TIKTOK_EXTRA_FEE the admin set. The
 * fee is a ledger row of its own (a CHARGE of the order, so the seller's statement shows it),
 * written in the placement's transaction: both or neither. The placement's key is derived from
 * the order, so a retried job, a webhook delivered twice or a mapping that releases the order
 * again finds the order placed by that key and charges nothing more. A placement refused (the
 * balance does not cover it, the price no longer applies) leaves the draft for the seller.
 */

export const autoPlaceKey = (orderId: string) => `tiktok-auto:${orderId}`;

export type AutoPlaceSettings = { isOn: boolean; feeCents: number };

export async function autoPlaceSettings(db: Db): Promise<AutoPlaceSettings> {
  const values = await readSettings(db, ['IS_AUTO_PLACE_TIKTOK_ORDER', 'TIKTOK_EXTRA_FEE']);
  return {
    isOn: values.IS_AUTO_PLACE_TIKTOK_ORDER === 'true',
    feeCents: Number(values.TIKTOK_EXTRA_FEE ?? 0) || 0,
  };
}

export class TikTokAutoPlace {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** After the commit that made these drafts of the store's orders: places them when it is on. */
  async run(store: Pick<ExternalStoreRow, 'type' | 'sellerId'>, draftIds: readonly string[]) {
    if (store.type !== 'TIKTOK' || draftIds.length === 0) return;
    const settings = await autoPlaceSettings(this.db);
    if (!settings.isOn) return;
    for (const orderId of new Set(draftIds)) {
      try {
        await this.place(store.sellerId, orderId, settings.feeCents);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        // Left as a draft: the seller places it by hand once the reason is gone.
        this.log.info({ orderId, reason: error.message }, 'stores: TikTok order not auto-placed');
      }
    }
  }

  private async place(sellerId: string, orderId: string, feeCents: number): Promise<void> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order || !order.isDraft || order.sellerId !== sellerId) return;
    const by = sellerActedBy(sellerId);
    const key = autoPlaceKey(orderId);
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
    if (!posted) return;
    announceOrder(this.live, this.db, {
      orderId,
      sellerId,
      event: 'order_placed',
      kind: 'updated',
    });
    for (const entry of posted) await announcePosted(this.live, this.db, entry);
  }
}
