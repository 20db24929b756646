import {
  ADDRESS_REMINDER_WAIT_MINUTES,
  FIXED_NOTICE_DESCRIPTIONS,
  FIXED_NOTICE_TITLES,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { DbTx } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { composeMail, type Mail } from '../../platform/mail';
import { accountsReadModel } from '../accounts/index';
import { type NotificationDelivery, writeNotifications } from '../notifications/index';
import type { ActedBy } from '../order-items/index';
import { orderAddressChecks, type OrderAddressCheckRow } from './after-sale-tables';
import { recordCheck, trace } from './addresses';
import { reachOrder } from './reads';
import type { OrderRow } from './tables';
const { users } = accountsReadModel;

export const NOTHING_TO_REMIND = 'The address of this order is valid: there is nothing to remind';
export const CONFIRMED_NOTHING_TO_REMIND =
  'An admin confirmed the address of this order: there is nothing to remind';

const WAIT_MS = ADDRESS_REMINDER_WAIT_MINUTES * 60_000;

export type Reminded = {
  order: OrderRow;
  check: OrderAddressCheckRow;
  told: NotificationDelivery;
  /** The mail to the seller, sent after the commit (none when the seller has no address). */
  mail: Mail | null;
};

/**
 * POST orders/:id/invalidAddressReminder (spec 03 section 7.4): an admin tells the seller that the
 * order's address is invalid, by a notification linking to the order and a mail. The address is
 * checked again first, so a seller who has just corrected it is not reminded of a fixed address;
 * a confirmed address has nothing to remind either. One reminder an hour per order (429 with the
 * time the next one may go), so a double click or two admins do not send the seller the same
 * notice twice. The reminder is traced on the order (its audit trail).
 */
export async function remindInvalidAddress(
  tx: DbTx,
  live: Live,
  by: ActedBy,
  id: string,
  publicUrl: string,
): Promise<Reminded> {
  const order = await reachOrder(tx, by.actor, id, { lock: true });
  if (order.isDraft) throw new HttpError(409, 'Only a placed order has its address checked');
  const check = await recordCheck(tx, order);
  if (check.isConfirmed) throw new HttpError(409, CONFIRMED_NOTHING_TO_REMIND);
  if (check.isValid) throw new HttpError(409, NOTHING_TO_REMIND);
  const now = new Date();
  if (check.remindedAt && now.getTime() - check.remindedAt.getTime() < WAIT_MS) {
    const next = new Date(check.remindedAt.getTime() + WAIT_MS);
    throw new HttpError(
      429,
      `The seller was reminded at ${check.remindedAt.toISOString()}; one reminder an hour: the next may be sent after ${next.toISOString()}`,
    );
  }
  const [reminded] = await tx
    .update(orderAddressChecks)
    .set({ remindedAt: now, remindedBy: by.actor.id })
    .where(eq(orderAddressChecks.orderId, order.id))
    .returning();
  await trace(tx, by, order.id, 'Invalid-address reminder sent to the seller');
  const told = await writeNotifications(tx, live, {
    userIds: [order.sellerId],
    type: 'ORDER',
    title: FIXED_NOTICE_TITLES.addressInvalid,
    description: FIXED_NOTICE_DESCRIPTIONS.addressInvalid ?? '',
    details: { model: 'order', ids: [order.id] },
    actorId: by.actor.id,
  });
  const [seller] = await tx
    .select({ email: users.email, name: users.firstName })
    .from(users)
    .where(eq(users.id, order.sellerId));
  const problems = check.problems.map((problem) => `${problem.field}: ${problem.message}`);
  const mail = seller?.email
    ? composeMail({
        to: seller.email,
        name: seller.name,
        kind: 'OTHER',
        subject: FIXED_NOTICE_TITLES.addressInvalid,
        paragraphs: [
          `The shipping address of your order ${order.id} (${order.fullName}) is invalid: ${problems.join('; ')}.`,
          'Please correct it, or ask us to confirm it as it is, so the order can ship.',
        ],
        action: { label: 'Open the order', url: `${publicUrl}/s/order/${order.id}` },
      })
    : null;
  // The admin whose reminder it was, in the record of sent mails.
  if (mail) mail.sentBy = by.actor.id;
  return { order, check: reminded!, told, mail };
}
