import { CARD_DEPOSIT_NOT_PERMITTED, type Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, balanceOf, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { startCardStandIn, TEST_CARDS, type CardStandIn } from './card-stand-in';
import { NOT_ALLOWED_TO_DEPOSIT, PROOF_NOT_FOUND } from './deposits';
import { startPaypalStandIn, type PaypalStandIn } from './paypal-stand-in';
import { proofImage } from './test-fixtures';

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

describe('deposit info', () => {
  it('offers every configured method to a new seller, with three attempts', async () => {
    const seller = await newSeller(ctx);
    expect(await depositInfo(seller)).toEqual({
      allowDepositPermission: true,
      hadHoldingDeposit: false,
      holdingTransaction: null,
      verifyRemainingAttemptNumber: 3,
      config: { allowDepositBanking: true, allowDepositCreditCard: true, allowDepositPaypal: true },
      methods: { BANKING: true, CREDIT_CARD: true, PAYPAL: true },
      maxDepositAmount: 10_000_000,
    });
  });
});

describe('bank transfer deposits', () => {
  it('waits for an admin, who approves it once; the balance moves then', async () => {
    const seller = await newSeller(ctx);
    const proofFileId = await proofImage(ctx, seller.id);
    const k = key();
    const body = { amount: 12_345, proofFileId, description: 'Wire 2024-05-01' };
    const created = await as(ctx, seller.session)('POST', '/api/seller/deposit', body, k);
    expect(created.status).toBe(200);
    const deposit = created.body.data;
    expect(deposit).toMatchObject({
      type: 'DEPOSIT',
      status: 'PENDING',
      amount: 12_345,
      paymentMethod: 'BANKING',
      proofFileId,
      balanceAfter: null,
    });
    // A retried request (same key) answers the same deposit.
    const retried = await as(ctx, seller.session)('POST', '/api/seller/deposit', body, k);
    expect(retried.body.data.id).toBe(deposit.id);
    expect(await balanceOf(ctx, seller.id)).toBe(0);

    const approved = await as(ctx, admin)('POST', `/api/transactions/${deposit.id}/approve`, {});
    expect(approved.body.data).toMatchObject({
      status: 'APPROVED',
      balanceBefore: 0,
      balanceAfter: 12_345,
    });
    expect(await balanceOf(ctx, seller.id)).toBe(12_345);
    const twice = await as(ctx, admin)('POST', `/api/transactions/${deposit.id}/approve`, {});
    expect(twice.status).toBe(409);
    expect(await balanceOf(ctx, seller.id)).toBe(12_345);
  });

  it('is cancelled by an admin with a reason, and the balance stays', async () => {
    const seller = await newSeller(ctx);
    const proofFileId = await proofImage(ctx, seller.id);
    const body = { amount: 500, proofFileId, description: 'Wire' };
    const deposit = (await as(ctx, seller.session)('POST', '/api/seller/deposit', body, key())).body
      .data;
    const canceled = await as(ctx, admin)('POST', `/api/transactions/${deposit.id}/cancel`, {
      reviewNote: 'No money arrived',
    });
    expect(canceled.body.data).toMatchObject({
      status: 'CANCELED',
      reviewNote: 'No money arrived',
    });
    expect(await balanceOf(ctx, seller.id)).toBe(0);
  });

  it('refuses a missing key, a too large amount and a proof the seller did not upload', async () => {
    const seller = await newSeller(ctx);
    const other = await newSeller(ctx);
    const proofFileId = await proofImage(ctx, seller.id);
    const body = { amount: 100, proofFileId, description: 'Wire' };
    const noKey = await as(ctx, seller.session)('POST', '/api/seller/deposit', body);
    expect(noKey.status).toBe(400);
    expect(Object.keys(noKey.body.errors)).toEqual(['idempotency-key']);
    const tooLarge = await as(ctx, seller.session)(
      'POST',
      '/api/seller/deposit',
      { ...body, amount: 10_000_001 },
      key(),
    );
    expect(tooLarge.body).toMatchObject({
      status: 400,
      errors: { amount: 'The amount may not be greater than 100000 dollars' },
    });
    const fraction = await as(ctx, seller.session)(
      'POST',
      '/api/seller/deposit',
      { ...body, amount: 10.5 },
      key(),
    );
    expect(fraction.status).toBe(400);
    const foreignProof = await as(ctx, other.session)('POST', '/api/seller/deposit', body, key());
    expect(foreignProof.body).toMatchObject({
      status: 400,
      errors: { proofFileId: PROOF_NOT_FOUND },
    });
  });
});

describe('deposit methods config', () => {
  it('switches a method off for all sellers, and back on for one seller', async () => {
    const seller = await newSeller(ctx);
    const proofFileId = await proofImage(ctx, seller.id);
    const allOff = {
      allowDepositBanking: false,
      allowDepositCreditCard: false,
      allowDepositPaypal: true,
    };
    const saved = await as(ctx, admin)('PUT', '/api/apps/payment-method', allOff);
    expect(saved.body.data).toEqual({
      config: allOff,
      providers: { BANKING: true, CREDIT_CARD: true, PAYPAL: true },
    });
    try {
      expect((await depositInfo(seller)).methods).toEqual({
        BANKING: false,
        CREDIT_CARD: false,
        PAYPAL: true,
      });
      const card = await cardDeposit(seller, 100, TEST_CARDS.visa);
      expect(card.body).toMatchObject({ status: 400, message: CARD_DEPOSIT_NOT_PERMITTED });
      const body = { amount: 100, proofFileId, description: 'Wire' };
      const bank = await as(ctx, seller.session)('POST', '/api/seller/deposit', body, key());
      expect(bank.status).toBe(400);

      await as(ctx, admin)('PUT', `/api/apps/payment-method/users/${seller.id}`, {
        allowDepositBanking: true,
      });
      expect((await depositInfo(seller)).methods.BANKING).toBe(true);
      const allowed = await as(ctx, seller.session)('POST', '/api/seller/deposit', body, key());
      expect(allowed.status).toBe(200);

      await as(ctx, admin)('PUT', `/api/apps/payment-method/users/${seller.id}`, {
        allowDepositPermission: false,
      });
      const banned = await as(ctx, seller.session)('POST', '/api/seller/deposit', body, key());
      expect(banned.body).toMatchObject({ status: 403, message: NOT_ALLOWED_TO_DEPOSIT });
    } finally {
      await as(ctx, admin)('PUT', '/api/apps/payment-method', {
        allowDepositBanking: true,
        allowDepositCreditCard: true,
        allowDepositPaypal: true,
      });
    }
  });

  it('is for admins with the deposit method permissions only', async () => {
    const seller = await newSeller(ctx);
    expect((await as(ctx, seller.session)('GET', '/api/apps/payment-method')).status).toBe(403);
  });
});
