import { ledgerEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
import { actorOf } from '../../platform/access';
import type { App } from '../../platform/types';
import { depositInfo } from './deposit-methods';
import { type LedgerServices } from './services';

/** The seller's money calls (spec 03 section 7.3): balance, deposits, verification, withdraws. */
export function sellerLedgerRoutes(app: App, services: LedgerServices): void {
  const { db, providers, banking, cards, savedCards, paypal, withdraws } = services;

  serve(app, endpoints.getSellerBalance, async (request) =>
    ok(await withdraws.balance(actorOf(request))),
  );

  serve(app, endpoints.getSellerDepositInfo, async (request) =>
    ok(await depositInfo(db, actorOf(request), providers)),
  );

  serve(app, endpoints.postSellerDeposit, async (request) =>
    ok(await banking.create(actorOf(request), request.body, request.headers['idempotency-key'])),
  );

  serve(app, endpoints.postSellerPaymentIntent, async (request) =>
    ok(await cards.create(actorOf(request), request.body, request.headers['idempotency-key'])),
  );

  serve(app, endpoints.getSellerPaymentMethods, async (request) =>
    ok(await savedCards.list(actorOf(request))),
  );

  serve(app, endpoints.postSellerPaymentMethodsSetupIntent, async (request) =>
    ok(await savedCards.setupIntent(actorOf(request), request.headers['idempotency-key'])),
  );

  serve(app, endpoints.postSellerPaymentVerify, async (request) => ({
    status: 200 as const,
    message: 'The deposit has been verified',
    data: await cards.verify(actorOf(request), request.body.transactionId, request.body.verifyCode),
  }));

  serve(app, endpoints.postSellerPaymentPaypal, async (request) =>
    ok(
      await paypal.start(actorOf(request), request.body.amount, request.headers['idempotency-key']),
    ),
  );

  serve(app, endpoints.postSellerVerifyPaymentPaypal, async (request) =>
    ok(await paypal.capture(actorOf(request), request.body.token)),
  );

  serve(app, endpoints.postSellerWithdraw, async (request) =>
    ok(await withdraws.create(actorOf(request), request.body, request.headers['idempotency-key'])),
  );
}
