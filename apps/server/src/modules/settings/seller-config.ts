import {
  USER_SETTING_SCHEMAS,
  USER_SETTING_TYPES,
  type SellerConfig,
  type SellerConfigBody,
  type SellerMainSetting,
  type UserSettingType,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { accountsReadModel } from '../accounts/index';
import { sellerConfigChanges, sellerConfigs } from './tables';
const { users } = accountsReadModel;

/*
 * The seller's general settings (spec 03's user setting types MAIN and FORWARD; issue 36): one
 * row per seller and type, a type never saved read as its schema's default. Every save is
 * audited in its own transaction (who, before, after), as the admin's settings are.
 */

type Row = typeof sellerConfigs.$inferSelect;

/** A stored value read through its type's schema: one saved under an older rule reads as default. */
function viewOf(type: UserSettingType, row: Row | undefined): SellerConfig {
  const schema = USER_SETTING_SCHEMAS[type];
  const parsed = schema.safeParse(row?.value ?? {});
  return {
    type,
    value: parsed.success ? parsed.data : schema.parse({}),
    id: row?.id ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  } as SellerConfig;
}

async function rowsOf(db: Db | DbTx, sellerId: string): Promise<Row[]> {
  return db.select().from(sellerConfigs).where(eq(sellerConfigs.sellerId, sellerId));
}

/** Every type of a seller's settings, in the spec's order. */
export async function readSellerConfigs(db: Db | DbTx, sellerId: string): Promise<SellerConfig[]> {
  const rows = await rowsOf(db, sellerId);
  return USER_SETTING_TYPES.map((type) =>
    viewOf(
      type,
      rows.find((row) => row.type === type),
    ),
  );
}

/** The seller's MAIN settings (the order form's defaults, the slip's return address). */
export async function readSellerMainSetting(
  db: Db | DbTx,
  sellerId: string,
): Promise<SellerMainSetting> {
  const [row] = await db
    .select()
    .from(sellerConfigs)
    .where(and(eq(sellerConfigs.sellerId, sellerId), eq(sellerConfigs.type, 'MAIN')));
  return viewOf('MAIN', row).value as SellerMainSetting;
}

export class SellerConfigService {
  constructor(private readonly db: Db) {}

  /** The caller's own settings: a seller never names another seller's id. */
  list(actor: Actor): Promise<SellerConfig[]> {
    return readSellerConfigs(this.db, actor.id);
  }

  /** A seller's settings for an admin allowed to read users (404 for an id that is no seller). */
  async listOf(sellerId: string): Promise<SellerConfig[]> {
    const [seller] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, sellerId), eq(users.type, 'SELLER')));
    if (!seller) throw notFound('Seller not found');
    return readSellerConfigs(this.db, seller.id);
  }

  /** Saves one type's whole value (already checked by the contract) with its audit line. */
  async put(actor: Actor, body: SellerConfigBody): Promise<SellerConfig> {
    const type = body.type;
    const value = USER_SETTING_SCHEMAS[type].parse(body.value);
    const saved = await this.db.transaction(async (tx) => {
      // Two tabs saving at once each audit the value they replaced.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`seller-config:${actor.id}`}))`);
      const [before] = await tx
        .select()
        .from(sellerConfigs)
        .where(and(eq(sellerConfigs.sellerId, actor.id), eq(sellerConfigs.type, type)));
      const now = new Date();
      const [row] = await tx
        .insert(sellerConfigs)
        .values({ sellerId: actor.id, type, value, updatedBy: actor.id, updatedAt: now })
        .onConflictDoUpdate({
          target: [sellerConfigs.sellerId, sellerConfigs.type],
          set: { value, updatedBy: actor.id, updatedAt: now },
        })
        .returning();
      await tx.insert(sellerConfigChanges).values({
        sellerId: actor.id,
        type,
        before: before?.value ?? null,
        after: value,
        changedBy: actor.id,
      });
      return row!;
    });
    return viewOf(type, saved);
  }
}
