/*
 * The card provider: a client of Stripe's REST API (form-encoded requests, a Bearer secret key,
 * JSON answers): PaymentIntents for deposits, and Customers, PaymentMethods and SetupIntents for
 * the seller's saved cards. A card deposit is authorised but not captured
 * (capture_method=manual) and carries a 6-digit code in its statement descriptor suffix: the
 * seller reads the code on their card statement and types it in, which proves the card is theirs;
 * then the payment is captured. Every call sends an Idempotency-Key, so a retried call never
 * charges twice at the provider either.
 */

export type CardProviderSettings = { baseUrl: string; secretKey: string };

/** The fields of a PaymentIntent this module reads. */
export type PaymentIntent = {
  id: string;
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
};

/** The provider refused (a declined card, a wrong state) or could not be reached. */
export class CardProviderError extends Error {
  constructor(
    message: string,
    /** The provider's HTTP status; 0 when it could not be reached. */
    readonly status: number,
    readonly code: string | undefined,
    /** The intent's status when the error carries it (canceled, requires_payment_method...). */
    readonly paymentIntentStatus: string | undefined,
    /** The request parameter Stripe blames (payment_method for a card of another customer). */
    readonly param?: string,
  ) {
    super(message);
  }

  /** A refusal about the card itself (Stripe's card_error, HTTP 402). */
  get isCardError(): boolean {
    return this.status === 402;
  }
}

/** Pinned, so an account's default version changing upstream cannot change what we parse. */
const STRIPE_VERSION = '2024-06-20';
const TIMEOUT_MS = 20_000;

type StripeError = {
  error?: {
    type?: string;
    code?: string;
    message?: string;
    param?: string;
    payment_intent?: { status?: string };
  };
};

type StripeIntent = {
  id?: unknown;
  status?: unknown;
  amount?: unknown;
  amount_received?: unknown;
  currency?: unknown;
};

const unreadable = () =>
  new CardProviderError('The card provider sent an unreadable answer', 502, undefined, undefined);

function toIntent(body: StripeIntent): PaymentIntent {
  if (typeof body.id !== 'string' || typeof body.status !== 'string') throw unreadable();
  return {
    id: body.id,
    status: body.status,
    amount: Number(body.amount ?? 0),
    amountReceived: Number(body.amount_received ?? 0),
    currency: String(body.currency ?? ''),
  };
}

/** A saved card as the deposit screen shows it. */
export type SavedCardOfProvider = {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

type StripePaymentMethod = {
  id?: unknown;
  card?: { brand?: unknown; last4?: unknown; exp_month?: unknown; exp_year?: unknown };
};

function toSavedCard(method: StripePaymentMethod): SavedCardOfProvider[] {
  const card = method.card;
  if (typeof method.id !== 'string' || !card) return [];
  return [
    {
      id: method.id,
      brand: String(card.brand ?? 'unknown'),
      last4: String(card.last4 ?? ''),
      expMonth: Number(card.exp_month ?? 0),
      expYear: Number(card.exp_year ?? 0),
    },
  ];
}

export class CardProvider {
  constructor(
    private readonly settings: CardProviderSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /**
   * Authorises `amount` cents on the card without capturing it. Answers the intent; a status other
   * than requires_capture means the card was not authorised.
   */
  authorize(input: {
    amount: number;
    paymentMethodId: string;
    /** The seller's Stripe Customer: Stripe then refuses a payment method of anyone else. */
    customerId?: string | null;
    statementSuffix: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<PaymentIntent> {
    const form = new URLSearchParams({
      amount: String(input.amount),
      currency: 'usd',
      capture_method: 'manual',
      payment_method: input.paymentMethodId,
      'payment_method_types[]': 'card',
      confirm: 'true',
      // A card asking for 3-D Secure cannot be completed on a server-side confirm: fail instead.
      error_on_requires_action: 'true',
      statement_descriptor_suffix: input.statementSuffix,
    });
    if (input.customerId) form.set('customer', input.customerId);
    for (const [key, value] of Object.entries(input.metadata)) form.set(`metadata[${key}]`, value);
    return this.call('/v1/payment_intents', form, input.idempotencyKey).then(toIntent);
  }

  /** Captures an authorised intent in full. */
  capture(intentId: string, idempotencyKey: string): Promise<PaymentIntent> {
    return this.call(
      `/v1/payment_intents/${encodeURIComponent(intentId)}/capture`,
      new URLSearchParams(),
      idempotencyKey,
    ).then(toIntent);
  }

  /** Releases an authorisation that will not be captured. */
  cancel(intentId: string, idempotencyKey: string): Promise<PaymentIntent> {
    return this.call(
      `/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`,
      new URLSearchParams(),
      idempotencyKey,
    ).then(toIntent);
  }

  /** Creates the Stripe Customer that keeps a seller's saved cards. Answers its id. */
  async createCustomer(input: {
    email: string;
    userId: string;
    idempotencyKey: string;
  }): Promise<string> {
    const form = new URLSearchParams({ email: input.email, 'metadata[userId]': input.userId });
    const body = await this.call('/v1/customers', form, input.idempotencyKey);
    if (typeof body.id !== 'string') throw unreadable();
    return body.id;
  }

  /** The customer's saved cards (one page of up to 100, far more than a seller keeps). */
  async listCards(customerId: string): Promise<SavedCardOfProvider[]> {
    const query = new URLSearchParams({ customer: customerId, type: 'card', limit: '100' });
    const body = await this.call(`/v1/payment_methods?${query}`, null, null);
    if (!Array.isArray(body.data)) throw unreadable();
    return (body.data as StripePaymentMethod[]).flatMap(toSavedCard);
  }

  /** A SetupIntent the browser confirms with Stripe.js to save a card for later deposits. */
  async createSetupIntent(customerId: string, idempotencyKey: string): Promise<string> {
    const form = new URLSearchParams({
      customer: customerId,
      'payment_method_types[]': 'card',
      // Deposits charge the saved card with the seller away from Stripe's pages.
      usage: 'off_session',
    });
    const body = await this.call('/v1/setup_intents', form, idempotencyKey);
    if (typeof body.client_secret !== 'string') throw unreadable();
    return body.client_secret;
  }

  /** A POST with `form`, or a GET when `form` is null; answers Stripe's JSON object. */
  private async call(
    path: string,
    form: URLSearchParams | null,
    idempotencyKey: string | null,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await this.fetchImpl(new URL(path, this.settings.baseUrl), {
        method: form ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          'stripe-version': STRIPE_VERSION,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(form ? { body: form.toString() } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new CardProviderError(
        'The card provider could not be reached',
        0,
        undefined,
        undefined,
      );
    }
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown> & StripeError;
    if (!response.ok) {
      const error = body.error ?? {};
      throw new CardProviderError(
        error.message ?? `The card provider answered ${response.status}`,
        response.status,
        error.code,
        error.payment_intent?.status,
        error.param,
      );
    }
    return body;
  }
}
