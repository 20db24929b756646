import type { AddressInfo } from 'node:net';
import { BALANCE_NOT_ENOUGH, type Session } from '@platfox/domain';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, balanceOf, fund, newAdmin, newSeller, type UserFixture } from '../../test/fixtures';
import { createTestApp, signIn, type TestContext } from '../../test/harness';
import { REFUND_ABOVE_DEPOSIT } from './reviews';
import { proofImage } from './test-fixtures';

let ctx: TestContext;
let admin: Session;
let baseUrl: string;
const sockets: Socket[] = [];
let keyCount = 0;
const key = () => `withdraw-key-${++keyCount}`;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.test');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

const withdraw = (seller: UserFixture, amount: number, k = key()) =>
  as(ctx, seller.session)(
    'POST',
    '/api/seller/withdraw',
    { amount, paymentMethod: 'PAYONEER', description: 'Payoneer account 123' },
    k,
  );

describe('withdraws', () => {
  it('holds the amount back until an admin approves, then takes it', async () => {
    const seller = await newSeller(ctx);
    await fund(ctx, seller.id, 10_000);
    const requested = await withdraw(seller, 6_000);
    expect(requested.body.data).toMatchObject({
      type: 'WITHDRAW',
      status: 'PENDING',
      amount: -6_000,
    });
    const balance = await as(ctx, seller.session)('GET', '/api/seller/balance');
    expect(balance.body.data).toEqual({
      currentBalance: 10_000,
      reservedAmount: 6_000,
      availableBalance: 4_000,
    });
    // What the withdraw holds back cannot be asked for again, nor taken by an adjust.
    const tooMuch = await withdraw(seller, 4_001);
    expect(tooMuch.body).toMatchObject({ status: 409, message: BALANCE_NOT_ENOUGH });
    const adjust = await as(ctx, admin)('POST', '/api/transactions/adjust', {
      userId: seller.id,
      amount: -4_001,
      description: 'Correction',
    });
    expect(adjust.status).toBe(409);

    const id = requested.body.data.id;
    const approved = await as(ctx, admin)('POST', `/api/transactions/${id}/approve`, {});
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', balanceAfter: 4_000 });
    expect(await balanceOf(ctx, seller.id)).toBe(4_000);
  });

  it("moves the admin menu's withdraw counter, pushed live as pending_task", async () => {
    const counts = async () =>
      (await as(ctx, admin)('GET', '/api/pending-tasks')).body.data as { withdraw: number };
    const seller = await newSeller(ctx);
    await fund(ctx, seller.id, 5_000);
    const before = (await counts()).withdraw;
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    await withdraw(seller, 1_000);
    expect((await counts()).withdraw).toBe(before + 1);
    // The push waits a moment (PENDING_TASK_PUSH_DELAY_MS) to gather a burst: awaited, not slept.
    await vi.waitFor(
      () => expect(emit.mock.calls.some(([, , event]) => event === 'pending_task')).toBe(true),
      { timeout: 10_000, interval: 20 },
    );
    emit.mockRestore();
  });

  it('is cancelled by the seller, which frees the amount again', async () => {
    const seller = await newSeller(ctx);
    await fund(ctx, seller.id, 3_000);
    const id = (await withdraw(seller, 3_000)).body.data.id;
    expect((await withdraw(seller, 1)).status).toBe(409);
    const canceled = await as(ctx, seller.session)('POST', `/api/transactions/${id}/cancel`, {});
    expect(canceled.body.data.status).toBe('CANCELED');
    expect((await withdraw(seller, 3_000)).status).toBe(200);
    expect(await balanceOf(ctx, seller.id)).toBe(3_000);
  });

  it('answers a retry with the same key with the first withdraw', async () => {
    const seller = await newSeller(ctx);
    await fund(ctx, seller.id, 1_000);
    const k = key();
    const [first, second] = await Promise.all([withdraw(seller, 800, k), withdraw(seller, 800, k)]);
    expect(first!.body.data.id).toBe(second!.body.data.id);
    const balance = await as(ctx, seller.session)('GET', '/api/seller/balance');
    expect(balance.body.data.reservedAmount).toBe(800);
  });

  it('is refused to an API key (money moves with a session only)', async () => {
    const seller = await newSeller(ctx);
    const made = await as(ctx, seller.session)('POST', '/api/seller/api-key', {
      name: 'shop sync',
    });
    const apiKey = made.body.data.key as string;
    const viaKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/seller/withdraw',
      headers: { 'x-api-key': apiKey, 'idempotency-key': key() },
      payload: { amount: 1, paymentMethod: 'PAYPAL', description: 'x' },
    });
    expect(viaKey.statusCode).toBe(403);
  });
});

