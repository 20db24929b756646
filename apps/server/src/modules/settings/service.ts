import {
  normaliseSettingText,
  SETTING_KEYS,
  type Setting,
  type SettingChange,
  type SettingKey,
} from '@platfox/domain';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { accountsReadModel } from '../accounts/index';
import { settingChanges, settings } from './tables';
import type { SettingsStore, StoredSetting } from './store';
const { users } = accountsReadModel;

/** The values of `keys` that have been set (a key never set is absent). */
export async function readSettings<K extends SettingKey>(
  db: Db | DbTx,
  keys: readonly K[],
): Promise<Partial<Record<K, string>>> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, row.value])) as Partial<Record<K, string>>;
}

/** The admin's settings: every key listed, one key written at a time after its rule's check. */
export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly store: SettingsStore,
  ) {}

  private async emails(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  private view(stored: StoredSetting, emails: Map<string, string>): Setting {
    return {
      key: stored.key,
      value: stored.text,
      defaultValue: this.store.defaultText(stored.key),
      updatedAt: stored.updatedAt?.toISOString() ?? null,
      updatedByEmail: stored.updatedBy ? (emails.get(stored.updatedBy) ?? null) : null,
    };
  }

  async list(): Promise<Setting[]> {
    const stored = await Promise.all(
      SETTING_KEYS.map((key) => this.store.readStored(this.db, key)),
    );
    const emails = await this.emails(stored.map((one) => one.updatedBy));
    return stored.map((one) => this.view(one, emails));
  }

  async put(actor: Actor, key: SettingKey, value: string): Promise<Setting> {
    const checked = normaliseSettingText(key, value);
    if (!checked.ok) throw badRequest(checked.message, { value: checked.message });
    const stored = await this.store.set(key, checked.text, actor.id);
    return this.view(stored, await this.emails([stored.updatedBy]));
  }

  async changes(key: SettingKey): Promise<SettingChange[]> {
    const rows = await this.db
      .select()
      .from(settingChanges)
      .where(eq(settingChanges.key, key))
      .orderBy(desc(settingChanges.changedAt))
      .limit(100);
    const emails = await this.emails(rows.map((row) => row.changedBy));
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      before: row.before,
      after: row.after,
      changedByEmail: row.changedBy ? (emails.get(row.changedBy) ?? null) : null,
      changedAt: row.changedAt.toISOString(),
    }));
  }
}
