import { mailEndpoints as endpoints } from '@platfox/domain';

import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { NotificationSettingsService } from './notification-settings';
import { PasswordBox } from './sealed';
import { MailService } from './service';

/** Mail (contract/endpoints/mail.ts): configuration, test send, sent mails, notifications. */
export function mailRoutes(app: App, services: Services): void {
  const { database, config, mailer, systemMailer, settings } = services;
  const service = new MailService(
    database.db,
    new PasswordBox(config.storeCredentialsKey),
    systemMailer,
    mailer,
    config.mailFrom,
  );
  const notifications = new NotificationSettingsService(settings);
  serve(app, endpoints.getMailConfig, async () => ok(await service.read()));
  serveAs(app, endpoints.putMailConfig, (actor, request) => service.save(actor, request.body));
  serveAs(app, endpoints.postMailConfigTest, (actor, request) => service.test(actor, request.body));
  serveAnswer(app, endpoints.getSentMail, (request) => service.sentMail(request.params.id));
  serveAs(app, endpoints.postSentMail, (actor, request) => service.compose(actor, request.body));
  serve(app, endpoints.getNotificationSettings, async () => ok(await notifications.read()));
  serveAs(app, endpoints.putNotificationSettings, (actor, request) =>
    notifications.save(actor.id, request.body),
  );
}
