import type { NotificationSettings } from '@platfox/domain';
import type { SettingsStore } from '../settings/index';

/**
 * The admin's notification settings (/a/setting-account/notification): two keys of the settings
 * store, read and written through it so every process sees the change at its commit and the
 * change is audited like any setting's.
 */
export class NotificationSettingsService {
  constructor(private readonly store: SettingsStore) {}

  async read(): Promise<NotificationSettings> {
    return {
      ADMIN_EMAIL: await this.store.get('ADMIN_EMAIL'),
      NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: await this.store.get(
        'NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT',
      ),
    };
  }

  async save(actorId: string, body: NotificationSettings): Promise<NotificationSettings> {
    // Only what changed is written, so the audit names the key that moved.
    const now = await this.read();
    if (now.ADMIN_EMAIL !== body.ADMIN_EMAIL) {
      await this.store.set('ADMIN_EMAIL', body.ADMIN_EMAIL, actorId);
    }
    const notice = JSON.stringify(body.NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT);
    if (JSON.stringify(now.NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT) !== notice) {
      await this.store.set('NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT', notice, actorId);
    }
    return this.read();
  }
}
