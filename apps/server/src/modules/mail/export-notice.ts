import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/actor';
import type { Db } from '../../platform/db';
import { composeMail, type Mailer } from '../../platform/mail';
import { accountsReadModel } from '../accounts/index';
import { exportMailRecipients } from './recipients';
const { users } = accountsReadModel;

export type FinishedExport = { model: string; fileName: string; rows: number };

/**
 * The export-ready mail (issue 36): when an admin's export is written, RECEIVE_EXPORT_MAILS's
 * active addresses are told which list, how many rows and who asked. A seller's or printer's
 * export is theirs alone and tells nobody else. The file stays the asker's to download, so the
 * mail says where, not a link anyone could open.
 */
export function exportReadyNotice(db: Db, mailer: Mailer, publicUrl: string) {
  return async (actor: Actor, done: FinishedExport): Promise<void> => {
    if (actor.type !== 'ADMIN' && actor.type !== 'ROOT') return;
    const recipients = await exportMailRecipients(db);
    if (recipients.length === 0) return;
    const [asker] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, actor.id));
    for (const to of recipients) {
      await mailer.send(
        composeMail({
          to,
          name: to,
          kind: 'EXPORT_READY',
          subject: `Export ready: ${done.model}`,
          paragraphs: [
            `The export of the list "${done.model}" that ${asker?.email ?? 'an admin'} asked for is ready: ${done.fileName}, ${done.rows} rows.`,
            'Whoever asked for it downloads it from the exports of their account.',
          ],
          action: { label: `Open ${publicUrl.replace(/^https?:\/\//, '')}`, url: publicUrl },
          note: 'You receive this because your address is an export mail of the mail settings.',
        }),
      );
    }
  };
}
