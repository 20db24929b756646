import { serialiseDate, sentMailList } from '@platfox/domain';
import { mailReadModel } from '../../mail/index';
import { selectionOf } from '../model-parts';
import { serveListModel } from '../registry';

const { sentMails } = mailReadModel;

const columns = {
  to: sentMails.to,
  subject: sentMails.subject,
  kind: sentMails.kind,
  status: sentMails.status,
  error: sentMails.error,
  createdAt: sentMails.createdAt,
};

/**
 * The mails the system sent (/a/emails) for admins with MAIL_SENT_ACCESS: every row (mail is the
 * system's, no account owns it). Read only: a record of what went out is not edited or deleted.
 */
export const sentMailListModel = serveListModel(sentMailList, {
  source: (db, selection) => db.select(selection).from(sentMails).$dynamic(),
  id: sentMails.id,
  columns,
  select: { id: sentMails.id, ...selectionOf(columns) },
  scope: () => undefined,
  toRow: (row) => ({ ...row, createdAt: serialiseDate(row.createdAt), updatable: false }),
});
