import { readModel } from '../../platform/read-model';
import { afterSaleRequests, orderAddressChecks } from './after-sale-tables';
import { orders } from './tables';
export { addressReminderCount } from './addresses';
export { priceCart, productFacts } from './cart';
export type { PricedCart, ProductFacts } from './cart';
export { cancelDraft, draftInserts, redactDrafts, saveDrafts } from './drafts';
export type { DraftOrigin, DraftWrite, NewDraft } from './drafts';
export { freeItemOf, insertFreeOrder } from './free-copy';
export { orderCountHooks } from './hooks';
export { announceOrder } from './live';
export { overDueCondition, processingSince, shippingSince } from './over-due';
export type { OverDueStage } from './over-due';
export { cartOf, placeLocked } from './placement';
export { orderIsTikTok, reachOrder, shippingAddressColumns } from './reads';
export { refundedByItem, refundedOf } from './refunded';
export { orderStatusRecord } from './status-record';
export type { OrderRow } from './tables';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const ordersReadModel = readModel({ afterSaleRequests, orderAddressChecks, orders });
