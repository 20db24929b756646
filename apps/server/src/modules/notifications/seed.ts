import {
  FIXED_NOTICE_DESCRIPTIONS,
  FIXED_NOTICE_TITLES,
  NOTICE_DESCRIPTIONS,
} from '@platfox/domain';
import type { DbTx } from '../../platform/db';
import { notifications } from './tables';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * Demo notifications, so a fresh start shows the bell and the panel at work: for the seller a
 * welcome linking to their profile, a read one, and a group with two items; for the admin a new
 * seller to look at.
 */
export async function seedNotifications(
  tx: DbTx,
  { sellerId, adminId }: { sellerId: string; adminId: string },
): Promise<void> {
  await tx.insert(notifications).values([
    {
      userId: sellerId,
      type: 'OTHERS',
      title: FIXED_NOTICE_TITLES.welcome,
      description: FIXED_NOTICE_DESCRIPTIONS.welcome ?? '',
      details: { model: 'user', ids: [sellerId] },
      actorId: adminId,
      sentAt: minutesAgo(5),
    },
    {
      userId: sellerId,
      type: 'TRANSACTION',
      title: FIXED_NOTICE_TITLES.depositApproved,
      description: NOTICE_DESCRIPTIONS.balanceCredited(50_000),
      isRead: true,
      readAt: minutesAgo(60 * 24),
      sentAt: minutesAgo(60 * 26),
    },
    {
      userId: adminId,
      type: 'OTHERS',
      title: FIXED_NOTICE_TITLES.merchantJoined,
      description: NOTICE_DESCRIPTIONS.merchantJoined('Sam Seller'),
      details: { model: 'user', ids: [sellerId] },
      sentAt: minutesAgo(30),
    },
  ]);
  const groupId = crypto.randomUUID();
  const [parent] = await tx
    .insert(notifications)
    .values({
      userId: sellerId,
      type: 'PRODUCT',
      title: FIXED_NOTICE_TITLES.productImportFinished,
      description: NOTICE_DESCRIPTIONS.importNeedsAttention(2),
      groupId,
      sentAt: minutesAgo(2),
    })
    .returning({ id: notifications.id });
  await tx.insert(notifications).values(
    ['The design of "Sunset tee" is below 150 dpi', 'The "Logo mug" has no price for size XL'].map(
      (title, index) => ({
        userId: sellerId,
        type: 'PRODUCT' as const,
        title,
        description: 'Open the product to fix it before ordering.',
        groupId,
        parentId: parent!.id,
        sentAt: minutesAgo(3 + index),
      }),
    ),
  );
}
