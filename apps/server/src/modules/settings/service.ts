import { SETTING_KEYS, settingValueSchema, type Setting, type SettingKey } from '@platfox/domain';
import { inArray } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { settings, type SettingRow } from './tables';

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

const view = (key: SettingKey, row: SettingRow | undefined): Setting => ({
  key,
  value: row?.value ?? null,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The admin's settings: every key listed, one key written at a time after its rule's check. */
export class SettingsService {
  constructor(private readonly db: Db) {}

  async list(): Promise<Setting[]> {
    const rows = new Map((await this.db.select().from(settings)).map((row) => [row.key, row]));
    return SETTING_KEYS.map((key) => view(key, rows.get(key)));
  }

  async put(actor: Actor, key: SettingKey, value: string): Promise<Setting> {
    const checked = settingValueSchema(key).safeParse(value);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'Invalid value';
      throw badRequest(message, { value: message });
    }
    const now = new Date();
    const [row] = await this.db
      .insert(settings)
      .values({ key, value: checked.data, updatedBy: actor.id, updatedAt: now })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: checked.data, updatedBy: actor.id, updatedAt: now },
      })
      .returning();
    return view(key, row);
  }
}
