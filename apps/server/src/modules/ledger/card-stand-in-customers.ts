import { randomBytes } from 'node:crypto';
import type { Recorded } from './stand-in-server';

/*
 * The saved-card part of the Stripe stand-in (card-stand-in.ts): Customers, the card
 * PaymentMethods attached to them and SetupIntents, in Stripe's shapes. Every new customer gets
 * one saved test card, as if the seller had added it with Stripe.js already.
 */

export type StandInSavedCard = {
  id: string;
  customer: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type StandInCustomer = { id: string; email: string; userId: string };
export type StandInSetupIntent = { id: string; customer: string; clientSecret: string };

type Answer = { status: number; body: unknown };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const invalid = (code: string, message: string, param: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', code, message, param } },
});

export class StandInCustomers {
  readonly customers = new Map<string, StandInCustomer>();
  readonly cards = new Map<string, StandInSavedCard>();
  readonly setupIntents = new Map<string, StandInSetupIntent>();

  /** Saves a card for the customer, as a confirmed SetupIntent does. */
  saveCard(customer: string, card: Partial<Omit<StandInSavedCard, 'id' | 'customer'>> = {}) {
    const saved: StandInSavedCard = {
      id: newId('pm'),
      customer,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      ...card,
    };
    this.cards.set(saved.id, saved);
    return saved;
  }

  /** Answers the request when it is one of the saved-card calls, else null. */
  answer(request: Recorded): Answer | null {
    const form = new URLSearchParams(request.method === 'GET' ? request.query : request.body);
    if (request.method === 'POST' && request.path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        email: form.get('email') ?? '',
        userId: form.get('metadata[userId]') ?? '',
      };
      this.customers.set(customer.id, customer);
      this.saveCard(customer.id);
      return {
        status: 200,
        body: {
          id: customer.id,
          object: 'customer',
          email: customer.email,
          metadata: { userId: customer.userId },
        },
      };
    }
    if (request.method === 'GET' && request.path === '/v1/payment_methods') {
      const customer = form.get('customer') ?? '';
      if (!this.customers.has(customer)) {
        return invalid('resource_missing', `No such customer: '${customer}'`, 'customer');
      }
      const type = form.get('type');
      const data = [...this.cards.values()]
        .filter((card) => card.customer === customer && (!type || type === 'card'))
        .map((card) => ({
          id: card.id,
          object: 'payment_method',
          type: 'card',
          customer: card.customer,
          card: {
            brand: card.brand,
            last4: card.last4,
            exp_month: card.expMonth,
            exp_year: card.expYear,
          },
        }));
      return {
        status: 200,
        body: { object: 'list', url: '/v1/payment_methods', has_more: false, data },
      };
    }
    if (request.method === 'POST' && request.path === '/v1/setup_intents') {
      const customer = form.get('customer') ?? '';
      if (!this.customers.has(customer)) {
        return invalid('resource_missing', `No such customer: '${customer}'`, 'customer');
      }
      const id = newId('seti');
      const intent = {
        id,
        customer,
        clientSecret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      };
      this.setupIntents.set(id, intent);
      return {
        status: 200,
        body: {
          id,
          object: 'setup_intent',
          client_secret: intent.clientSecret,
          customer,
          usage: form.get('usage') ?? 'off_session',
          payment_method_types: form.getAll('payment_method_types[]'),
          status: 'requires_payment_method',
        },
      };
    }
    return null;
  }

  /**
   * Stripe's check of a PaymentIntent's payment method against its customer: a saved card is
   * usable only with its own customer named. Stripe's test tokens (pm_card_...) belong to nobody.
   */
  refusePaymentMethod(paymentMethod: string, customer: string | null): Answer | null {
    if (customer && !this.customers.has(customer)) {
      return invalid('resource_missing', `No such customer: '${customer}'`, 'customer');
    }
    if (paymentMethod.startsWith('pm_card_')) return null;
    const card = this.cards.get(paymentMethod);
    if (!card) {
      return invalid(
        'resource_missing',
        `No such PaymentMethod: '${paymentMethod}'`,
        'payment_method',
      );
    }
    if (card.customer !== customer) {
      return invalid(
        'payment_method_invalid_parameter',
        `The \`payment_method\` parameter supplied ${paymentMethod} belongs to the Customer ` +
          `${card.customer}. Please include the Customer in the \`customer\` parameter on the ` +
          'PaymentIntent.',
        'payment_method',
      );
    }
    return null;
  }
}
