import {
  FIXED_NOTICE_TITLES,
  serialiseDate,
  type AfterSaleRequestBody,
  type AfterSaleRequestView,
  type AfterSaleType,
  type OrderView,
  type PendingTasks,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { forbidden } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { announcePosted } from '../ledger/index';
import { type NotificationDelivery, writeNotifications } from '../notifications/index';
import {
  floorAction,
  requestAfterSale,
  reviewAfterSale,
  type ReviewAction,
  type Reviewed,
} from './after-sale';
import type { AfterSaleRequestRow } from './after-sale-tables';
import { pendingTasks } from './counters';
import { signalPendingTasks } from '../accounts/index';
import { announceOrder } from './live';
import { type ActedBy, orderItemsReadModel } from '../order-items/index';
import { readOverDueDays, writeOverDueDays } from './over-due';
import { orderView } from './reads';
const { orderItems } = orderItemsReadModel;

/** The data-list model of each request queue (spec 01: /a/<model>s). */
export const QUEUE_MODEL: Record<AfterSaleType, string> = {
  REFUND: 'refund-order-item',
  RESEND: 'resend-order-item',
  RETURN: 'return-order-item',
};

/** What the seller is told of an answer. */
const TOLD: Record<ReviewAction | 'complete' | 'reset', string> = {
  approveRefund: FIXED_NOTICE_TITLES.refundApproved,
  refuseRefund: FIXED_NOTICE_TITLES.refundRefused,
  resend: FIXED_NOTICE_TITLES.resendApproved,
  refuseResend: FIXED_NOTICE_TITLES.resendRefused,
  approveReturn: FIXED_NOTICE_TITLES.returnApproved,
  refuseReturn: FIXED_NOTICE_TITLES.returnRefused,
  cancelAndRefund: FIXED_NOTICE_TITLES.itemCanceledAndRefunded,
  complete: FIXED_NOTICE_TITLES.itemCompleted,
  reset: FIXED_NOTICE_TITLES.itemReset,
};

/**
 * After-sale requests and the admin's item actions: each in one transaction (status, request row,
 * ledger row, trace log and the seller's notification commit together), announced after it.
 */
export class AfterSaleService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async request(
    by: ActedBy,
    itemId: string,
    body: AfterSaleRequestBody,
  ): Promise<AfterSaleRequestView> {
    const done = await this.db.transaction((tx) => requestAfterSale(tx, by, itemId, body));
    this.announce(done, itemId, 'created', null);
    return this.view(done.request);
  }

  async review(
    by: ActedBy,
    itemId: string,
    action: ReviewAction,
    note: string | undefined,
  ): Promise<AfterSaleRequestView> {
    const { done, told } = await this.db.transaction(async (tx) => {
      const reviewed = await reviewAfterSale(tx, by, itemId, action, note);
      const told = await writeNotifications(tx, this.live, {
        userIds: [reviewed.sellerId],
        type: 'ORDER_ITEM',
        title: TOLD[action],
        description: note ?? '',
        details: { model: 'order-item', ids: [itemId] },
        actorId: by.actor.id,
      });
      return { done: reviewed, told };
    });
    this.announce(done, itemId, 'updated', told);
    if (done.posted) await announcePosted(this.live, this.db, done.posted);
    if (done.resendOrderId) {
      announceOrder(this.live, this.db, {
        orderId: done.resendOrderId,
        sellerId: done.sellerId,
        event: 'order_placed',
        kind: 'created',
      });
    }
    return this.view(done.request);
  }

  /** Admin complete or reset of an item; answers the order as the actor sees it. */
  async floor(by: ActedBy, itemId: string, action: 'complete' | 'reset'): Promise<OrderView> {
    const { done, told } = await this.db.transaction(async (tx) => {
      const moved = await floorAction(tx, by, itemId, action);
      const told = await writeNotifications(tx, this.live, {
        userIds: [moved.sellerId],
        type: 'ORDER_ITEM',
        title: TOLD[action],
        details: { model: 'order-item', ids: [itemId] },
        actorId: by.actor.id,
      });
      return { done: moved, told };
    });
    this.announceItem(done.sellerId, done.orderId, itemId);
    told.push();
    signalPendingTasks(this.live, this.db);
    return orderView(this.db, by.actor, done.orderId);
  }

  pendingTasks(by: ActedBy): Promise<PendingTasks> {
    return pendingTasks(this.db, by.actor);
  }

  overDueDays(): Promise<number> {
    return readOverDueDays(this.db);
  }

  async setOverDueDays(by: ActedBy, days: number): Promise<number> {
    if (
      by.actor.type === 'ADMIN' &&
      !by.actor.permissions.includes('ORDER_ITEM_DUE_DATE_DETAIL_UPDATE')
    ) {
      throw forbidden();
    }
    await writeOverDueDays(this.db, days, by.actor.id);
    signalPendingTasks(this.live, this.db);
    return days;
  }

  private async view(row: AfterSaleRequestRow): Promise<AfterSaleRequestView> {
    const [item] = await this.db
      .select({ status: orderItems.status })
      .from(orderItems)
      .where(eq(orderItems.id, row.orderItemId));
    return {
      id: row.id,
      type: row.type,
      status: row.status,
      orderId: row.orderId,
      orderItemId: row.orderItemId,
      sellerId: row.sellerId,
      reason: row.reason,
      refundType: row.refundType,
      percent: row.percent,
      amount: row.amount,
      itemStatus: item!.status,
      reviewNote: row.reviewNote,
      reviewedAt: serialiseDate(row.reviewedAt),
      resendOrderId: row.resendOrderId,
      forwardAddress: row.forwardAddress,
      forwardNote: row.forwardNote,
      createdAt: row.createdAt.toISOString(),
    };
  }

  private announceItem(sellerId: string, orderId: string, itemId: string): void {
    announceOrder(this.live, this.db, {
      orderId,
      sellerId,
      event: 'order_updated',
      kind: 'updated',
      changedItemIds: [itemId],
    });
  }

  private announce(
    done: Reviewed,
    itemId: string,
    kind: 'created' | 'updated',
    told: NotificationDelivery | null,
  ): void {
    this.announceItem(done.sellerId, done.orderId, itemId);
    announceListChange(this.live, {
      model: QUEUE_MODEL[done.request.type],
      kind,
      ids: [done.request.id],
    });
    told?.push();
    signalPendingTasks(this.live, this.db);
  }
}
