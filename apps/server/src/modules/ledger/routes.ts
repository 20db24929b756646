import { ledgerEndpoints as endpoints } from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';
import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import { attachmentHeader } from '../../platform/files/service';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { proofRoutes } from './proof-routes';
import { sellerLedgerRoutes } from './routes-seller';
import { createLedgerServices } from './services';
import { reachTransaction } from './views';

/**
 * The ledger's routes. Seller and admin share the transaction detail and cancel: the service
 * decides per row (a seller only their own, another's is 404; an admin within the permissions of
 * the row's area: DEPOSIT_*, WITHDRAW_*, OTHER_TRANSACTION_*).
 */
export function ledgerRoutes(app: App, services: Services): void {
  const ledger = createLedgerServices(services, app.log);
  const { db, reviews, adjustments, depositMethods, receipts } = ledger;
  sellerLedgerRoutes(app, ledger);
  proofRoutes(app, services.files);
  // Approving and cancelling are the two answers of one review: same reach, note and address.
  const review =
    (decision: 'approve' | 'cancel') =>
    async (
      request: Pick<FastifyRequest, 'actor' | 'ip'> & {
        params: { id: string };
        body?: { reviewNote?: string | null } | undefined;
      },
    ) =>
      ok(
        await reviews[decision](
          actorOf(request),
          request.params.id,
          request.body?.reviewNote ?? null,
          request.ip,
        ),
      );

  serve(app, endpoints.getTransactionsOne, async (request) =>
    ok((await reachTransaction(db, actorOf(request), request.params.id)).view),
  );

  serve(app, endpoints.postTransactionsApprove, review('approve'));

  serve(app, endpoints.postTransactionsCancel, review('cancel'));

  serveAs(app, endpoints.postTransactionsRefundDeposit, (actor, request) =>
    reviews.refundDeposit(
      actor,
      request.params.id,
      request.body,
      request.headers['idempotency-key'] ?? null,
    ),
  );

  serveAs(app, endpoints.postTransactionsAdjust, (actor, request) =>
    adjustments.adjust(actor, request.body, request.headers['idempotency-key'] ?? null),
  );

  serveAs(app, endpoints.postTransactionsBonus, (actor, request) =>
    adjustments.bonus(actor, request.body, request.headers['idempotency-key'] ?? null),
  );

  serve(app, endpoints.getDepositMethods, async () => ok(await depositMethods.configForAll()));

  serveAs(app, endpoints.putDepositMethods, (actor, request) =>
    depositMethods.setConfigForAll(actor, request.body),
  );

  serveAnswer(app, endpoints.getDepositMethodsUsersOne, (request) =>
    depositMethods.settingsOf(request.params.userId),
  );

  serveAnswer(app, endpoints.putDepositMethodsUsersOne, (request) =>
    depositMethods.setSettingsOf(request.params.userId, request.body),
  );

  serve(app, endpoints.getReceipts, async (request, reply) => {
    const { name, pdf } = await receipts.render(actorOf(request), request.query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(name).replace(/^attachment/, 'inline'))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
