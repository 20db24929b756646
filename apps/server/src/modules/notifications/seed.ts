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
      title: 'Welcome to Platfox',
      description: 'Complete your profile so we can ship your orders without delay.',
      details: { model: 'user', ids: [sellerId] },
      actorId: adminId,
      sentAt: minutesAgo(5),
    },
    {
      userId: sellerId,
      type: 'TRANSACTION',
      title: 'Your deposit was approved',
      description: 'Your balance has been credited with $500.00.',
      isRead: true,
      readAt: minutesAgo(60 * 24),
      sentAt: minutesAgo(60 * 26),
    },
    {
      userId: adminId,
      type: 'OTHERS',
      title: 'A new merchant joined',
      description: 'Sam Seller registered and verified their e-mail address.',
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
      title: 'Product import finished',
      description: 'Your spreadsheet was imported: 2 products need your attention.',
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
