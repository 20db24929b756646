import type { DemoCast } from './calls';

/**
 * Mail's sample (issue 36): the mail settings with a sender, two export addresses (one resting)
 * and a support address, the SMTP host left empty so the demo's mail stays on the machine (the
 * outbox folder), the admin's notification settings, and one mail of the admin's to every seller,
 * so the list of sent mails opens on rows.
 */
export async function configureMail({ admin }: DemoCast): Promise<void> {
  await admin('PUT', '/apps/config-send-mails', {
    addresses: {
      GENERAL_MAIL: [{ email: 'hello@platfox.demo', isMain: true, isActive: true }],
      RECEIVE_EXPORT_MAILS: [
        { email: 'ops@platfox.demo', isMain: true, isActive: true },
        { email: 'finance@platfox.demo', isMain: false, isActive: false },
      ],
      SUPPORT_MAIL: [{ email: 'support@platfox.demo', isMain: true, isActive: true }],
    },
    smtp: { host: '', port: 587, secure: false, user: '' },
  });
  await admin('PUT', '/apps/setting-account/notification', {
    ADMIN_EMAIL: 'ops@platfox.demo',
    NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: {
      isEnabled: true,
      title: 'Welcome to Platfox',
      description: 'Your account is active: connect a store or place your first order.',
    },
  });
  await admin('POST', '/apps/emails', {
    to: [],
    toUserTypes: ['SELLER'],
    subject: 'Holiday shipping cut-off',
    message:
      'Orders placed after 15 December ship in the new year.\n\nPlace your holiday orders early.',
  });
}
