import { accountHooks } from './modules/accounts/index';
import { forgetLoginFailures, revokeUserSessions } from './modules/auth/index';
import { couponHooks } from './modules/coupons/index';
import { eventNoticeHooks } from './modules/events/index';
import { addEventNotices, countBadgeGrants, recordCompletion } from './modules/engagement/index';
import { addIssueRefunds, countNewIssues } from './modules/issues/index';
import {
  tellAccountStatus,
  tellPermissionsChanged,
  welcomeActivatedAccount,
} from './modules/notifications/index';
import { orderHooks, orderStatusPort } from './modules/order-items/index';
import { orderCountHooks, orderStatusRecord } from './modules/orders/index';
import { releaseWaitingUnits } from './modules/production/index';
import { linkSaleCode } from './modules/statistics/index';
import { stockHooks } from './modules/stock/index';
import { traceAccountChange } from './modules/trace-logs/index';
import {
  recordItemShipped,
  recordOrderPlaced,
  recordOrderStatusChange,
} from './modules/webhooks/index';

/**
 * The composition root's subscriptions to the modules' hooks (platform/hooks.ts): a module that
 * raises a hook names none of its subscribers, so the lower module does not import the higher.
 * buildApp calls this; subscribing again is harmless (a subscriber is kept once). Each subscriber
 * is a module's plain function: what differs between apps (the database, the live channel)
 * comes with the raise.
 */
export function subscribeToHooks(): void {
  // The item flow sets its order's status through orders, the module above it that owns the row.
  orderStatusPort.provide(orderStatusRecord);
  // The sellers' webhooks: each change is recorded in the outbox, in the change's transaction.
  orderHooks.statusChanging.subscribe(recordOrderStatusChange);
  orderHooks.placed.subscribe(recordOrderPlaced);
  orderHooks.itemShipped.subscribe(recordItemShipped);
  // Accounts, at the bottom of the graph: auth ends sessions and forgets failed sign-ins, the
  // trail records an administrator's change, and the user is told of permissions and status.
  accountHooks.sessionsEnding.subscribe(revokeUserSessions);
  accountHooks.passwordReset.subscribe(forgetLoginFailures);
  accountHooks.changedByAdmin.subscribe(traceAccountChange);
  accountHooks.permissionsChanged.subscribe(tellPermissionsChanged);
  accountHooks.statusChanged.subscribe(tellAccountStatus);
  // A newly activated account gets the admin's welcome notice, when one is set (issue 36).
  accountHooks.activated.subscribe(welcomeActivatedAccount);
  // A seller registered by a salesman's link is kept with that salesman (issue 34).
  accountHooks.registeredWithSaleCode.subscribe(linkSaleCode);
  // Orders count what modules above them add: an issue's refund shares and the new issues.
  orderCountHooks.refundedElsewhere.subscribe(addIssueRefunds);
  orderCountHooks.pendingTasks.subscribe(countNewIssues);
  // Stock that came in releases the floor's units awaiting it (raised after the receipt's commit).
  stockHooks.arrived.subscribe(releaseWaitingUnits);
  // Engagement (issue 35): completed items move the sellers' event totals and award milestones'
  // badges; a badge coupon asks who holds the badges it comes with.
  orderHooks.itemsCompleted.subscribe(recordCompletion);
  couponHooks.badgeGrants.subscribe(countBadgeGrants);
  // An event of mode NOTIFY reaches its audience through the sellers' notice feed.
  eventNoticeHooks.moreNotices.subscribe(addEventNotices);
}
