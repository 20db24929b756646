import { DEPOSIT_BANNED, HELD_DEPOSIT_FIRST, type Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { startCardStandIn, TEST_CARDS, type CardStandIn } from './card-stand-in';
import { PAYPAL_DECLINED } from './paypal-deposits';
import { startPaypalStandIn, type PaypalStandIn } from './paypal-stand-in';

let ctx: TestContext;
let stripe: CardStandIn;
let paypal: PaypalStandIn;
let admin: Session;
let keyCount = 0;
const key = () => `test-key-${++keyCount}-${Date.now()}`;

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startCardStandIn(), startPaypalStandIn()]);
  ctx = await createTestApp({
    stripe: { baseUrl: stripe.url, secretKey: stripe.secretKey },
    paypal: { baseUrl: paypal.url, clientId: paypal.clientId, clientSecret: paypal.clientSecret },
  });
  admin = await signIn(ctx.app, 'admin@demo.test');
});
afterAll(async () => {
  await ctx.close();
  await Promise.all([stripe.close(), paypal.close()]);
});

const depositInfo = async (seller: UserFixture) =>
  (await as(ctx, seller.session)('GET', '/api/seller/deposit-info')).body.data;

const cardDeposit = (seller: UserFixture, amount: number, paymentMethodId: string, k = key()) =>
  as(ctx, seller.session)('POST', '/api/seller/payment-intent', { amount, paymentMethodId }, k);

const verify = (seller: UserFixture, transactionId: string, verifyCode: number | string) =>
  as(ctx, seller.session)('POST', '/api/seller/payment-verify', { verifyCode, transactionId });

