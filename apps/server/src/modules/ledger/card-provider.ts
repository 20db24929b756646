/*
 * The card provider: a client of Stripe's PaymentIntents REST API (form-encoded requests, a
 * Bearer secret key, JSON answers). A card deposit is authorised but not captured
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

function toIntent(body: StripeIntent): PaymentIntent {
  if (typeof body.id !== 'string' || typeof body.status !== 'string') {
    throw new CardProviderError(
      'The card provider sent an unreadable answer',
      502,
      undefined,
      undefined,
    );
  }
  return {
    id: body.id,
    status: body.status,
    amount: Number(body.amount ?? 0),
    amountReceived: Number(body.amount_received ?? 0),
    currency: String(body.currency ?? ''),
  };
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
    for (const [key, value] of Object.entries(input.metadata)) form.set(`metadata[${key}]`, value);
    return this.call('/v1/payment_intents', form, input.idempotencyKey);
  }

  /** Captures an authorised intent in full. */
  capture(intentId: string, idempotencyKey: string): Promise<PaymentIntent> {
    return this.call(
      `/v1/payment_intents/${encodeURIComponent(intentId)}/capture`,
      new URLSearchParams(),
      idempotencyKey,
    );
  }

  /** Releases an authorisation that will not be captured. */
  cancel(intentId: string, idempotencyKey: string): Promise<PaymentIntent> {
    return this.call(
      `/v1/payment_intents/${encodeURIComponent(intentId)}/cancel`,
      new URLSearchParams(),
      idempotencyKey,
    );
  }

  private async call(
    path: string,
    form: URLSearchParams,
    idempotencyKey: string,
  ): Promise<PaymentIntent> {
    let response: Response;
    try {
      response = await this.fetchImpl(new URL(path, this.settings.baseUrl), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
          'stripe-version': STRIPE_VERSION,
        },
        body: form.toString(),
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
    const body = (await response.json().catch(() => ({}))) as StripeIntent & StripeError;
    if (!response.ok) {
      const error = body.error ?? {};
      throw new CardProviderError(
        error.message ?? `The card provider answered ${response.status}`,
        response.status,
        error.code,
        error.payment_intent?.status,
      );
    }
    return toIntent(body);
  }
}
