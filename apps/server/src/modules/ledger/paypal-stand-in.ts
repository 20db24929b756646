import { randomBytes } from 'node:crypto';
import { header, listen, send, type Recorded } from './stand-in-server';

/*
 * A stand-in for PayPal's REST API on loopback, for tests: the OAuth2 client-credentials token and
 * the Orders v2 create and capture calls with PayPal's answer and error shapes and its
 * PayPal-Request-Id replays, so the real PaypalClient is what the tests exercise.
 */

export type StandInOrder = {
  id: string;
  status: string;
  value: string;
  customId: string;
  returnUrl: string;
  isDeclined: boolean;
  captures: number;
};

export type PaypalStandIn = {
  url: string;
  clientId: string;
  clientSecret: string;
  requests: Recorded[];
  orders: Map<string, StandInOrder>;
  /** The payer approves the order at PayPal. */
  approve: (orderId: string) => void;
  /** The payer's funding source will be refused at capture. */
  decline: (orderId: string) => void;
  /** Tokens issued so far stop working (PayPal revoked or expired them). */
  expireTokens: () => void;
  tokensIssued: () => number;
  close: () => Promise<void>;
};

export async function startPaypalStandIn(): Promise<PaypalStandIn> {
  const clientId = 'stand-in-client';
  const clientSecret = 'stand-in-secret';
  const requests: Recorded[] = [];
  const orders = new Map<string, StandInOrder>();
  const tokens = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();
  let issued = 0;
  let base = '';
  const unprocessable = (issue: string, description: string) => ({
    status: 422,
    body: {
      name: 'UNPROCESSABLE_ENTITY',
      message:
        'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: randomBytes(6).toString('hex'),
      details: [{ issue, description }],
    },
  });
  const orderBody = (order: StandInOrder) => ({
    id: order.id,
    status: order.status,
    links: [
      { href: `${base}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      {
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
        rel: 'payer-action',
        method: 'GET',
      },
    ],
  });

  const answer = (request: Recorded): { status: number; body: unknown } => {
    if (request.path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body || '{}') as {
        intent?: string;
        purchase_units?: {
          custom_id?: string;
          amount?: { currency_code?: string; value?: string };
        }[];
        payment_source?: { paypal?: { experience_context?: { return_url?: string } } };
      };
      const unit = body.purchase_units?.[0];
      if (
        body.intent !== 'CAPTURE' ||
        !unit?.amount?.value ||
        unit.amount.currency_code !== 'USD'
      ) {
        return {
          status: 400,
          body: { name: 'INVALID_REQUEST', message: 'Request is not well-formed', details: [] },
        };
      }
      const order: StandInOrder = {
        id: randomBytes(9).toString('hex').toUpperCase().slice(0, 17),
        status: 'PAYER_ACTION_REQUIRED',
        value: unit.amount.value,
        customId: unit.custom_id ?? '',
        returnUrl: body.payment_source?.paypal?.experience_context?.return_url ?? '',
        isDeclined: false,
        captures: 0,
      };
      orders.set(order.id, order);
      return { status: 201, body: orderBody(order) };
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(request.path);
    const order = match ? orders.get(match[1] ?? '') : undefined;
    if (!order) {
      return {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.' },
      };
    }
    if (order.status === 'COMPLETED') {
      return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    }
    if (order.status !== 'APPROVED') {
      return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order.');
    }
    if (order.isDeclined) {
      return unprocessable(
        'INSTRUMENT_DECLINED',
        'The instrument presented was either declined by the processor or bank, or it cannot be used for this payment.',
      );
    }
    order.status = 'COMPLETED';
    order.captures += 1;
    return {
      status: 201,
      body: {
        ...orderBody(order),
        purchase_units: [
          {
            payments: {
              captures: [
                {
                  id: randomBytes(8).toString('hex').toUpperCase(),
                  status: 'COMPLETED',
                  amount: { currency_code: 'USD', value: order.value },
                },
              ],
            },
          },
        ],
      },
    };
  };

  const server = await listen((request, response) => {
    requests.push(request);
    if (request.path === '/v1/oauth2/token') {
      const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
      const params = new URLSearchParams(request.body);
      if (
        header(request, 'authorization') !== `Basic ${basic}` ||
        params.get('grant_type') !== 'client_credentials'
      ) {
        return send(response, 401, {
          error: 'invalid_client',
          error_description: 'Client Authentication failed',
        });
      }
      const token = `A21AA${randomBytes(16).toString('hex')}`;
      tokens.add(token);
      issued += 1;
      return send(response, 200, {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-STAND-IN',
        expires_in: 32400,
        nonce: randomBytes(8).toString('hex'),
      });
    }
    const bearer = header(request, 'authorization')?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) {
      return send(response, 401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
      });
    }
    // PayPal-Request-Id: a repeated request answers as the first one did.
    const requestId = header(request, 'paypal-request-id');
    const replay = requestId ? replays.get(requestId) : undefined;
    if (replay) return send(response, replay.status === 201 ? 200 : replay.status, replay.body);
    const result = answer(request);
    if (requestId && result.status < 300) replays.set(requestId, result);
    return send(response, result.status, result.body);
  });
  base = server.url;
  return {
    url: server.url,
    clientId,
    clientSecret,
    requests,
    orders,
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (order) order.status = 'APPROVED';
    },
    decline: (orderId) => {
      const order = orders.get(orderId);
      if (order) order.isDeclined = true;
    },
    expireTokens: () => tokens.clear(),
    tokensIssued: () => issued,
    close: server.close,
  };
}
