import {
  DEPOSIT_VERIFY_ATTEMPTS,
  MAX_DEPOSIT_CENTS,
  isDepositMethodEnabled,
  type DepositConfig,
  type DepositInfo,
  type DepositMethod,
  type UserDepositSettingsBody,
} from '@platfox/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { NOT_A_SELLER } from './balance';
import { depositMethodConfig, depositSettings, transactions } from './tables';
const { users } = accountsReadModel;

/*
 * Which deposit methods a seller may use (spec 02 section 4.12): the config for all sellers, the
 * seller's own overrides, a ban from depositing, the card-code attempts left, whether a card
 * deposit is held, and whether the provider is configured at all.
 */

export type ProviderAvailability = Record<DepositMethod, boolean>;

const DEFAULT_CONFIG: DepositConfig = {
  allowDepositBanking: true,
  allowDepositCreditCard: true,
  allowDepositPaypal: true,
};

type UserSettings = {
  overrides: Record<keyof DepositConfig, boolean | null>;
  allowDepositPermission: boolean;
  verifyRemainingAttemptNumber: number;
};

export async function readConfigForAll(db: Db | DbTx): Promise<DepositConfig> {
  const [row] = await db.select().from(depositMethodConfig).where(eq(depositMethodConfig.id, 1));
  return row
    ? {
        allowDepositBanking: row.allowDepositBanking,
        allowDepositCreditCard: row.allowDepositCreditCard,
        allowDepositPaypal: row.allowDepositPaypal,
      }
    : DEFAULT_CONFIG;
}

export async function readUserSettings(db: Db | DbTx, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(depositSettings).where(eq(depositSettings.userId, userId));
  return {
    overrides: {
      allowDepositBanking: row?.allowDepositBanking ?? null,
      allowDepositCreditCard: row?.allowDepositCreditCard ?? null,
      allowDepositPaypal: row?.allowDepositPaypal ?? null,
    },
    allowDepositPermission: row?.allowDepositPermission ?? true,
    verifyRemainingAttemptNumber: row?.verifyRemainingAttemptNumber ?? DEPOSIT_VERIFY_ATTEMPTS,
  };
}

/** The seller's config: their own flag where set, else the config for all. */
function effectiveConfig(forAll: DepositConfig, settings: UserSettings): DepositConfig {
  return {
    allowDepositBanking: settings.overrides.allowDepositBanking ?? forAll.allowDepositBanking,
    allowDepositCreditCard:
      settings.overrides.allowDepositCreditCard ?? forAll.allowDepositCreditCard,
    allowDepositPaypal: settings.overrides.allowDepositPaypal ?? forAll.allowDepositPaypal,
  };
}

/**
 * The seller's card deposit in flight, if any: HOLDING (waiting for the code) or PENDING (being
 * authorised by the provider right now). A seller has one at a time.
 */
async function cardDepositInFlight(db: Db | DbTx, userId: string) {
  const [row] = await db
    .select({ id: transactions.id, amount: transactions.amount, status: transactions.status })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.type, 'DEPOSIT'),
        eq(transactions.paymentMethod, 'CREDIT_CARD'),
        inArray(transactions.status, ['PENDING', 'HOLDING']),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** GET seller/deposit-info: what the deposit screen offers this seller now. */
export async function depositInfo(
  db: Db | DbTx,
  seller: Actor,
  providers: ProviderAvailability,
): Promise<DepositInfo> {
  const [forAll, settings, holding] = await Promise.all([
    readConfigForAll(db),
    readUserSettings(db, seller.id),
    cardDepositInFlight(db, seller.id),
  ]);
  const config = effectiveConfig(forAll, settings);
  // Sellers hold no permission strings (spec 03 section 3.1): a seller's "transaction
  // permission" is being an active seller, which the route guard has checked already.
  const context = {
    hasDepositPermission: settings.allowDepositPermission,
    hasTransactionPermission: seller.type === 'SELLER',
    hadHoldingDeposit: holding !== null,
    verifyRemainingAttemptNumber: settings.verifyRemainingAttemptNumber,
    config,
  };
  const held = holding?.status === 'HOLDING' ? { id: holding.id, amount: holding.amount } : null;
  const isOn = (method: DepositMethod) =>
    providers[method] && isDepositMethodEnabled(method, context);
  return {
    allowDepositPermission: settings.allowDepositPermission,
    hadHoldingDeposit: holding !== null,
    holdingTransaction: held,
    verifyRemainingAttemptNumber: settings.verifyRemainingAttemptNumber,
    config,
    methods: { BANKING: isOn('BANKING'), CREDIT_CARD: isOn('CREDIT_CARD'), PAYPAL: isOn('PAYPAL') },
    maxDepositAmount: MAX_DEPOSIT_CENTS,
  };
}

/** Sets the card-code attempts left (0 bans card deposits), creating the row when needed. */
export async function setVerifyAttempts(tx: DbTx, userId: string, attempts: number): Promise<void> {
  await tx
    .insert(depositSettings)
    .values({ userId, verifyRemainingAttemptNumber: attempts })
    .onConflictDoUpdate({
      target: depositSettings.userId,
      set: { verifyRemainingAttemptNumber: attempts, updatedAt: new Date() },
    });
}

/** The deposit-methods admin screen (/a/deposit-methods): for all sellers and per seller. */
export class DepositMethodService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    readonly providers: ProviderAvailability,
  ) {}

  async configForAll() {
    return { config: await readConfigForAll(this.db), providers: this.providers };
  }

  async setConfigForAll(admin: Actor, config: DepositConfig) {
    await this.db
      .insert(depositMethodConfig)
      .values({ id: 1, ...config, updatedBy: admin.id })
      .onConflictDoUpdate({
        target: depositMethodConfig.id,
        set: { ...config, updatedBy: admin.id, updatedAt: new Date() },
      });
    // Spec 03 section 7.7: sellers reload their deposit methods on payment_method. There is no
    // room of all sellers, so each one is told in their own room.
    const sellers = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'SELLER'), ne(users.status, 'DELETED')));
    for (const seller of sellers) this.live.emitToUser('SELLER', seller.id, 'payment_method', {});
    return this.configForAll();
  }

  async settingsOf(userId: string) {
    await this.assertSeller(userId);
    const [forAll, settings] = await Promise.all([
      readConfigForAll(this.db),
      readUserSettings(this.db, userId),
    ]);
    return { userId, ...settings, config: effectiveConfig(forAll, settings) };
  }

  async setSettingsOf(userId: string, body: UserDepositSettingsBody) {
    await this.assertSeller(userId);
    const current = await readUserSettings(this.db, userId);
    const pick = (key: keyof DepositConfig) =>
      body[key] === undefined ? current.overrides[key] : body[key];
    const values = {
      allowDepositBanking: pick('allowDepositBanking'),
      allowDepositCreditCard: pick('allowDepositCreditCard'),
      allowDepositPaypal: pick('allowDepositPaypal'),
      allowDepositPermission: body.allowDepositPermission ?? current.allowDepositPermission,
      verifyRemainingAttemptNumber:
        body.verifyRemainingAttemptNumber ?? current.verifyRemainingAttemptNumber,
    };
    await this.db
      .insert(depositSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: depositSettings.userId,
        set: { ...values, updatedAt: new Date() },
      });
    this.live.emitToUser('SELLER', userId, 'payment_method', {});
    return this.settingsOf(userId);
  }

  private async assertSeller(userId: string) {
    const [row] = await this.db
      .select({ type: users.type })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.type !== 'SELLER') throw badRequest(NOT_A_SELLER, { userId: NOT_A_SELLER });
  }
}