/** The code the seller reads on their card statement: the suffix sent with the deposit's intent. */
const codeOf = (transactionId: string) => {
  const forms = stripe.requests
    .filter((request) => request.path === '/v1/payment_intents')
    .map((request) => new URLSearchParams(request.body));
  const form = forms.find((item) => item.get('metadata[transactionId]') === transactionId);
  return form?.get('statement_descriptor_suffix') ?? '';
};
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('card deposits', () => {
  it('holds the payment until the code on the statement is given, then credits once', async () => {
    const seller = await newSeller(ctx);
    const created = await cardDeposit(seller, 25_000, TEST_CARDS.visa);
    expect(created.status).toBe(200);
    const deposit = created.body.data;
    expect(deposit).toMatchObject({ status: 'HOLDING', paymentMethod: 'CREDIT_CARD' });
    expect(await depositInfo(seller)).toMatchObject({
      hadHoldingDeposit: true,
      holdingTransaction: { id: deposit.id, amount: 25_000 },
      methods: { CREDIT_CARD: false, BANKING: true },
    });
    const second = await cardDeposit(seller, 100, TEST_CARDS.visa);
    expect(second.body).toMatchObject({ status: 409, message: HELD_DEPOSIT_FIRST });

    const code = codeOf(deposit.id);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await verify(seller, deposit.id, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toMatchObject({ verifyRemainingAttempt: '2' });
    expect(await balanceOf(ctx, seller.id)).toBe(0);

    // The spec sends the code as a number: leading zeros are restored.
    const right = await verify(seller, deposit.id, Number(code));
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({
      status: 200,
      message: 'The deposit has been verified',
      data: { id: deposit.id, status: 'APPROVED', balanceAfter: 25_000 },
    });
    expect(await balanceOf(ctx, seller.id)).toBe(25_000);
    expect((await depositInfo(seller)).verifyRemainingAttemptNumber).toBe(3);
    // Verifying again changes nothing and captures nothing more.
    expect((await verify(seller, deposit.id, code)).status).toBe(200);
    expect(await balanceOf(ctx, seller.id)).toBe(25_000);
    const intent = [...stripe.intents.values()].find((item) => item.statementSuffix === code);
    expect(intent).toMatchObject({ status: 'succeeded', captures: 1, amount: 25_000 });
  });

  it('answers a declined card with the provider message and keeps the balance', async () => {
    const seller = await newSeller(ctx);
    const declined = await cardDeposit(seller, 5_000, TEST_CARDS.declined);
    expect(declined.body).toMatchObject({ status: 402, message: 'Your card was declined.' });
    expect(await balanceOf(ctx, seller.id)).toBe(0);
    expect((await depositInfo(seller)).methods.CREDIT_CARD).toBe(true);
  });

  it('cancels the deposit and bans card deposits when the attempts are used up', async () => {
    const seller = await newSeller(ctx);
    const deposit = (await cardDeposit(seller, 7_000, TEST_CARDS.visa)).body.data;
    const wrong = wrongCode(codeOf(deposit.id));
    expect((await verify(seller, deposit.id, wrong)).body.errors.verifyRemainingAttempt).toBe('2');
    expect((await verify(seller, deposit.id, wrong)).body.errors.verifyRemainingAttempt).toBe('1');
    const last = await verify(seller, deposit.id, wrong);
    expect(last.body).toMatchObject({
      status: 400,
      message: DEPOSIT_BANNED,
      errors: { verifyRemainingAttempt: '0' },
    });
    const detail = await as(ctx, seller.session)('GET', `/api/transactions/${deposit.id}`);
    expect(detail.body.data.status).toBe('CANCELED');
    const intent = [...stripe.intents.values()].find((item) => item.amount === 7_000);
    expect(intent?.status).toBe('canceled');
    expect(await depositInfo(seller)).toMatchObject({
      verifyRemainingAttemptNumber: 0,
      methods: { CREDIT_CARD: false, BANKING: true },
    });
    const banned = await cardDeposit(seller, 100, TEST_CARDS.visa);
    expect(banned.body).toMatchObject({ status: 403, message: DEPOSIT_BANNED });

    // An admin gives the attempts back.
    const lifted = await as(ctx, admin)('PUT', `/api/apps/payment-method/users/${seller.id}`, {
      verifyRemainingAttemptNumber: 3,
    });
    expect(lifted.status).toBe(200);
    expect((await depositInfo(seller)).methods.CREDIT_CARD).toBe(true);
  });

  it('authorises once when the same request races', async () => {
    const seller = await newSeller(ctx);
    const k = key();
    const before = stripe.requests.length;
    const answers = await Promise.all([
      cardDeposit(seller, 3_300, TEST_CARDS.visa, k),
      cardDeposit(seller, 3_300, TEST_CARDS.visa, k),
      cardDeposit(seller, 3_300, TEST_CARDS.visa, k),
    ]);
    const ids = new Set(answers.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    const authorisations = stripe.requests
      .slice(before)
      .filter((request) => request.path === '/v1/payment_intents');
    expect(authorisations).toHaveLength(1);
  });
});

describe('PayPal deposits', () => {
  async function startPaypal(seller: UserFixture, amount: number) {
    const started = await as(ctx, seller.session)(
      'POST',
      '/api/seller/payment-paypal',
      { amount },
      key(),
    );
    expect(started.status).toBe(200);
    const { transaction, approvalUrl } = started.body.data;
    const token = new URL(approvalUrl).searchParams.get('token') ?? '';
    return { transaction, token };
  }

  it('credits the balance once the seller approved and came back', async () => {
    const seller = await newSeller(ctx);
    const { transaction, token } = await startPaypal(seller, 4_200);
    expect(transaction).toMatchObject({ status: 'PENDING', paymentMethod: 'PAYPAL' });
    paypal.approve(token);
    const back = { token, payerId: 'PAYER1' };
    const captured = await as(ctx, seller.session)(
      'POST',
      '/api/seller/verify-payment-paypal',
      back,
    );
    expect(captured.body.data).toMatchObject({ id: transaction.id, status: 'APPROVED' });
    const again = await as(ctx, seller.session)('POST', '/api/seller/verify-payment-paypal', back);
    expect(again.status).toBe(200);
    expect(await balanceOf(ctx, seller.id)).toBe(4_200);
    expect(paypal.orders.get(token)!.captures).toBe(1);
    // Another seller cannot use the token.
    const other = await newSeller(ctx);
    const foreign = await as(ctx, other.session)('POST', '/api/seller/verify-payment-paypal', back);
    expect(foreign.status).toBe(404);
  });

  it('keeps the deposit waiting and the balance as it was when the capture fails', async () => {
    const seller = await newSeller(ctx);
    const { transaction, token } = await startPaypal(seller, 1_500);
    const early = await as(ctx, seller.session)('POST', '/api/seller/verify-payment-paypal', {
      token,
    });
    expect(early.status).toBe(402);
    paypal.approve(token);
    paypal.decline(token);
    const declined = await as(ctx, seller.session)('POST', '/api/seller/verify-payment-paypal', {
      token,
    });
    expect(declined.body).toMatchObject({ status: 402, message: PAYPAL_DECLINED });
    const detail = await as(ctx, seller.session)('GET', `/api/transactions/${transaction.id}`);
    expect(detail.body.data.status).toBe('PENDING');
    expect(await balanceOf(ctx, seller.id)).toBe(0);
  });
});
