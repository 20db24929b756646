import { z } from 'zod';
import { SENT_MAIL_KINDS, SENT_MAIL_STATUSES } from '../../schemas/mail';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/**
 * The mails the system sent (/a/emails, issue 36), for admins with MAIL_SENT_ACCESS: to whom,
 * what, why (kind), whether the SMTP server took it, and the error when it did not. Read only.
 */
export const sentMailList = listModel({
  name: 'sent-mail',
  access: access.admin('MAIL_SENT_ACCESS'),
  fields: {
    to: { type: 'text', isSortable: true },
    subject: { type: 'text', isSortable: true },
    kind: { type: 'array', isSortable: true, choices: listChoices(SENT_MAIL_KINDS) },
    status: { type: 'array', isSortable: true, choices: listChoices(SENT_MAIL_STATUSES) },
    error: { type: 'text', isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    to: z.string(),
    subject: z.string(),
    kind: z.enum(SENT_MAIL_KINDS),
    status: z.enum(SENT_MAIL_STATUSES),
    error: z.string().nullable(),
    createdAt: listDate,
  }),
});
