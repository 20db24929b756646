import { DEPOSIT_VERIFY_ATTEMPTS, type CardSetup, type SavedCard } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { CardProviderError, type CardProvider } from './card-provider';
import { depositSettings } from './tables';
const { users } = accountsReadModel;

/*
 * A seller's saved cards (spec 03 section 7.3, payment-methods): the cards live at Stripe under
 * one Customer per seller, made on first need; its id is kept on the seller's deposit settings
 * row. Card deposits then name that customer, so Stripe refuses a card saved by anyone else.
 */

export const CARD_DEPOSITS_OFF = 'Card deposits are not configured';
export const CARD_SETUP_OFF = 'Adding a card is not configured';
export const CARD_PROVIDER_DOWN = 'The card provider could not be reached; please try again';

type Deps = { db: Db; card: CardProvider | null; publishableKey: string | undefined };

/** The provider failing is a 502 with a plain message, never its internals. */
function providerFailure(error: unknown): never {
  if (error instanceof CardProviderError) throw new HttpError(502, CARD_PROVIDER_DOWN);
  throw error;
}

/** The seller's customer id, or null before they ever needed one. */
export async function cardCustomerOf(db: Db, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: depositSettings.cardCustomerId })
    .from(depositSettings)
    .where(eq(depositSettings.userId, sellerId));
  return row?.id ?? null;
}

export class SavedCardService {
  constructor(private readonly deps: Deps) {}

  private get card(): CardProvider {
    if (!this.deps.card) throw new HttpError(400, CARD_DEPOSITS_OFF);
    return this.deps.card;
  }

  /** GET seller/payment-methods: empty until the seller has a customer. */
  async list(seller: Actor): Promise<SavedCard[]> {
    const card = this.card;
    const customerId = await cardCustomerOf(this.deps.db, seller.id);
    if (!customerId) return [];
    return card.listCards(customerId).catch(providerFailure);
  }

  /** POST seller/payment-methods/setup-intent: a SetupIntent for the seller's customer. */
  async setupIntent(seller: Actor, key: string): Promise<CardSetup> {
    const card = this.card;
    const publishableKey = this.deps.publishableKey;
    if (!publishableKey) throw new HttpError(400, CARD_SETUP_OFF);
    const customerId = await this.ensureCustomer(seller);
    const clientSecret = await card
      .createSetupIntent(customerId, `setup-${seller.id}-${key}`)
      .catch(providerFailure);
    return { clientSecret, publishableKey };
  }

  /**
   * The seller's customer, made once: the settings row is locked while the customer is created,
   * so a second call waits and finds the first one's id. The idempotency key makes a retry after
   * a lost answer get the same customer back from Stripe too.
   */
  async ensureCustomer(seller: Actor): Promise<string> {
    const card = this.card;
    const known = await cardCustomerOf(this.deps.db, seller.id);
    if (known) return known;
    return this.deps.db.transaction(async (tx) => {
      await tx
        .insert(depositSettings)
        .values({ userId: seller.id, verifyRemainingAttemptNumber: DEPOSIT_VERIFY_ATTEMPTS })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: depositSettings.cardCustomerId, email: users.email })
        .from(depositSettings)
        .innerJoin(users, eq(users.id, depositSettings.userId))
        .where(eq(depositSettings.userId, seller.id))
        .for('update', { of: depositSettings });
      if (!row) throw new HttpError(404, 'Seller not found');
      if (row.id) return row.id;
      const customerId = await card
        .createCustomer({
          email: row.email,
          userId: seller.id,
          idempotencyKey: `customer-${seller.id}`,
        })
        .catch(providerFailure);
      await tx
        .update(depositSettings)
        .set({ cardCustomerId: customerId, updatedAt: new Date() })
        .where(eq(depositSettings.userId, seller.id));
      return customerId;
    });
  }
}
