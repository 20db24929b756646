import { roundedDollarsToCents } from '@platfox/domain';

/*
 * A client of PayPal's REST API: an OAuth2 client-credentials token (POST /v1/oauth2/token), then
 * the Orders v2 API: create an order with intent CAPTURE, send the seller to its approval link,
 * capture it when they come back. Each call carries PayPal-Request-Id, PayPal's idempotency key.
 */

export type PaypalSettings = { baseUrl: string; clientId: string; clientSecret: string };

export type PaypalOrder = { id: string; status: string; approvalUrl: string | null };

/** A completed capture: what PayPal says it took, in cents. */
export type PaypalCapture = { orderId: string; status: string; capturedCents: number };

/** PayPal refused the call (a declined instrument, an unknown order) or could not be reached. */
export class PaypalError extends Error {
  constructor(
    message: string,
    /** PayPal's HTTP status; 0 when it could not be reached. */
    readonly status: number,
    /** PayPal's error name or first issue (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED...). */
    readonly issue: string | undefined,
  ) {
    super(message);
  }
}

const TIMEOUT_MS = 20_000;
/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

type PaypalErrorBody = {
  name?: string;
  message?: string;
  error_description?: string;
  details?: { issue?: string; description?: string }[];
};

type PaypalOrderBody = {
  id?: unknown;
  status?: unknown;
  links?: { rel?: string; href?: string }[];
  purchase_units?: {
    payments?: { captures?: { status?: string; amount?: { value?: string } }[] };
  }[];
};

/** Cents as PayPal's decimal text: 1234 -> "12.34". */
export function centsToPaypalValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export class PaypalClient {
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly settings: PaypalSettings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Creates an order for `amountCents` dollars; the seller approves it at approvalUrl. */
  async createOrder(input: {
    amountCents: number;
    requestId: string;
    /** Ours, echoed back by PayPal: the transaction id and its seller. */
    referenceId: string;
    customId: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<PaypalOrder> {
    const body = await this.call('/v2/checkout/orders', input.requestId, {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.referenceId,
          custom_id: input.customId,
          description: 'Balance deposit',
          amount: { currency_code: 'USD', value: centsToPaypalValue(input.amountCents) },
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
          },
        },
      },
    });
    if (typeof body.id !== 'string')
      throw new PaypalError('PayPal sent no order id', 502, undefined);
    // With payment_source the link is "payer-action"; older integrations see "approve".
    const link = body.links?.find((item) => item.rel === 'payer-action' || item.rel === 'approve');
    return { id: body.id, status: String(body.status ?? ''), approvalUrl: link?.href ?? null };
  }

  /** Captures an approved order; answers what was captured. */
  async captureOrder(orderId: string, requestId: string): Promise<PaypalCapture> {
    const body = await this.call(
      `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
      requestId,
      {},
    );
    const captures = body.purchase_units?.flatMap((unit) => unit.payments?.captures ?? []) ?? [];
    const capturedCents = captures
      .filter((capture) => capture.status === 'COMPLETED')
      .reduce((sum, capture) => sum + roundedDollarsToCents(capture.amount?.value ?? '0'), 0);
    return { orderId, status: String(body.status ?? ''), capturedCents };
  }

  private async accessToken(isRenewal = false): Promise<string> {
    if (!isRenewal && this.token && this.token.expiresAt > this.clock()) return this.token.value;
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString(
      'base64',
    );
    const response = await this.send(
      '/v1/oauth2/token',
      {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      'grant_type=client_credentials',
    );
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string;
      expires_in?: number;
    } & PaypalErrorBody;
    if (!response.ok || !body.access_token) throw errorOf(response.status, body);
    const lifetimeMs = Math.max(0, (body.expires_in ?? 0) * 1000 - TOKEN_MARGIN_MS);
    this.token = { value: body.access_token, expiresAt: this.clock() + lifetimeMs };
    return body.access_token;
  }

  private async call(path: string, requestId: string, json: unknown): Promise<PaypalOrderBody> {
    let response = await this.authorised(path, requestId, json, await this.accessToken());
    // A token revoked or expired early: one renewal, then the answer stands.
    if (response.status === 401) {
      response = await this.authorised(path, requestId, json, await this.accessToken(true));
    }
    const body = (await response.json().catch(() => ({}))) as PaypalOrderBody & PaypalErrorBody;
    if (!response.ok) throw errorOf(response.status, body);
    return body;
  }

  private authorised(path: string, requestId: string, json: unknown, token: string) {
    return this.send(
      path,
      {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      JSON.stringify(json),
    );
  }

  private async send(path: string, headers: Record<string, string>, body: string) {
    try {
      return await this.fetchImpl(new URL(path, this.settings.baseUrl), {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch {
      throw new PaypalError('PayPal could not be reached', 0, undefined);
    }
  }
}

function errorOf(status: number, body: PaypalErrorBody): PaypalError {
  const detail = body.details?.[0];
  return new PaypalError(
    detail?.description ?? body.message ?? body.error_description ?? `PayPal answered ${status}`,
    status,
    detail?.issue ?? body.name,
  );
}
