import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardProvider, CardProviderError } from './card-provider';
import { startCardStandIn, TEST_CARDS, type CardStandIn } from './card-stand-in';
import { PaypalClient, PaypalError, centsToPaypalValue } from './paypal';
import { startPaypalStandIn, type PaypalStandIn } from './paypal-stand-in';

let stripe: CardStandIn;
let paypal: PaypalStandIn;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startCardStandIn(), startPaypalStandIn()]);
});
afterAll(async () => {
  await Promise.all([stripe.close(), paypal.close()]);
});

const card = () => new CardProvider({ baseUrl: stripe.url, secretKey: stripe.secretKey });
const paypalClient = () =>
  new PaypalClient({
    baseUrl: paypal.url,
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
  });

describe('card provider client (Stripe PaymentIntents)', () => {
  it('authorises without capturing, then captures once however often it is retried', async () => {
    const intent = await card().authorize({
      amount: 12_345,
      paymentMethodId: TEST_CARDS.visa,
      statementSuffix: '042137',
      idempotencyKey: 'deposit-happy',
      metadata: { transactionId: 't-1' },
    });
    expect(intent).toMatchObject({ status: 'requires_capture', amount: 12_345, currency: 'usd' });
    const sent = new URLSearchParams(stripe.requests.at(-1)!.body);
    expect(Object.fromEntries(sent)).toMatchObject({
      amount: '12345',
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      payment_method: TEST_CARDS.visa,
      statement_descriptor_suffix: '042137',
      'metadata[transactionId]': 't-1',
    });
    expect(stripe.requests.at(-1)!.headers['idempotency-key']).toBe('deposit-happy');
    expect(stripe.requests.at(-1)!.headers['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );

    const first = await card().capture(intent.id, 'capture-happy');
    const again = await card().capture(intent.id, 'capture-happy');
    expect(first).toMatchObject({ status: 'succeeded', amountReceived: 12_345 });
    expect(again).toEqual(first);
    expect(stripe.intents.get(intent.id)!.captures).toBe(1);
  });

  it('reports a declined card as a card error with the provider message', async () => {
    const refused = await card()
      .authorize({
        amount: 5_000,
        paymentMethodId: TEST_CARDS.declined,
        statementSuffix: '111111',
        idempotencyKey: 'deposit-declined',
        metadata: {},
      })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CardProviderError);
    expect(refused).toMatchObject({
      status: 402,
      code: 'card_declined',
      message: 'Your card was declined.',
      isCardError: true,
    });
  });

  it('reports the state of an intent that can no longer be captured', async () => {
    const intent = await card().authorize({
      amount: 900,
      paymentMethodId: TEST_CARDS.visa,
      statementSuffix: '222222',
      idempotencyKey: 'deposit-released',
      metadata: {},
    });
    await card().cancel(intent.id, 'cancel-released');
    const refused = await card()
      .capture(intent.id, 'capture-released')
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({
      status: 400,
      code: 'payment_intent_unexpected_state',
      paymentIntentStatus: 'canceled',
      isCardError: false,
    });
  });

  it('refuses with the provider status when the key is wrong', async () => {
    const wrong = new CardProvider({ baseUrl: stripe.url, secretKey: 'sk_test_wrong' });
    await expect(wrong.cancel('pi_x', 'k')).rejects.toMatchObject({ status: 401 });
  });

  it('turns an unreachable provider into status 0', async () => {
    const nowhere = new CardProvider({ baseUrl: 'http://127.0.0.1:9', secretKey: 'x' });
    await expect(nowhere.cancel('pi_x', 'k')).rejects.toMatchObject({ status: 0 });
  });
});

describe('PayPal client (OAuth2 + Orders v2)', () => {
  it('writes cents as PayPal decimal text', () => {
    expect(centsToPaypalValue(1)).toBe('0.01');
    expect(centsToPaypalValue(1_234_500)).toBe('12345.00');
  });

  it('creates an order with an approval link and captures it after approval, once', async () => {
    const client = paypalClient();
    const order = await client.createOrder({
      amountCents: 2_550,
      requestId: 'deposit-pp-1',
      referenceId: 't-1',
      customId: 'seller-1',
      returnUrl: 'http://app.test/s/transaction/create?paypal=return',
      cancelUrl: 'http://app.test/s/transaction/create?paypal=cancel',
    });
    expect(order.approvalUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`);
    const created = paypal.requests.at(-1)!;
    expect(created.headers['paypal-request-id']).toBe('deposit-pp-1');
    expect(JSON.parse(created.body)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '25.50' }, custom_id: 'seller-1' }],
    });

    // A retried create with the same request id is the same order.
    const retried = await client.createOrder({
      amountCents: 2_550,
      requestId: 'deposit-pp-1',
      referenceId: 't-1',
      customId: 'seller-1',
      returnUrl: 'http://app.test/r',
      cancelUrl: 'http://app.test/c',
    });
    expect(retried.id).toBe(order.id);

    paypal.approve(order.id);
    const captured = await client.captureOrder(order.id, 'capture-pp-1');
    expect(captured).toEqual({ orderId: order.id, status: 'COMPLETED', capturedCents: 2_550 });
    expect(await client.captureOrder(order.id, 'capture-pp-1')).toEqual(captured);
    expect(paypal.orders.get(order.id)!.captures).toBe(1);
  });

  it('reports a capture failure with PayPal’s issue', async () => {
    const client = paypalClient();
    const order = await client.createOrder({
      amountCents: 1_000,
      requestId: 'deposit-pp-2',
      referenceId: 't-2',
      customId: 'seller-1',
      returnUrl: 'http://app.test/r',
      cancelUrl: 'http://app.test/c',
    });
    const notApproved = await client
      .captureOrder(order.id, 'capture-pp-2a')
      .catch((error: unknown) => error);
    expect(notApproved).toBeInstanceOf(PaypalError);
    expect(notApproved).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
    paypal.approve(order.id);
    paypal.decline(order.id);
    await expect(client.captureOrder(order.id, 'capture-pp-2b')).rejects.toMatchObject({
      status: 422,
      issue: 'INSTRUMENT_DECLINED',
    });
  });

  it('keeps its token, and renews it once when PayPal stops accepting it', async () => {
    const client = paypalClient();
    const before = paypal.tokensIssued();
    const input = {
      amountCents: 100,
      referenceId: 't',
      customId: 's',
      returnUrl: 'http://app.test/r',
      cancelUrl: 'http://app.test/c',
    };
    await client.createOrder({ ...input, requestId: 'tok-1' });
    await client.createOrder({ ...input, requestId: 'tok-2' });
    expect(paypal.tokensIssued() - before).toBe(1);
    paypal.expireTokens();
    await client.createOrder({ ...input, requestId: 'tok-3' });
    expect(paypal.tokensIssued() - before).toBe(2);
  });

  it('refuses wrong client credentials', async () => {
    const wrong = new PaypalClient({ baseUrl: paypal.url, clientId: 'x', clientSecret: 'y' });
    await expect(wrong.captureOrder('X', 'r')).rejects.toMatchObject({
      status: 401,
      message: 'Client Authentication failed',
    });
  });
});
