import {
  balanceAnswerSchema,
  bankingDepositBodySchema,
  cardDepositBodySchema,
  cardSetupAnswerSchema,
  depositInfoAnswerSchema,
  idempotencyHeadersSchema,
  paypalCaptureBodySchema,
  paypalDepositAnswerSchema,
  paypalDepositBodySchema,
  savedCardsAnswerSchema,
  transactionAnswerSchema,
  verifyDepositAnswerSchema,
  verifyDepositBodySchema,
  withdrawBodySchema,
} from '@platfox/domain';
import { access, actorOf, sessionOnly } from '../../platform/access';
import type { App } from '../../platform/types';
import { depositInfo } from './deposit-methods';
import { ledgerErrors, type LedgerServices } from './services';

const tags = ['ledger'];
const seller = access.types('SELLER');
/** Money moves on these: never by an API key, whose leak must not empty a balance. */
const sellerSession = sessionOnly(access.types('SELLER'));

/** The seller's money calls (spec 03 section 7.3): balance, deposits, verification, withdraws. */
export function sellerLedgerRoutes(app: App, services: LedgerServices): void {
  const { db, providers, banking, cards, savedCards, paypal, withdraws } = services;

  app.get('/api/seller/balance', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'My balance in cents, what pending withdraws hold of it, and what is left',
      response: { 200: balanceAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await withdraws.balance(actorOf(request)),
    }),
  });

  app.get('/api/seller/deposit-info', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'Which deposit methods I may use now, and a held card deposit to verify',
      response: { 200: depositInfoAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await depositInfo(db, actorOf(request), providers),
    }),
  });

  app.post('/api/seller/deposit', {
    config: { access: sellerSession },
    schema: {
      tags,
      summary: 'Deposit by bank transfer: PENDING until an admin approves it',
      headers: idempotencyHeadersSchema,
      body: bankingDepositBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await banking.create(
        actorOf(request),
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  });

  app.post('/api/seller/payment-intent', {
    config: { access: sellerSession },
    schema: {
      tags,
      summary: 'Deposit by card: authorised and HOLDING until the code on the statement is given',
      headers: idempotencyHeadersSchema,
      body: cardDepositBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await cards.create(actorOf(request), request.body, request.headers['idempotency-key']),
    }),
  });

  app.get('/api/seller/payment-methods', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'My saved cards for card deposits (empty until I add one)',
      response: { 200: savedCardsAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await savedCards.list(actorOf(request)),
    }),
  });

  app.post('/api/seller/payment-methods/setup-intent', {
    config: { access: sellerSession },
    schema: {
      tags,
      summary: 'Start saving a card: the SetupIntent secret and key Stripe.js confirms it with',
      headers: idempotencyHeadersSchema,
      response: { 200: cardSetupAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await savedCards.setupIntent(actorOf(request), request.headers['idempotency-key']),
    }),
  });

  app.post('/api/seller/payment-verify', {
    config: { access: sellerSession },
    schema: {
      tags,
      summary: 'Verify a held card deposit with its 6-digit code (errors.verifyRemainingAttempt)',
      body: verifyDepositBodySchema,
      response: { 200: verifyDepositAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      message: 'The deposit has been verified',
      data: await cards.verify(
        actorOf(request),
        request.body.transactionId,
        request.body.verifyCode,
      ),
    }),
  });

  app.post('/api/seller/payment-paypal', {
    config: { access: sellerSession },
    schema: {
      tags,
      summary: 'Deposit by PayPal: answers the link where I approve the payment',
      headers: idempotencyHeadersSchema,
      body: paypalDepositBodySchema,
      response: { 200: paypalDepositAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await paypal.start(
        actorOf(request),
        request.body.amount,
        request.headers['idempotency-key'],
      ),
    }),
  });

  app.post('/api/seller/verify-payment-paypal', {
    config: { access: sellerSession },
    schema: {
      tags,
      summary: 'Back from PayPal: capture the approved payment and credit the balance',
      body: paypalCaptureBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await paypal.capture(actorOf(request), request.body.token),
    }),
  });

  app.post('/api/seller/withdraw', {
    config: { access: sellerSession },
    schema: {
      tags,
      summary: 'Ask for a withdraw: PENDING, its amount held back until an admin approves it',
      headers: idempotencyHeadersSchema,
      body: withdrawBodySchema,
      response: { 200: transactionAnswerSchema, ...ledgerErrors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await withdraws.create(
        actorOf(request),
        request.body,
        request.headers['idempotency-key'],
      ),
    }),
  });
}
