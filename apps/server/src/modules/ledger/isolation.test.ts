import type { DataListAnswer, Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, fund, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';
import { proofImage } from './test-fixtures';

let ctx: TestContext;
let admin: Session;
let sellerA: UserFixture;
let sellerB: UserFixture;
let depositA: string;
let withdrawA: string;
let keyCount = 0;
const key = () => `isolation-key-${++keyCount}`;

beforeAll(async () => {
  // No provider keys here: card and PayPal deposits are off.
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.test');
  [sellerA, sellerB] = await Promise.all([newSeller(ctx), newSeller(ctx)]);
  await fund(ctx, sellerA.id, 5_000);
  await fund(ctx, sellerB.id, 5_000);
  const proofFileId = await proofImage(ctx, sellerA.id);
  const deposit = await as(ctx, sellerA.session)(
    'POST',
    '/api/seller/deposit',
    { amount: 1_000, proofFileId, description: 'Wire A' },
    key(),
  );
  depositA = deposit.body.data.id;
  const withdraw = await as(ctx, sellerA.session)(
    'POST',
    '/api/seller/withdraw',
    { amount: 1_000, paymentMethod: 'PAYPAL', description: 'a@paypal.test' },
    key(),
  );
  withdrawA = withdraw.body.data.id;
});
afterAll(() => ctx.close());

const list = (session: Session, filters: unknown[] = []) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: bearer(session),
    payload: { model: 'transaction', filters, pagination: { page: 1, pageSize: 100 } },
  });

describe('a seller and another seller’s transactions', () => {
  it('cannot read, cancel, verify or get a receipt of them: all read as not found', async () => {
    const b = sellerB.session;
    expect((await as(ctx, b)('GET', `/api/transactions/${depositA}`)).status).toBe(404);
    expect((await as(ctx, b)('POST', `/api/transactions/${depositA}/cancel`, {})).status).toBe(404);
    expect((await as(ctx, b)('POST', `/api/transactions/${withdrawA}/cancel`, {})).status).toBe(
      404,
    );
    const verify = await as(ctx, b)('POST', '/api/seller/payment-verify', {
      verifyCode: '123456',
      transactionId: depositA,
    });
    expect(verify.status).toBe(404);
    const invoice = await as(ctx, b)('GET', `/api/receipts?id=${depositA}&type=inv`);
    expect(invoice.status).toBe(404);
    const statement = await as(ctx, b)(
      'GET',
      `/api/receipts?id=${sellerA.id}&type=stm&date=2024-05`,
    );
    expect(statement.status).toBe(404);
    // Nothing changed for A.
    const own = await as(ctx, sellerA.session)('GET', `/api/transactions/${depositA}`);
    expect(own.body.data).toMatchObject({ id: depositA, status: 'PENDING' });
  });

  it('lists only their own rows, even when asking for the other seller’s ids', async () => {
    const mine = (await list(sellerB.session)).json() as DataListAnswer;
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((row) => row.userId === sellerB.id)).toBe(true);
    const asked = await list(sellerB.session, [
      { field: 'id', operation: 'in', value: [depositA, withdrawA] },
    ]);
    expect((asked.json() as DataListAnswer).total).toBe(0);
  });

  it('cannot approve anything', async () => {
    const approve = await as(ctx, sellerA.session)(
      'POST',
      `/api/transactions/${depositA}/approve`,
      {},
    );
    expect(approve.status).toBe(403);
  });
});

describe('admins and transaction permissions', () => {
  it('lists the types their permissions cover and marks what they may review', async () => {
    const everything = (
      await list(admin, [{ field: 'userId', operation: 'inc', value: [sellerA.id] }])
    ).json() as DataListAnswer;
    const types = everything.items.map((row) => row.type).sort();
    expect(types).toEqual(['BONUS', 'DEPOSIT', 'WITHDRAW']);
    expect(everything.items.find((row) => row.id === depositA)?.updatable).toBe(true);

    const withdrawsOnly = await newAdmin(ctx, ['WITHDRAW_ACCESS']);
    const narrowed = (
      await list(withdrawsOnly, [{ field: 'userId', operation: 'inc', value: [sellerA.id] }])
    ).json() as DataListAnswer;
    expect(narrowed.items.map((row) => row.type)).toEqual(['WITHDRAW']);
    // Seeing the list is not reviewing it.
    expect(narrowed.items[0]?.updatable).toBe(false);
  });

  it('needs the area permission for a detail and for approving', async () => {
    const depositsOnly = await newAdmin(ctx, ['DEPOSIT_ACCESS', 'DEPOSIT_DETAIL_ACCESS']);
    expect((await as(ctx, depositsOnly)('GET', `/api/transactions/${depositA}`)).status).toBe(200);
    expect((await as(ctx, depositsOnly)('GET', `/api/transactions/${withdrawA}`)).status).toBe(403);
    const approve = await as(ctx, depositsOnly)(
      'POST',
      `/api/transactions/${depositA}/approve`,
      {},
    );
    expect(approve.status).toBe(403);
    // An admin without any of the ledger's list permissions is refused, not given an empty list.
    const none = await newAdmin(ctx, ['USER_ACCESS']);
    expect((await list(none)).statusCode).toBe(403);
  });
});

describe('without provider keys', () => {
  it('offers bank transfers only and refuses card and PayPal deposits', async () => {
    const info = await as(ctx, sellerB.session)('GET', '/api/seller/deposit-info');
    expect(info.body.data.methods).toEqual({ BANKING: true, CREDIT_CARD: false, PAYPAL: false });
    const card = await as(ctx, sellerB.session)(
      'POST',
      '/api/seller/payment-intent',
      { amount: 100, paymentMethodId: 'pm_card_visa' },
      key(),
    );
    expect(card.status).toBe(400);
    const paypal = await as(ctx, sellerB.session)(
      'POST',
      '/api/seller/payment-paypal',
      { amount: 100 },
      key(),
    );
    expect(paypal.status).toBe(400);
  });
});
