import {
  SIGNATURE_MESSAGES,
  type PackingSlipSettingsBody,
  type PackingSlipSettingsView,
} from '@platfox/domain';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import {
  recordSettingChange,
  type SettingSource,
  type SettingsStore,
  settingsReadModel,
} from '../settings/index';
import type { PackingSlipSettings } from './service';
const { users } = accountsReadModel;
const { orderSettings } = settingsReadModel;

/*
 * The admin's packing-slip settings (/a/packing-slip-signature-size): the page size and the
 * designated creators, kept under their existing order_settings keys, which the slip reads
 * (packingSlipSettings) on every download.
 */

/** Setting keys read from the admin's key-value settings (order_settings). */
export const PACKING_SLIP_SIZE_KEY = 'PACKING_SLIP_SIZE';
export const PACKING_SLIP_DESIGNATED_CREATORS_KEY = 'PACKING_SLIP_DESIGNATED_CREATOR_IDS';

/**
 * PACKING_SLIP_SIZE ("width|height|dpi", read through the settings store, so a change reaches
 * every process at once) and the designated creators' ids, from the admin's key-value settings;
 * the defaults (1200 x 1800, no designated creator) when unset.
 */
export function packingSlipSettings(db: Db, store: SettingsStore): PackingSlipSettings {
  return async () => {
    const [size, [creators]] = await Promise.all([
      store.get('PACKING_SLIP_SIZE'),
      db
        .select({ value: orderSettings.value })
        .from(orderSettings)
        .where(eq(orderSettings.key, PACKING_SLIP_DESIGNATED_CREATORS_KEY)),
    ]);
    const ids = creators?.value;
    return {
      pageSize: size === '' ? null : size,
      designatedCreatorIds: Array.isArray(ids)
        ? ids.filter((id): id is string => typeof id === 'string')
        : [],
    };
  };
}

/**
 * PACKING_SLIP_SIZE as the settings store reads and writes it: kept in order_settings, where the
 * slip screen and the slip itself have always found it ('' removes it: the default page).
 */
export const slipSizeSource: SettingSource = {
  read: async (db) => {
    const [row] = await db
      .select({ value: orderSettings.value })
      .from(orderSettings)
      .where(eq(orderSettings.key, PACKING_SLIP_SIZE_KEY));
    return typeof row?.value === 'string' ? row.value : null;
  },
  write: (tx, text, actorId) => writeSlipSize(tx, text === '' ? null : text, actorId),
};

async function writeSlipSize(tx: DbTx, size: string | null, actorId: string | null) {
  if (size === null) {
    await tx.delete(orderSettings).where(eq(orderSettings.key, PACKING_SLIP_SIZE_KEY));
    return;
  }
  await tx
    .insert(orderSettings)
    .values({ key: PACKING_SLIP_SIZE_KEY, value: size, updatedBy: actorId })
    .onConflictDoUpdate({
      target: orderSettings.key,
      set: { value: size, updatedBy: actorId, updatedAt: new Date() },
    });
}

/** What the designated-creator choices show of a seller. */
const creatorColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

async function creatorsOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(creatorColumns)
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.type, 'SELLER')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // In the order the admin chose them; an account gone since is left out.
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [{ id, email: row.email, fullName: `${row.firstName} ${row.lastName}`.trim() }]
      : [];
  });
}

export async function readSlipSettings(
  db: Db,
  store: SettingsStore,
): Promise<PackingSlipSettingsView> {
  const read = await packingSlipSettings(db, store)();
  const designatedCreatorIds = [...(read.designatedCreatorIds ?? [])];
  return {
    size: read.pageSize ?? null,
    designatedCreatorIds,
    designatedCreators: await creatorsOf(db, designatedCreatorIds),
  };
}

/** Both settings in one transaction; a null size removes the setting (the default page). */
export async function writeSlipSettings(
  db: Db,
  store: SettingsStore,
  body: PackingSlipSettingsBody,
  actorId: string,
): Promise<PackingSlipSettingsView> {
  const creators = await creatorsOf(db, body.designatedCreatorIds);
  if (creators.length !== body.designatedCreatorIds.length) {
    throw badRequest(SIGNATURE_MESSAGES.creatorNotFound, {
      designatedCreatorIds: SIGNATURE_MESSAGES.creatorNotFound,
    });
  }
  await db.transaction(async (tx) => {
    const put = (key: string, value: unknown) =>
      tx
        .insert(orderSettings)
        .values({ key, value, updatedBy: actorId })
        .onConflictDoUpdate({
          target: orderSettings.key,
          set: { value, updatedBy: actorId, updatedAt: new Date() },
        });
    const before = await slipSizeSource.read(tx);
    if (before !== body.size) {
      // The size is a setting of the store too: audited, and every process told at the commit.
      await writeSlipSize(tx, body.size, actorId);
      await recordSettingChange(tx, {
        key: 'PACKING_SLIP_SIZE',
        before,
        after: body.size ?? '',
        actorId,
      });
    }
    await put(PACKING_SLIP_DESIGNATED_CREATORS_KEY, body.designatedCreatorIds);
  });
  // The other processes drop their copy at the commit's NOTIFY; this one at once, before answering.
  store.forget('PACKING_SLIP_SIZE');
  return {
    size: body.size,
    designatedCreatorIds: body.designatedCreatorIds,
    designatedCreators: creators,
  };
}

const CREATOR_CHOICES = 20;

/** Sellers whose e-mail or name contains the text, for the designated-creator picker. */
export async function searchCreators(db: Db, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await db
    .select(creatorColumns)
    .from(users)
    .where(
      and(
        eq(users.type, 'SELLER'),
        or(
          ilike(users.email, pattern),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ),
      ),
    )
    .orderBy(asc(users.email))
    .limit(CREATOR_CHOICES);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
  }));
}