describe('adjust and bonus', () => {
  it('needs the adjust and bonus permissions', async () => {
    const seller = await newSeller(ctx);
    const onlyBonus = await newAdmin(ctx, ['BONUS_DETAIL_CREATE']);
    const body = { userId: seller.id, amount: 500, description: 'Goodwill' };
    expect((await as(ctx, onlyBonus)('POST', '/api/transactions/adjust', body)).status).toBe(403);
    expect((await as(ctx, onlyBonus)('POST', '/api/transactions/bonus', body)).status).toBe(200);
    expect(await balanceOf(ctx, seller.id)).toBe(500);
  });

  it('requires a reason for an adjust, a positive bonus and a seller', async () => {
    const seller = await newSeller(ctx);
    const noReason = await as(ctx, admin)('POST', '/api/transactions/adjust', {
      userId: seller.id,
      amount: -5,
    });
    expect(noReason.body.errors).toHaveProperty('description');
    const negativeBonus = await as(ctx, admin)('POST', '/api/transactions/bonus', {
      userId: seller.id,
      amount: -5,
    });
    expect(negativeBonus.body.errors).toHaveProperty('amount');
    const printer = await signIn(ctx.app, 'printer@demo.test');
    const notSeller = await as(ctx, admin)('POST', '/api/transactions/bonus', {
      userId: printer.user.id,
      amount: 5,
    });
    expect(notSeller.status).toBe(400);
  });

  it('gives a bonus once for a retried request with the same key', async () => {
    const seller = await newSeller(ctx);
    const body = { userId: seller.id, amount: 700 };
    const first = await as(ctx, admin)('POST', '/api/transactions/bonus', body, 'bonus-key-1');
    const again = await as(ctx, admin)('POST', '/api/transactions/bonus', body, 'bonus-key-1');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await balanceOf(ctx, seller.id)).toBe(700);
  });
});

describe('refunding a deposit', () => {
  it('pays back at most what is left of an approved deposit', async () => {
    const seller = await newSeller(ctx);
    const proofFileId = await proofImage(ctx, seller.id);
    const deposit = (
      await as(ctx, seller.session)(
        'POST',
        '/api/seller/deposit',
        { amount: 2_000, proofFileId, description: 'Wire' },
        key(),
      )
    ).body.data;
    await as(ctx, admin)('POST', `/api/transactions/${deposit.id}/approve`, {});
    const url = `/api/transactions/${deposit.id}/refund-deposit`;
    const part = await as(ctx, admin)('POST', url, { amount: 1_500, description: 'Asked back' });
    expect(part.body.data).toMatchObject({
      type: 'REFUND_DEPOSIT',
      amount: -1_500,
      refTransactionId: deposit.id,
    });
    const rest = await as(ctx, admin)('POST', url, { amount: 501, description: 'More' });
    expect(rest.body).toMatchObject({ status: 400, message: REFUND_ABOVE_DEPOSIT });
    expect(await balanceOf(ctx, seller.id)).toBe(500);
  });
});

describe('live events', () => {
  function open(session: Session): Promise<Socket> {
    const socket = connect(`${baseUrl}/api/seller`, {
      transports: ['websocket'],
      query: { uid: session.user.id, token: session.accessToken.token },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const next = <T>(socket: Socket, event: string) =>
    new Promise<T>((resolve) => socket.once(event, (payload: T) => resolve(payload)));

  it('tells the seller of a bonus and of the new balance for the top bar', async () => {
    const seller = await newSeller(ctx);
    const socket = await open(seller.session);
    const bonus = next<{ type: string; amount: number }>(socket, 'transaction_bonus');
    const balance = next<{ currentBalance: number }>(socket, 'transaction_balance');
    await as(ctx, admin)('POST', '/api/transactions/bonus', { userId: seller.id, amount: 1_250 });
    expect(await bonus).toMatchObject({ type: 'BONUS', amount: 1_250 });
    expect(await balance).toEqual({ currentBalance: 1_250 });
  });

  it('tells the seller of a withdraw request without a balance change', async () => {
    const seller = await newSeller(ctx);
    await fund(ctx, seller.id, 900);
    const socket = await open(seller.session);
    const events: string[] = [];
    socket.onAny((event: string) => events.push(event));
    const requested = next<{ status: string }>(socket, 'transaction_withdraw');
    await withdraw(seller, 400);
    expect(await requested).toMatchObject({ status: 'PENDING' });
    expect(events).not.toContain('transaction_balance');
  });
});
