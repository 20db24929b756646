import { errorBodySchema } from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';
import { errorResponses } from '../../platform/errors';
import type { Services } from '../../services';
import { AdjustmentService } from './adjustments';
import { CardDepositService } from './card-deposits';
import { CardProvider } from './card-provider';
import { DepositMethodService, type ProviderAvailability } from './deposit-methods';
import { BankingDepositService, providersOf, type DepositDeps } from './deposits';
import { PaypalClient } from './paypal';
import { PaypalDepositService } from './paypal-deposits';
import { ReceiptService } from './receipts';
import { ReviewService } from './reviews';
import { SavedCardService } from './saved-cards';
import { WithdrawService } from './withdraws';

/** The refusals money calls add: 402 a payment refused, 409 a conflict, 502 a provider down. */
export const ledgerErrors = {
  ...errorResponses,
  402: errorBodySchema,
  409: errorBodySchema,
  502: errorBodySchema,
} as const;

export type LedgerServices = {
  db: Db;
  providers: ProviderAvailability;
  banking: BankingDepositService;
  cards: CardDepositService;
  savedCards: SavedCardService;
  paypal: PaypalDepositService;
  withdraws: WithdrawService;
  adjustments: AdjustmentService;
  reviews: ReviewService;
  depositMethods: DepositMethodService;
  receipts: ReceiptService;
};

/** The ledger's services; the providers are real clients when their keys are configured. */
export function createLedgerServices(
  { config, database, live }: Services,
  log: FastifyBaseLogger,
): LedgerServices {
  const deps: DepositDeps = {
    db: database.db,
    live,
    card: config.stripe ? new CardProvider(config.stripe) : null,
    paypal: config.paypal ? new PaypalClient(config.paypal) : null,
    publicUrl: config.publicUrl,
    log,
  };
  const providers = providersOf(deps);
  const cards = new CardDepositService(deps);
  return {
    db: database.db,
    providers,
    banking: new BankingDepositService(deps),
    cards,
    savedCards: new SavedCardService({
      db: database.db,
      card: deps.card,
      publishableKey: config.stripe?.publishableKey,
    }),
    paypal: new PaypalDepositService(deps),
    withdraws: new WithdrawService(database.db, live),
    adjustments: new AdjustmentService(database.db, live),
    reviews: new ReviewService(deps, cards),
    depositMethods: new DepositMethodService(database.db, live, providers),
    receipts: new ReceiptService(database.db),
  };
}
