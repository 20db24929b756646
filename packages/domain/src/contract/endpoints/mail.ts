import { idParamsSchema } from '../../schemas/accounts';
import {
  composeMailAnswer,
  composeMailBodySchema,
  mailConfigAnswer,
  mailConfigBodySchema,
  notificationSettingsAnswer,
  notificationSettingsBodySchema,
  sentMailAnswer,
  testMailAnswer,
  testMailBodySchema,
} from '../../schemas/mail';
import { access } from '../access';
import { endpoint } from '../endpoint';

const tags = ['mail'];

/**
 * Mail (issue 36): the admin's mail configuration (/a/config-send-mails, MAIL_CONFIG), the record
 * of sent mails and an admin's own mail (/a/emails, MAIL_SENT; the list is the data-list model
 * 'sent-mail'), and the admin's notification settings (/a/setting-account/notification,
 * NOTIFICATION_SETTING). The spec names no paths for them; they sit beside `apps/client-config`.
 */
export const mailEndpoints = {
  getMailConfig: endpoint({
    method: 'GET',
    path: '/apps/config-send-mails',
    tags,
    summary: 'The mail addresses (general, export receivers, support) and the SMTP server',
    access: access.admin('MAIL_CONFIG_ACCESS'),
    answer: mailConfigAnswer,
  }),
  putMailConfig: endpoint({
    method: 'PUT',
    path: '/apps/config-send-mails',
    tags,
    summary: 'Set the mail addresses (one main active address a key) and the SMTP server',
    access: access.admin('MAIL_CONFIG_DETAIL_UPDATE'),
    body: mailConfigBodySchema,
    answer: mailConfigAnswer,
  }),
  postMailConfigTest: endpoint({
    method: 'POST',
    path: '/apps/config-send-mails/test',
    tags,
    summary: "Send a test mail through the form's SMTP settings; a refusal answers 400 with why",
    access: access.admin('MAIL_CONFIG_DETAIL_UPDATE'),
    body: testMailBodySchema,
    answer: testMailAnswer,
  }),
  getSentMail: endpoint({
    method: 'GET',
    path: '/apps/emails/:id',
    tags,
    summary: 'One mail the system sent, with its text and HTML',
    access: access.admin('MAIL_SENT_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: sentMailAnswer,
  }),
  postSentMail: endpoint({
    method: 'POST',
    path: '/apps/emails',
    tags,
    summary: "An admin's own mail to addresses and to every seller or printer, one mail each",
    access: access.admin('MAIL_SENT_DETAIL_CREATE'),
    body: composeMailBodySchema,
    answer: composeMailAnswer,
  }),
  getNotificationSettings: endpoint({
    method: 'GET',
    path: '/apps/setting-account/notification',
    tags,
    summary: "The admin's address for notices and the new activated account's notification",
    access: access.admin('NOTIFICATION_SETTING_ACCESS'),
    answer: notificationSettingsAnswer,
  }),
  putNotificationSettings: endpoint({
    method: 'PUT',
    path: '/apps/setting-account/notification',
    tags,
    summary: "Set ADMIN_EMAIL and NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT (the settings' store)",
    access: access.admin('NOTIFICATION_SETTING_DETAIL_UPDATE'),
    body: notificationSettingsBodySchema,
    answer: notificationSettingsAnswer,
  }),
};
