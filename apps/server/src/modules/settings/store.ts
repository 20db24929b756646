import {
  SETTING_DEFINITIONS,
  settingValueSchema,
  type SettingKey,
  type SettingValue,
} from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db, DbTx, Listening } from '../../platform/db';
import { settingChanges, settings } from './tables';

/*
 * The typed settings store (issue 36). Every process keeps each key's parsed value in memory, so a
 * read on a hot path (placement, scan) is a Map lookup; a change is written, audited and announced
 * with PostgreSQL's NOTIFY in one transaction, and every process listening on the database drops
 * its copy when that transaction commits. NOTIFY was chosen over Redis because it works the same
 * on the embedded database (PGlite) and on PostgreSQL, and it is sent only by a commit.
 *
 * Two rules keep a copy from going stale: nothing is kept while the listening connection is down
 * (a NOTIFY sent meanwhile would be lost; reads go to the database until it is back, then every
 * copy is dropped), and a read that started before a change does not keep what it read (the
 * generation moved while it ran).
 */

export const SETTINGS_CHANNEL = 'platfox_settings';

/** A key kept in a purpose-built table: the store reads it there instead of `settings`. */
export type SettingSource = {
  read: (db: Db | DbTx) => Promise<string | null>;
  write: (tx: DbTx, text: string, actorId: string | null) => Promise<void>;
};

export type StoredSetting = {
  key: SettingKey;
  text: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
};

/** Announces a change of `key` to every process; delivered when `tx` commits. */
export async function announceSettingChange(tx: DbTx, key: SettingKey): Promise<void> {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${key})`);
}

/** Writes the audit line of a change and announces it (for writers outside the store, too). */
export async function recordSettingChange(
  tx: DbTx,
  change: { key: SettingKey; before: string | null; after: string; actorId: string | null },
): Promise<void> {
  await tx.insert(settingChanges).values({
    key: change.key,
    before: change.before,
    after: change.after,
    changedBy: change.actorId,
  });
  await announceSettingChange(tx, change.key);
}

export class SettingsStore {
  private readonly cache = new Map<SettingKey, unknown>();
  private generation = 0;
  private isListening = false;
  private listening: Listening | undefined;

  constructor(
    private readonly db: Db,
    private readonly sources: Partial<Record<SettingKey, SettingSource>> = {},
    /** Defaults that replace the spec's (a deployment's environment variable). */
    private readonly defaults: Partial<Record<SettingKey, string>> = {},
  ) {}

  /** Starts hearing changes; until then (and while the connection is down) nothing is cached. */
  async listen(database: Pick<Database, 'listen'>): Promise<void> {
    this.listening = await database.listen(SETTINGS_CHANNEL, {
      onNotify: (key) => this.forget(key as SettingKey),
      onState: (isListening) => {
        this.forget();
        this.isListening = isListening;
      },
    });
  }

  async close(): Promise<void> {
    await this.listening?.stop();
  }

  /**
   * The key's typed value: its stored text read by its rule, or its default. A caller inside a
   * transaction passes it: the embedded database has one connection, so a read beside an open
   * transaction would wait for it forever.
   */
  async get<K extends SettingKey>(key: K, db: Db | DbTx = this.db): Promise<SettingValue<K>> {
    if (this.cache.has(key)) return this.cache.get(key) as SettingValue<K>;
    const generation = this.generation;
    const value = this.parse(key, (await this.readStored(db, key)).text);
    if (this.isListening && generation === this.generation) this.cache.set(key, value);
    return value as SettingValue<K>;
  }

  defaultText(key: SettingKey): string {
    return this.defaults[key] ?? SETTING_DEFINITIONS[key].default;
  }

  /** What is stored for `key` (text null when never set), on `db` or inside a transaction. */
  async readStored(db: Db | DbTx, key: SettingKey): Promise<StoredSetting> {
    const source = this.sources[key];
    if (source) return { key, text: await source.read(db), updatedAt: null, updatedBy: null };
    const [row] = await db.select().from(settings).where(eq(settings.key, key));
    return {
      key,
      text: row?.value ?? null,
      updatedAt: row?.updatedAt ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }

  /**
   * Stores `text` (already checked by the key's rule) with its audit line, in one transaction
   * that also announces it; this process forgets its copy at once, the others at the commit.
   */
  async set(key: SettingKey, text: string, actorId: string | null): Promise<StoredSetting> {
    await this.db.transaction(async (tx) => {
      // The row is locked so that two admins saving at once each audit the value they replaced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`setting:${key}`}))`);
      const before = await this.readStored(tx, key);
      const source = this.sources[key];
      if (source) {
        await source.write(tx, text, actorId);
      } else {
        const now = new Date();
        await tx
          .insert(settings)
          .values({ key, value: text, updatedBy: actorId, updatedAt: now })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: text, updatedBy: actorId, updatedAt: now },
          });
      }
      await recordSettingChange(tx, { key, before: before.text, after: text, actorId });
    });
    this.forget(key);
    return this.readStored(this.db, key);
  }

  private parse(key: SettingKey, text: string | null): unknown {
    const schema = settingValueSchema(key);
    if (text !== null) {
      const parsed = schema.safeParse(text);
      if (parsed.success) return parsed.data;
      // A value stored before its rule tightened reads as the default rather than failing a
      // placement; the screen still shows the stored text for the admin to correct.
    }
    return schema.parse(this.defaultText(key));
  }

  /** Drops one key's copy, or all of them (a writer outside the store, after its commit). */
  forget(key?: SettingKey): void {
    this.generation += 1;
    if (key && key in SETTING_DEFINITIONS) this.cache.delete(key);
    else this.cache.clear();
  }
}
