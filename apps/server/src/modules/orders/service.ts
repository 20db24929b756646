import {
  ORDER_MESSAGES,
  type CreateOrderBody,
  type OrderCart,
  type OrderView,
  type PlaceDraftsBody,
  type CancelOrdersBody,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { retryingConflicts, type Db, type DbTx } from '../../platform/db';
import { forbidden, HttpError } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { announcePosted, IDEMPOTENCY_KEY_REUSED, type Posted } from '../ledger/index';
import { ShippingPriceService } from '../catalog/index';
import { APPROVE_ALL_BATCH, approveBatch, approveOrder, cancelOrder } from './admin-actions';
import { priceCart, type PricedCart } from './cart';
import { saveDrafts } from './drafts';
import type { ActedBy } from '../order-items/index';
import { cartOf, createPlaced, placedWithKey, placeLocked, PlacedBefore } from './placement';
import { orderView, reachOrder, toOrderView } from './reads';
import { orders } from './tables';
import { announceOrder, type OrderEvent } from './live';

/** A draft the seller typed (the order form). */
const MANUAL = { kind: 'MANUAL' } as const;

/**
 * Routes shared by sellers and admins hold admins to the permission here (a route's own
 * permission would bind sellers too); a seller's reach is its own rows (reads.ts).
 */
function staffMay(by: ActedBy, permission: string): void {
  if (by.actor.type === 'ADMIN' && !by.actor.permissions.includes(permission)) throw forbidden();
}

/**
 * What orders use of the modules above them (coupons, imports), passed in by the composition root
 * (app.ts), so that orders names none of them: those modules read orders' tables.
 */
export type OrderDependencies = {
  /** The cart's coupon (the one typed, else an auto-apply one), and its claim at placement. */
  coupons: {
    priceWithCoupon(
      db: Db,
      sellerId: string,
      cart: OrderCart,
      priced: PricedCart,
    ): Promise<PricedCart & { estimate: { couponCode?: string } }>;
    claimCoupon(tx: DbTx, priced: PricedCart, sellerId: string, orderId: string): Promise<void>;
  };
  /** The seller's orders an import created that are still drafts, in the file's order. */
  draftsOfImport(db: Db, sellerId: string, importQueueId: string): Promise<string[]>;
};

/**
 * The orders' use cases: each runs its rules in one transaction and tells the seller (and the
 * lists) after the commit, never before: a rolled-back change is never announced.
 */
export class OrderService {
  private readonly shipping: ShippingPriceService;

  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly above: OrderDependencies,
  ) {
    this.shipping = new ShippingPriceService(db, live);
  }

  async estimate(by: ActedBy, cart: OrderCart) {
    const priced = await priceCart(this.db, this.shipping, by.actor.id, cart);
    return (await this.above.coupons.priceWithCoupon(this.db, by.actor.id, cart, priced)).estimate;
  }

  view(by: ActedBy, id: string): Promise<OrderView> {
    staffMay(by, 'ORDER_DETAIL_ACCESS');
    return orderView(this.db, by.actor, id);
  }

  /** A draft, or (isDraft false) a draft placed at once in the same transaction. */
  async create(by: ActedBy, body: CreateOrderBody, key: string | undefined): Promise<OrderView> {
    const { isDraft, ...cart } = body;
    if (!isDraft && !key) throw new HttpError(400, ORDER_MESSAGES.keyRequired);
    if (isDraft || !key) {
      // Saving as a draft drops the coupon (spec 03 section 4).
      const priced = await priceCart(this.db, this.shipping, by.actor.id, cart);
      const orderId = await this.db.transaction(
        async (tx) => (await saveDrafts(tx, by, [{ origin: MANUAL, cart, priced }]))[0]!.id,
      );
      this.announce(by, orderId, 'order_created', 'created');
      return this.view(by, orderId);
    }
    let placed: Awaited<ReturnType<typeof createPlaced>>;
    try {
      const uncouponed = await priceCart(this.db, this.shipping, by.actor.id, cart);
      const priced = await this.above.coupons.priceWithCoupon(
        this.db,
        by.actor.id,
        cart,
        uncouponed,
      );
      // A placement that lost a deadlock was rolled back whole (nothing charged): run again.
      placed = await retryingConflicts(() =>
        this.db.transaction(async (tx) => {
          const created = await createPlaced(tx, by, cart, priced, key);
          await this.above.coupons.claimCoupon(tx, priced, by.actor.id, created.orderId);
          return created;
        }),
      );
    } catch (error) {
      // A retry answers the order its key placed, and charges nothing. The charge finds the key
      // (a racing twin that placed first throws PlacedBefore); a retry whose cart no longer
      // prices the same (a product withdrawn, a price changed) is looked up only then, so the
      // first call pays no extra read.
      const before =
        error instanceof PlacedBefore
          ? error.orderId
          : await placedWithKey(this.db, by.actor.id, key);
      if (!before) throw error;
      // The same key with another cart is another request: refused, as every money call does.
      await this.refuseOtherCart(before, cart);
      return this.view(by, before);
    }
    const orderId = placed.orderId;
    // The rows just written are the order's state: the announcement reads nothing.
    announceOrder(this.live, this.db, {
      orderId,
      sellerId: by.actor.id,
      event: 'order_placed',
      kind: 'created',
      state: {
        status: placed.view.order.status,
        // Items are routed to a printer at approval, never at placement.
        items: placed.view.items.map(({ item }) => ({
          id: item.id,
          status: item.status,
          printerId: null,
        })),
      },
    });
    await announcePosted(this.live, this.db, placed.posted);
    return toOrderView(by.actor, placed.view.order, placed.view.items, [placed.posted.transaction]);
  }

  /** 409 when the order a key placed holds another cart than this request's. */
  private async refuseOtherCart(orderId: string, cart: OrderCart): Promise<void> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return;
    const { couponCode: _coupon, ...asked } = cart;
    if (!isSameCart(await cartOf(this.db, order), asked)) {
      throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
    }
  }

  async edit(by: ActedBy, id: string, cart: OrderCart): Promise<OrderView> {
    await reachOrder(this.db, by.actor, id);
    const priced = await priceCart(this.db, this.shipping, by.actor.id, cart);
    await this.db.transaction((tx) =>
      saveDrafts(tx, by, [{ origin: MANUAL, cart, priced, orderId: id }]),
    );
    this.announce(by, id, 'order_updated', 'updated');
    return this.view(by, id);
  }

  /**
   * Places a draft; a retry with the same key answers the placed order and charges nothing. A
   * typed `couponCode` is checked like an order's (a refusal is a 400, nothing charged).
   */
  async place(by: ActedBy, id: string, key: string, couponCode?: string): Promise<OrderView> {
    const order = await reachOrder(this.db, by.actor, id);
    if (order.placeKey === key) return this.view(by, id);
    // Priced before the transaction (the catalogue reads use their own connection); the
    // transaction refuses the draft if it changed since.
    const cart = { ...(await cartOf(this.db, order)), couponCode };
    const uncouponed = await priceCart(this.db, this.shipping, order.sellerId, cart);
    // A draft holds no coupon: the one typed now, else an auto-apply coupon, may apply.
    const priced = await this.above.coupons.priceWithCoupon(
      this.db,
      order.sellerId,
      cart,
      uncouponed,
    );
    let posted: Posted | null;
    try {
      // As createPlaced's: a placement that lost a deadlock charged nothing and runs again.
      posted = await retryingConflicts(() =>
        this.db.transaction(async (tx) => {
          const locked = await reachOrder(tx, by.actor, id, { lock: true });
          const placed = await placeLocked(tx, by, locked, priced, order.updatedAt, key);
          if (placed) await this.above.coupons.claimCoupon(tx, priced, order.sellerId, id);
          return placed;
        }),
      );
    } catch (error) {
      if (error instanceof PlacedBefore) {
        throw new HttpError(409, IDEMPOTENCY_KEY_REUSED);
      }
      throw error;
    }
    if (posted) {
      this.announce(by, id, 'order_placed', 'updated');
      await announcePosted(this.live, this.db, posted);
    }
    return this.view(by, id);
  }

  /**
   * Places several drafts (PUT orders), each in its own transaction at its price then: a draft
   * refused (the balance ran out, it changed meanwhile, it is not the seller's) stays as it is and
   * the others go on. Each draft's key derives from the call's, so a retried call charges none twice.
   */
  async placeDrafts(by: ActedBy, body: PlaceDraftsBody, key: string) {
    const ids =
      body.orderIds ?? (await this.above.draftsOfImport(this.db, by.actor.id, body.importQueueId!));
    const placed: string[] = [];
    const refused: { orderId: string; message: string }[] = [];
    for (const id of new Set(ids)) {
      try {
        await this.place(by, id, `${key}:${id}`);
        placed.push(id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused.push({ orderId: id, message: error.message });
      }
    }
    return { placed, refused };
  }

  async cancel(by: ActedBy, id: string): Promise<OrderView> {
    // The answer is the order, so reading it is checked too, before anything is written.
    staffMay(by, 'ORDER_DETAIL_UPDATE');
    staffMay(by, 'ORDER_DETAIL_ACCESS');
    await this.cancelOne(by, id);
    return this.view(by, id);
  }

  /**
   * The seller's cancel-orders: each order in its own transaction, so one that cannot be cancelled
   * (not the seller's, nothing left to cancel) is refused with its reason and the others go on.
   * A retried call refuses what the first one cancelled: nothing is refunded twice.
   */
  async cancelMany(by: ActedBy, body: CancelOrdersBody) {
    const canceled: string[] = [];
    const refused: { orderId: string; message: string }[] = [];
    for (const id of new Set(body.orderIds)) {
      try {
        await this.cancelOne(by, id);
        canceled.push(id);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        refused.push({ orderId: id, message: error.message });
      }
    }
    return { canceled, refused };
  }

  private async cancelOne(by: ActedBy, id: string): Promise<void> {
    const { sellerId, posted } = await this.db.transaction((tx) => cancelOrder(tx, by, id));
    this.announce(by, id, 'order_canceled', 'updated', sellerId);
    if (posted) await announcePosted(this.live, this.db, posted);
  }

  async approve(by: ActedBy, id: string): Promise<OrderView> {
    // The answer is the order: an admin who may approve but not read it is refused before the
    // approval is written, never after.
    staffMay(by, 'ORDER_DETAIL_ACCESS');
    const sellerId = await this.db.transaction((tx) => approveOrder(tx, by, id));
    this.announce(by, id, 'order_updated', 'updated', sellerId);
    return this.view(by, id);
  }

  /** Approves every PENDING order, a batch per transaction, until none is left. */
  async approveAll(by: ActedBy): Promise<{ approved: number }> {
    let approved = 0;
    for (;;) {
      const batch = await this.db.transaction((tx) => approveBatch(tx, by));
      for (const [orderId, sellerId] of batch.approved) {
        this.announce(by, orderId, 'order_updated', 'updated', sellerId);
      }
      approved += batch.approved.size;
      // A short or fruitless batch means the queue is done (or the rest is held by other calls).
      if (batch.taken < APPROVE_ALL_BATCH || batch.approved.size === 0) return { approved };
    }
  }

  private announce(
    by: ActedBy,
    orderId: string,
    event: OrderEvent,
    kind: 'created' | 'updated',
    sellerId: string = by.actor.id,
  ): void {
    announceOrder(this.live, this.db, { orderId, sellerId, event, kind });
  }
}

/** Two carts ask for the same order: lines, address and options alike (blank fields left out). */
function isSameCart(placed: OrderCart, asked: Omit<OrderCart, 'couponCode'>): boolean {
  const canonical = (cart: Omit<OrderCart, 'couponCode'>) =>
    JSON.stringify(
      {
        lines: cart.lines,
        address: cart.address,
        isFastShipping: cart.isFastShipping ?? false,
        isLocalPickup: cart.isLocalPickup ?? false,
        note: cart.note,
      },
      (_key, value: unknown) => (value === null || value === '' ? undefined : value),
    );
  return canonical(placed) === canonical(asked);
}
