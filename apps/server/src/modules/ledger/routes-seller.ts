import { ledgerEndpoints as endpoints } from '@platfox/domain';
import { serve, serveAs } from '../../platform/serve';
import { actorOf } from '../../platform/access';
import type { App } from '../../platform/types';
import { depositInfo } from './deposit-methods';
import { type LedgerServices } from './services';

/** The seller's money calls (spec 03 section 7.3): balance, deposits, verification, withdraws. */
export function sellerLedgerRoutes(app: App, services: LedgerServices): void {
  const { db, providers, banking, cards, savedCards, paypal, withdraws } = services;

  serveAs(app, endpoints.getSellerBalance, (actor) => withdraws.balance(actor));

  serveAs(app, endpoints.getSellerDepositInfo, (actor) => depositInfo(db, actor, providers));

  serveAs(app, endpoints.postSellerDeposit, (actor, request) =>
    banking.create(actor, request.body, request.headers['idempotency-key']),
  );

  serveAs(app, endpoints.postSellerPaymentIntent, (actor, request) =>
    cards.create(actor, request.body, request.headers['idempotency-key']),
  );

  serveAs(app, endpoints.getSellerPaymentMethods, (actor) => savedCards.list(actor));

  serveAs(app, endpoints.postSellerPaymentMethodsSetupIntent, (actor, request) =>
    savedCards.setupIntent(actor, request.headers['idempotency-key']),
  );

  serve(app, endpoints.postSellerPaymentVerify, async (request) => ({
    status: 200 as const,
    message: 'The deposit has been verified',
    data: await cards.verify(actorOf(request), request.body.transactionId, request.body.verifyCode),
  }));

  serveAs(app, endpoints.postSellerPaymentPaypal, (actor, request) =>
    paypal.start(actor, request.body.amount, request.headers['idempotency-key']),
  );

  serveAs(app, endpoints.postSellerVerifyPaymentPaypal, (actor, request) =>
    paypal.capture(actor, request.body.token),
  );

  serveAs(app, endpoints.postSellerWithdraw, (actor, request) =>
    withdraws.create(actor, request.body, request.headers['idempotency-key']),
  );
}
