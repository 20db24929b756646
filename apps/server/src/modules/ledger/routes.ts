import {
  adjustBodySchema,
  bonusBodySchema,
  depositConfigSchema,
  depositMethodsAnswerSchema,
  idParamsSchema,
  optionalIdempotencyHeadersSchema,
  receiptQuerySchema,
  refundDepositBodySchema,
  reviewTransactionBodySchema,
  transactionAnswerSchema,
  userDepositSettingsAnswerSchema,
  userDepositSettingsBodySchema,
  userIdParamsSchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { attachmentHeader } from '../../platform/files/service';
import type { App, Services } from '../../platform/types';
import { proofRoutes } from './proof-routes';
import { sellerLedgerRoutes } from './routes-seller';
import { createLedgerServices, ledgerErrors } from './services';
import { reachTransaction } from './views';

const tags = ['ledger'];
const pdfContent = z.unknown().describe('The receipt as application/pdf');

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

  app.get('/api/transactions/:id', {
    config: { access: access.types('SELLER', 'ADMIN') },
    schema: {
      tags,
      summary: 'One transaction: a seller their own, an admin by the area permission',
      params: idParamsSchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: (await reachTransaction(db, actorOf(request), request.params.id)).view,
    }),
  });

  app.post('/api/transactions/:id/approve', {
    config: { access: access.types('ADMIN') },
    schema: {
      tags,
      summary: 'Approve a bank-transfer deposit or a withdraw (DEPOSIT_/WITHDRAW_DETAIL_UPDATE)',
      params: idParamsSchema,
      body: reviewTransactionBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await reviews.approve(
        actorOf(request),
        request.params.id,
        request.body?.reviewNote ?? null,
      ),
    }),
  });

  app.post('/api/transactions/:id/cancel', {
    config: { access: access.types('SELLER', 'ADMIN') },
    schema: {
      tags,
      summary: 'Cancel a waiting deposit or withdraw: a seller their own, an admin by permission',
      params: idParamsSchema,
      body: reviewTransactionBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await reviews.cancel(
        actorOf(request),
        request.params.id,
        request.body?.reviewNote ?? null,
      ),
    }),
  });

  app.post('/api/transactions/:id/refund-deposit', {
    config: { access: access.admin('DEPOSIT_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Pay (part of) an approved deposit back to the seller (REFUND_DEPOSIT)',
      params: idParamsSchema,
      headers: optionalIdempotencyHeadersSchema,
      body: refundDepositBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await reviews.refundDeposit(
        actorOf(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
    }),
  });

  app.post('/api/transactions/adjust', {
    config: { access: access.admin('ADJUST_DETAIL_CREATE') },
    schema: {
      tags,
      summary: "Correct a seller's balance by a signed amount, with its reason",
      headers: optionalIdempotencyHeadersSchema,
      body: adjustBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await adjustments.adjust(
        actorOf(request),
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
    }),
  });

  app.post('/api/transactions/bonus', {
    config: { access: access.admin('BONUS_DETAIL_CREATE') },
    schema: {
      tags,
      summary: 'Give a seller a bonus',
      headers: optionalIdempotencyHeadersSchema,
      body: bonusBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await adjustments.bonus(
        actorOf(request),
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
    }),
  });

  app.get('/api/deposit-methods', {
    config: { access: access.admin('DEPOSIT_METHOD_CONFIG_ACCESS') },
    schema: {
      tags,
      summary: 'The deposit methods config for all sellers, and which providers have keys',
      response: { 200: depositMethodsAnswerSchema, ...ledgerErrors },
    },
    handler: async () => ({ status: 200 as const, data: await depositMethods.configForAll() }),
  });

  app.put('/api/deposit-methods', {
    config: { access: access.admin('DEPOSIT_METHOD_CONFIG_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Set the deposit methods for all sellers (they reload theirs: payment_method)',
      body: depositConfigSchema,
      response: { 200: depositMethodsAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await depositMethods.setConfigForAll(actorOf(request), request.body),
    }),
  });

  app.get('/api/deposit-methods/users/:userId', {
    config: { access: access.admin('DEPOSIT_METHOD_CONFIG_ACCESS') },
    schema: {
      tags,
      summary: "A seller's own deposit settings and the config they end up with",
      params: userIdParamsSchema,
      response: { 200: userDepositSettingsAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await depositMethods.settingsOf(request.params.userId),
    }),
  });

  app.put('/api/deposit-methods/users/:userId', {
    config: { access: access.admin('DEPOSIT_METHOD_CONFIG_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: "Set a seller's deposit methods, ban or allow depositing, give card attempts back",
      params: userIdParamsSchema,
      body: userDepositSettingsBodySchema,
      response: { 200: userDepositSettingsAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await depositMethods.setSettingsOf(request.params.userId, request.body),
    }),
  });

  app.get('/api/receipts', {
    config: { access: access.types('SELLER', 'ADMIN') },
    schema: {
      tags,
      summary: 'A receipt as PDF: inv (one transaction) or stm (a month of a seller)',
      querystring: receiptQuerySchema,
      response: { 200: pdfContent, ...ledgerErrors },
    },
    handler: async (request, reply) => {
      const { name, pdf } = await receipts.render(actorOf(request), request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentHeader(name).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  });
}
