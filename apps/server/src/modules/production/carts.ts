import {
  CART_MESSAGES,
  serialiseDate,
  type Cart,
  type CartCreateBody,
  type CartScanBody,
  type CartSummary,
} from '@platfox/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { type ActedBy, orderItemsReadModel } from '../order-items/index';
import type { StaffFigures } from '../staff/index';
import { planCart } from './cart-plan';
import { pickingCartBins, pickingCartUnits, pickingCarts } from './cart-tables';
import { afterAnswer, announceItemChanges } from './live';
import { scannedUnitOf, scanUnit } from './scan-unit';
const { orderItems, orderItemUnits } = orderItemsReadModel;

const unitCount = sql<number>`count(${pickingCartUnits.unitId})::int`;
const pickedCount = sql<number>`(count(*) filter (where ${pickingCartUnits.state} = 'PICKED'))::int`;
const shortCount = sql<number>`(count(*) filter (where ${pickingCartUnits.state} = 'SHORT'))::int`;
const leftCount = sql<number>`(count(*) filter (where ${pickingCartUnits.state} = 'PLANNED'))::int`;

/**
 * Cart picking (issue 32): a picker puts a batch of orders on a cart of numbered bins (planned
 * by cart-plan.ts), walks the aisles in storage-area order and scans each unit; the answer is the
 * bin it goes into. Scanning on the cart is the station's pick (scan-unit.ts: the same locks, the
 * same stock taken), and the cart's row is locked first, so one cart's scans count its bins one
 * at a time. Every read and change is scoped to the printer: another's cart is not found.
 */
