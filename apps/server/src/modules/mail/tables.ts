import type { MailAddress, SentMailKind, SentMailStatus } from '@platfox/domain';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';

/**
 * The admin's mail configuration (/a/config-send-mails): one row, written whole by the screen's
 * save. The SMTP password is kept sealed (AES-256-GCM, `sealed.ts`); an empty host means the
 * deployment's own mailer (SMTP_URL or the outbox folder).
 */
export const mailConfig = pgTable('mail_config', {
  /** Always 1: the one configuration. */
  id: integer('id').primaryKey().default(1),
  generalMail: jsonb('general_mail').notNull().$type<MailAddress[]>().default([]),
  receiveExportMails: jsonb('receive_export_mails').notNull().$type<MailAddress[]>().default([]),
  supportMail: jsonb('support_mail').notNull().$type<MailAddress[]>().default([]),
  smtpHost: text('smtp_host').notNull().default(''),
  smtpPort: integer('smtp_port').notNull().default(587),
  smtpSecure: boolean('smtp_secure').notNull().default(false),
  smtpUser: text('smtp_user').notNull().default(''),
  smtpPasswordSealed: text('smtp_password_sealed'),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MailConfigRow = typeof mailConfig.$inferSelect;

/**
 * Every mail the system handed to its mailer (/a/emails): written when the delivery ends, SENT
 * when the server took it, FAILED with the error otherwise. The body is kept so an admin sees
 * what the person received.
 */
export const sentMails = pgTable(
  'sent_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    kind: text('kind').notNull().$type<SentMailKind>(),
    status: text('status').notNull().$type<SentMailStatus>(),
    error: text('error'),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The admin whose action sent it (a test send, an admin's own mail); null for the system. */
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** What it was sent for, e.g. the event whose audience it went to (no foreign key: any kind). */
    refId: uuid('ref_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sent_mails_created_idx').on(table.createdAt),
    index('sent_mails_to_idx').on(table.to),
    index('sent_mails_ref_idx').on(table.refId, table.status),
  ],
);
export type SentMailRow = typeof sentMails.$inferSelect;
