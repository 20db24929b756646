import { randomBytes } from 'node:crypto';
import { StandInCustomers } from './card-stand-in-customers';
import { header, listen, send, type Recorded } from './stand-in-server';

/*
 * A stand-in for Stripe's PaymentIntents API on loopback, for tests: form-encoded requests, a
 * Bearer secret key, Stripe's answer and error shapes, its test payment methods and its
 * Idempotency-Key replays, so the real CardProvider client is what the tests exercise. Customers,
 * saved cards and SetupIntents are in card-stand-in-customers.ts.
 */

export type StandInIntent = {
  id: string;
  amount: number;
  status: string;
  statementSuffix: string;
  paymentMethod: string;
  captures: number;
};

export type CardStandIn = {
  url: string;
  secretKey: string;
  requests: Recorded[];
  intents: Map<string, StandInIntent>;
  /** Customers and their saved cards. */
  customers: StandInCustomers;
  /** The code the seller would read on their statement for the deposit's intent. */
  codeOf: (intentId: string) => string;
  close: () => Promise<void>;
};

/** Stripe's test payment methods this stand-in knows. */
export const TEST_CARDS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  authenticationRequired: 'pm_card_authenticationRequired',
} as const;

export async function startCardStandIn(): Promise<CardStandIn> {
  const secretKey = 'sk_test_stand_in';
  const requests: Recorded[] = [];
  const intents = new Map<string, StandInIntent>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const customers = new StandInCustomers();
  const intentBody = (intent: StandInIntent) => ({
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: intent.status === 'requires_capture' ? intent.amount : 0,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    capture_method: 'manual',
    currency: 'usd',
    status: intent.status,
    statement_descriptor_suffix: intent.statementSuffix,
  });
  const invalid = (code: string, message: string, intent?: StandInIntent) => ({
    error: {
      type: 'invalid_request_error',
      code,
      message,
      ...(intent ? { payment_intent: intentBody(intent) } : {}),
    },
  });

  /** Stripe's refusal of the card itself: the intent waits for another payment method. */
  const cardError = (
    intent: StandInIntent,
    refusal: { code: string; decline_code?: string; message: string },
  ) => {
    intent.status = 'requires_payment_method';
    return {
      status: 402,
      body: { error: { type: 'card_error', ...refusal, payment_intent: intentBody(intent) } },
    };
  };

  const answer = (request: Recorded): { status: number; body: unknown } => {
    const saved = customers.answer(request);
    if (saved) return saved;
    const form = new URLSearchParams(request.body);
    const create = request.path === '/v1/payment_intents';
    const match = /^\/v1\/payment_intents\/([^/]+)\/(capture|cancel)$/.exec(request.path);
    if (create) {
      const amount = Number(form.get('amount'));
      const suffix = form.get('statement_descriptor_suffix') ?? '';
      if (!Number.isInteger(amount) || amount < 50) {
        return {
          status: 400,
          body: invalid('amount_too_small', 'Amount must be at least $0.50 usd'),
        };
      }
      if (suffix.length > 22) {
        return { status: 400, body: invalid('parameter_invalid_string_too_long', 'Too long') };
      }
      const refused = customers.refusePaymentMethod(
        form.get('payment_method') ?? '',
        form.get('customer'),
      );
      if (refused) return refused;
      const intent: StandInIntent = {
        id: `pi_${randomBytes(12).toString('hex')}`,
        amount,
        status: 'requires_capture',
        statementSuffix: suffix,
        paymentMethod: form.get('payment_method') ?? '',
        captures: 0,
      };
      intents.set(intent.id, intent);
      if (intent.paymentMethod === TEST_CARDS.declined) {
        return cardError(intent, {
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        });
      }
      if (intent.paymentMethod === TEST_CARDS.authenticationRequired) {
        return cardError(intent, {
          code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
        });
      }
      return { status: 200, body: intentBody(intent) };
    }
    const intent = match ? intents.get(match[1] ?? '') : undefined;
    if (!match || !intent) {
      return { status: 404, body: invalid('resource_missing', 'No such payment_intent') };
    }
    if (match[2] === 'capture') {
      if (intent.status !== 'requires_capture') {
        return {
          status: 400,
          body: invalid(
            'payment_intent_unexpected_state',
            `This PaymentIntent could not be captured because it has a status of ${intent.status}.`,
            intent,
          ),
        };
      }
      intent.status = 'succeeded';
      intent.captures += 1;
      return { status: 200, body: intentBody(intent) };
    }
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return {
        status: 400,
        body: invalid('payment_intent_unexpected_state', 'It cannot be canceled', intent),
      };
    }
    intent.status = 'canceled';
    return { status: 200, body: intentBody(intent) };
  };

  const server = await listen((request, response) => {
    requests.push(request);
    if (header(request, 'authorization') !== `Bearer ${secretKey}`) {
      return send(response, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    // Stripe answers a repeated Idempotency-Key with the first answer, whatever it was.
    const key = header(request, 'idempotency-key');
    const replay = key ? replays.get(key) : undefined;
    if (replay) return send(response, replay.status, replay.body);
    const result = answer(request);
    if (key) replays.set(key, result);
    return send(response, result.status, result.body);
  });
  return {
    url: server.url,
    secretKey,
    requests,
    intents,
    customers,
    codeOf: (intentId) => intents.get(intentId)?.statementSuffix ?? '',
    close: server.close,
  };
}
