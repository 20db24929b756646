import type { Db, DbTx } from '../../platform/db';
import { mailConfig } from './tables';

/** Where export-ready mails go: RECEIVE_EXPORT_MAILS's active addresses, the main one first. */
export async function exportMailRecipients(db: Db | DbTx): Promise<string[]> {
  const [row] = await db.select({ list: mailConfig.receiveExportMails }).from(mailConfig).limit(1);
  const active = (row?.list ?? []).filter((one) => one.isActive);
  return [...active.filter((one) => one.isMain), ...active.filter((one) => !one.isMain)].map(
    (one) => one.email,
  );
}
