import { z } from 'zod';
import { MAIL_CONFIG_KEYS } from '../settings';
import { dataAnswer } from './accounts';
import { emailSchema } from './fields';
import { activatedAccountNotificationSchema } from './setting-values';

/*
 * The admin's mail configuration (/a/config-send-mails, issue 36; spec 03 section 3.5's mail
 * configs GENERAL_MAIL, RECEIVE_EXPORT_MAILS, SUPPORT_MAIL) and the record of the mails the
 * system sent (/a/emails, MAIL_SENT).
 */

export const MAIL_MESSAGES = {
  oneMain: 'One main active email required',
  duplicate: 'This address is listed twice',
  required: 'Enter an e-mail address',
} as const;

const address = emailSchema.min(1, MAIL_MESSAGES.required);

export const mailAddressSchema = z.strictObject({
  email: address,
  /** The address the key's mails come from (GENERAL_MAIL, SUPPORT_MAIL) or go to first. */
  isMain: z.boolean(),
  /** An inactive address is kept but neither sends nor receives. */
  isActive: z.boolean(),
});
export type MailAddress = z.infer<typeof mailAddressSchema>;

const addressList = z.array(mailAddressSchema).max(20, 'At most 20 addresses');

/**
 * Each key's addresses: empty (the key is not used: mails come from the deployment's MAIL_FROM),
 * or with exactly one main address, and that one active (spec 03 section 5: "One main active
 * email required").
 */
export const mailAddressesSchema = z
  .strictObject({
    GENERAL_MAIL: addressList,
    RECEIVE_EXPORT_MAILS: addressList,
    SUPPORT_MAIL: addressList,
  })
  .superRefine((value, context) => {
    for (const key of MAIL_CONFIG_KEYS) {
      const list = value[key];
      if (list.length === 0) continue;
      const mainActive = list.filter((one) => one.isMain && one.isActive).length;
      const main = list.filter((one) => one.isMain).length;
      if (mainActive !== 1 || main !== 1) {
        context.addIssue({ code: 'custom', path: [key], message: MAIL_MESSAGES.oneMain });
      }
      const seen = new Set<string>();
      list.forEach((one, index) => {
        const lower = one.email.toLowerCase();
        if (seen.has(lower)) {
          context.addIssue({
            code: 'custom',
            path: [key, index, 'email'],
            message: MAIL_MESSAGES.duplicate,
          });
        }
        seen.add(lower);
      });
    }
  });
export type MailAddresses = z.infer<typeof mailAddressesSchema>;

/** The SMTP server the system's mails go through; an empty host keeps the deployment's own. */
export const smtpSettingsSchema = z.strictObject({
  host: z
    .string()
    .trim()
    .max(255)
    .regex(/^[A-Za-z0-9.:[\]-]*$/, 'Enter a host name or an IP address'),
  port: z
    .number({ message: 'Enter a port' })
    .int('Enter a port')
    .min(1, 'The port is from 1 to 65535')
    .max(65535, 'The port is from 1 to 65535'),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: z.boolean(),
  user: z.string().trim().max(255),
  /** Write-only: absent keeps the stored password, '' removes it. */
  password: z.string().max(255).optional(),
});
export type SmtpSettingsBody = z.infer<typeof smtpSettingsSchema>;

export const mailConfigBodySchema = z.strictObject({
  addresses: mailAddressesSchema,
  smtp: smtpSettingsSchema,
});
export type MailConfigBody = z.infer<typeof mailConfigBodySchema>;

export const mailConfigSchema = z.object({
  addresses: z.object({
    GENERAL_MAIL: z.array(mailAddressSchema),
    RECEIVE_EXPORT_MAILS: z.array(mailAddressSchema),
    SUPPORT_MAIL: z.array(mailAddressSchema),
  }),
  smtp: z.object({
    host: z.string(),
    port: z.number().int(),
    secure: z.boolean(),
    user: z.string(),
    /** Whether a password is stored; the password itself is never answered. */
    hasPassword: z.boolean(),
  }),
  /** The sender the system's mails show now: GENERAL_MAIL's main address or MAIL_FROM. */
  sender: z.string(),
  updatedAt: z.string().nullable(),
  updatedByEmail: z.string().nullable(),
});
export type MailConfig = z.infer<typeof mailConfigSchema>;
export const mailConfigAnswer = dataAnswer(mailConfigSchema);

/** A test send through the SMTP settings on the form (saved or not) to one address. */
export const testMailBodySchema = z.strictObject({
  to: address,
  smtp: smtpSettingsSchema,
});
export type TestMailBody = z.infer<typeof testMailBodySchema>;
export const testMailAnswer = dataAnswer(
  z.object({ to: z.string(), response: z.string(), sentMailId: z.string() }),
);

// ---- The record of sent mails ----

export const SENT_MAIL_STATUSES = ['SENT', 'FAILED'] as const;
export type SentMailStatus = (typeof SENT_MAIL_STATUSES)[number];

/** What a mail was for; every mail the system sends names one. */
export const SENT_MAIL_KINDS = [
  'ACCOUNT',
  'OWNER_VERIFICATION',
  'EXPORT_READY',
  'STAFF',
  'ADMIN_MESSAGE',
  'EVENT',
  'TEST',
  'OTHER',
] as const;
export type SentMailKind = (typeof SENT_MAIL_KINDS)[number];

export const sentMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(SENT_MAIL_KINDS),
  status: z.enum(SENT_MAIL_STATUSES),
  error: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  sentByEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type SentMailRecord = z.infer<typeof sentMailSchema>;
export const sentMailAnswer = dataAnswer(sentMailSchema);

/** An admin's own mail to accounts: to addresses and to every account of some types. */
export const composeMailBodySchema = z
  .strictObject({
    to: z.array(address).max(100, 'At most 100 addresses'),
    toUserTypes: z.array(z.enum(['SELLER', 'PRINTER'])).max(2),
    subject: z.string().trim().min(1, 'Enter a subject').max(200, 'At most 200 characters'),
    message: z.string().trim().min(1, 'Enter the message').max(10_000, 'At most 10000 characters'),
  })
  .refine((value) => value.to.length > 0 || value.toUserTypes.length > 0, {
    path: ['to'],
    message: 'Choose at least one recipient',
  });
export type ComposeMailBody = z.infer<typeof composeMailBodySchema>;
export const composeMailAnswer = dataAnswer(z.object({ recipients: z.number().int() }));

// ---- The admin's notification settings (two keys of the settings store) ----

export const notificationSettingsBodySchema = z.strictObject({
  /** Where notices for the admins go; '' for none. */
  ADMIN_EMAIL: emailSchema,
  NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: activatedAccountNotificationSchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsBodySchema>;
export const notificationSettingsAnswer = dataAnswer(
  z.object({
    ADMIN_EMAIL: z.string(),
    NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: activatedAccountNotificationSchema,
  }),
);