export class PickingCartService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly figures?: Pick<StaffFigures, 'gather'>,
    /** Where a live announcement's failure after the answer is reported. */
    private readonly onLiveError?: (error: unknown) => void,
  ) {}

  async create(by: ActedBy, body: CartCreateBody): Promise<Cart> {
    const id = await this.db.transaction((tx) => planCart(tx, by.actor.id, body));
    return this.read(by, id);
  }

  /** The printer's open carts, the newest first. */
  async list(by: ActedBy): Promise<CartSummary[]> {
    const rows = await this.summaries()
      .where(and(eq(pickingCarts.printerId, by.actor.id), eq(pickingCarts.status, 'OPEN')))
      .orderBy(desc(pickingCarts.createdAt));
    return rows.map(summaryOf);
  }

  async read(by: ActedBy, id: string): Promise<Cart> {
    const [cart] = await this.summaries().where(
      and(eq(pickingCarts.id, id), eq(pickingCarts.printerId, by.actor.id)),
    );
    if (!cart) throw notFound(CART_MESSAGES.notFound);
    const [bins, walk] = await Promise.all([
      this.db
        .select({
          bin: pickingCartBins.bin,
          orderId: pickingCartBins.orderId,
          units: unitCount,
          picked: pickedCount,
          short: shortCount,
        })
        .from(pickingCartBins)
        .leftJoin(
          pickingCartUnits,
          and(
            eq(pickingCartUnits.cartId, pickingCartBins.cartId),
            eq(pickingCartUnits.bin, pickingCartBins.bin),
          ),
        )
        .where(eq(pickingCartBins.cartId, id))
        .groupBy(pickingCartBins.cartId, pickingCartBins.bin, pickingCartBins.orderId)
        .orderBy(asc(pickingCartBins.bin)),
      this.db
        .select({
          unit: sql<string>`${orderItemUnits.code} || '_' || ${orderItemUnits.qtyIndex}`,
          orderItemId: pickingCartUnits.orderItemId,
          bin: pickingCartUnits.bin,
          state: pickingCartUnits.state,
          storageAreaName: pickingCartUnits.storageAreaName,
          productTitle: orderItems.productTitle,
          productTypeName: orderItems.productTypeName,
          variantName: orderItems.variantName,
        })
        .from(pickingCartUnits)
        .innerJoin(orderItemUnits, eq(orderItemUnits.id, pickingCartUnits.unitId))
        .innerJoin(orderItems, eq(orderItems.id, pickingCartUnits.orderItemId))
        .where(eq(pickingCartUnits.cartId, id))
        .orderBy(asc(pickingCartUnits.step)),
    ]);
    return {
      ...summaryOf(cart),
      binList: bins.map((bin) => ({ ...bin, isFull: bin.units > 0 && bin.picked === bin.units })),
      walk,
    };
  }

  /**
   * A unit scanned on the cart: picked (taking stock) and answered with its bin. A unit not on
   * the cart, or scanned before, is refused and nothing moves; a unit the pick finds no stock
   * for awaits stock and stays out of its bin, so that bin is not full.
   */
  async scan(by: ActedBy, id: string, body: CartScanBody) {
    const unit = scannedUnitOf(body);
    const value = `${unit.code}_${unit.qtyIndex}`;
    const result = await this.db.transaction(async (tx) => {
      await this.lockOpenCart(tx, by, id);
      const [onCart] = await tx
        .select({
          unitId: pickingCartUnits.unitId,
          bin: pickingCartUnits.bin,
          state: pickingCartUnits.state,
          orderId: pickingCartUnits.orderId,
        })
        .from(pickingCartUnits)
        .innerJoin(orderItemUnits, eq(orderItemUnits.id, pickingCartUnits.unitId))
        .where(
          and(
            eq(pickingCartUnits.cartId, id),
            eq(orderItemUnits.code, unit.code),
            eq(orderItemUnits.qtyIndex, unit.qtyIndex),
          ),
        );
      if (!onCart || onCart.state === 'RELEASED')
        throw notFound(CART_MESSAGES.unitNotOnCart(value));
      if (onCart.state === 'PICKED') {
        throw new HttpError(409, CART_MESSAGES.scannedTwice(value, onCart.bin));
      }
      if (onCart.state === 'SHORT') throw new HttpError(409, CART_MESSAGES.scannedShort(value));
      const scanned = await scanUnit(tx, by, { action: 'pick', ...body }, unit);
      const state = scanned.move.to === 'AWAITING_STOCK' ? 'SHORT' : 'PICKED';
      await tx
        .update(pickingCartUnits)
        .set({ state, scannedAt: new Date() })
        .where(and(eq(pickingCartUnits.cartId, id), eq(pickingCartUnits.unitId, onCart.unitId)));
      const [counts] = await tx
        .select({
          binUnits: sql<number>`(count(*) filter (where ${pickingCartUnits.bin} = ${onCart.bin}))::int`,
          binPicked: sql<number>`(count(*) filter (where ${pickingCartUnits.bin} = ${onCart.bin} and ${pickingCartUnits.state} = 'PICKED'))::int`,
          left: leftCount,
        })
        .from(pickingCartUnits)
        .where(eq(pickingCartUnits.cartId, id));
      return { scanned, onCart, state, counts: counts! };
    });
    const { scanned, onCart, state, counts } = result;
    // As the station's scan (ProductionService.scan): the figures gathered, the fan-out after
    // the answer.
    if (by.actor.type === 'PRINTER') {
      this.figures?.gather(
        by.actor.id,
        body.staffId,
        'process',
        body.timezoneOffset,
        this.onLiveError,
      );
    }
    afterAnswer(() => {
      announceItemChanges(this.live, [
        {
          id: scanned.item.id,
          orderId: scanned.item.orderId,
          sellerId: scanned.sellerId,
          printerId: scanned.item.printerId,
          status: scanned.itemStatus,
          qtyIndexes: [unit.qtyIndex],
        },
      ]);
    }, this.onLiveError);
    const isBinFull = counts.binPicked === counts.binUnits;
    return {
      message:
        state === 'SHORT'
          ? `Unit ${value} is out of stock: it awaits stock, keep it out of bin ${onCart.bin}`
          : isBinFull
            ? `Unit ${value} goes into bin ${onCart.bin}: the bin is full`
            : `Unit ${value} goes into bin ${onCart.bin}`,
      data: {
        unit: value,
        bin: onCart.bin,
        orderId: onCart.orderId,
        to: scanned.move.to,
        binUnits: counts.binUnits,
        binPicked: counts.binPicked,
        isBinFull,
        isCartDone: counts.left === 0,
      },
    };
  }

  /** Closes the cart: the units not picked are released, back to the to-pick list. */
  async close(by: ActedBy, id: string): Promise<Cart> {
    await this.db.transaction(async (tx) => {
      await this.lockOpenCart(tx, by, id);
      await tx
        .update(pickingCartUnits)
        .set({ state: 'RELEASED' })
        .where(and(eq(pickingCartUnits.cartId, id), eq(pickingCartUnits.state, 'PLANNED')));
      await tx
        .update(pickingCarts)
        .set({ status: 'CLOSED', closedAt: new Date() })
        .where(eq(pickingCarts.id, id));
    });
    return this.read(by, id);
  }

  /** The printer's cart, locked; another's is not found, a closed one refused. */
  private async lockOpenCart(tx: DbTx, by: ActedBy, id: string) {
    const [cart] = await tx
      .select({ status: pickingCarts.status })
      .from(pickingCarts)
      .where(and(eq(pickingCarts.id, id), eq(pickingCarts.printerId, by.actor.id)))
      .for('update');
    if (!cart) throw notFound(CART_MESSAGES.notFound);
    if (cart.status !== 'OPEN') throw new HttpError(409, CART_MESSAGES.closed);
  }

  /** A cart's row with its counts (the caller adds where and order). */
  private summaries() {
    return this.db
      .select({
        id: pickingCarts.id,
        status: pickingCarts.status,
        createdAt: pickingCarts.createdAt,
        closedAt: pickingCarts.closedAt,
        bins: sql<number>`(select count(*) from picking_cart_bins bin where bin.cart_id = picking_carts.id)::int`,
        units: sql<number>`(select count(*) from picking_cart_units unit where unit.cart_id = picking_carts.id)::int`,
        picked: sql<number>`(select count(*) from picking_cart_units unit where unit.cart_id = picking_carts.id and unit.state = 'PICKED')::int`,
      })
      .from(pickingCarts)
      .$dynamic();
  }
}

function summaryOf(row: {
  id: string;
  status: CartSummary['status'];
  createdAt: Date;
  closedAt: Date | null;
  bins: number;
  units: number;
  picked: number;
}): CartSummary {
  return {
    ...row,
    createdAt: serialiseDate(row.createdAt),
    closedAt: serialiseDate(row.closedAt),
  };
}
