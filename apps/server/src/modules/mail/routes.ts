import { mailEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
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
  serve(app, endpoints.putMailConfig, async (request) =>
    ok(await service.save(actorOf(request), request.body)),
  );
  serve(app, endpoints.postMailConfigTest, async (request) =>
    ok(await service.test(actorOf(request), request.body)),
  );
  serve(app, endpoints.getSentMail, async (request) =>
    ok(await service.sentMail(request.params.id)),
  );
  serve(app, endpoints.postSentMail, async (request) =>
    ok(await service.compose(actorOf(request), request.body)),
  );
  serve(app, endpoints.getNotificationSettings, async () => ok(await notifications.read()));
  serve(app, endpoints.putNotificationSettings, async (request) =>
    ok(await notifications.save(actorOf(request).id, request.body)),
  );
}
