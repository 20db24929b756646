import { randomUUID } from 'node:crypto';
import { BALANCE_NOT_ENOUGH } from '@platfox/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import { createTestDatabase } from '../../test/harness';
import { users } from '../accounts/tables';
import { notifications } from '../notifications/tables';
import {
  BalanceService,
  IDEMPOTENCY_KEY_REUSED,
  charge,
  lockOwner,
  refund,
  type Posted,
} from './balance';
import { transactions } from './tables';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function newSeller(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({
      type: 'SELLER',
      email: `ledger-${randomUUID()}@fixture.test`,
      passwordHash: 'not-a-hash',
      firstName: 'Ledger',
      lastName: 'Seller',
      isVerified: true,
    })
    .returning({ id: users.id });
  return row!.id;
}

const deposit = (userId: string, amount: number) =>
  database.db.transaction((tx) =>
    BalanceService.post(tx, { userId, type: 'DEPOSIT', status: 'APPROVED', amount }),
  );

/** What the database says: the balance, the sum of approved rows, and how many rows there are. */
async function ledgerOf(userId: string) {
  const [user] = await database.db
    .select({ balance: users.currentBalance })
    .from(users)
    .where(eq(users.id, userId));
  const [sums] = await database.db
    .select({
      approved: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'APPROVED'), 0)`,
      rows: count(),
    })
    .from(transactions)
    .where(eq(transactions.userId, userId));
  return { balance: user!.balance, approvedSum: Number(sums!.approved), rows: sums!.rows };
}

/** A call's outcome: written, or refused with its status and message. */
async function outcome(call: () => Promise<Posted>) {
  try {
    return { ok: true as const, posted: await call() };
  } catch (error) {
    if (error instanceof HttpError) {
      return { ok: false as const, status: error.status, message: error.message };
    }
    throw error;
  }
}

type Step =
  | { kind: 'deposit'; amount: number; isApproved: boolean }
  | { kind: 'charge' | 'refund' | 'withdraw'; amount: number }
  | { kind: 'adjust'; amount: number }
  | { kind: 'approve' | 'cancel'; pick: number };

// Debits smaller than deposits, so sequences reach both sides of every refusal.
const credit = fc.integer({ min: 1, max: 50_000 });
const debit = fc.integer({ min: 1, max: 20_000 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: credit, isApproved: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('charge' as const, 'withdraw' as const), amount: debit }),
  fc.record({ kind: fc.constant('refund' as const), amount: debit }),
  fc.record({
    kind: fc.constant('adjust' as const),
    amount: fc.integer({ min: -50_000, max: 50_000 }).filter((value) => value !== 0),
  }),
  fc.record({ kind: fc.constantFrom('approve' as const, 'cancel' as const), pick: fc.nat() }),
);

describe('the balance under any sequence of movements (property)', () => {
  it('equals the sum of approved rows, never goes below zero, and refusals write nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        const userId = await newSeller();
        // The model: what the balance should be and which rows wait.
        let balance = 0;
        let waiting: { id: string; type: 'DEPOSIT' | 'WITHDRAW'; amount: number }[] = [];
        const reserved = () =>
          waiting
            .filter((row) => row.type === 'WITHDRAW')
            .reduce((sum, row) => sum - row.amount, 0);
        for (const [index, current] of steps.entries()) {
          const before = await ledgerOf(userId);
          const key = `step-${index}`;
          let expectOk = true;
          let run: () => Promise<Posted>;
          switch (current.kind) {
            case 'deposit':
              run = () =>
                database.db.transaction((tx) =>
                  BalanceService.post(tx, {
                    userId,
                    type: 'DEPOSIT',
                    status: current.isApproved ? 'APPROVED' : 'PENDING',
                    amount: current.amount,
                    idempotencyKey: key,
                  }),
                );
              break;
            case 'charge':
              expectOk = balance - current.amount - reserved() >= 0;
              run = () =>
                database.db.transaction((tx) =>
                  charge(tx, userId, current.amount, { idempotencyKey: key }),
                );
              break;
            case 'refund':
              run = () =>
                database.db.transaction((tx) =>
                  refund(tx, userId, current.amount, { idempotencyKey: key }),
                );
              break;
            case 'withdraw':
              expectOk = balance - current.amount - reserved() >= 0;
              run = () =>
                database.db.transaction((tx) =>
                  BalanceService.post(tx, {
                    userId,
                    type: 'WITHDRAW',
                    status: 'PENDING',
                    amount: -current.amount,
                    idempotencyKey: key,
                  }),
                );
              break;
            case 'adjust':
              expectOk = current.amount > 0 || balance + current.amount - reserved() >= 0;
              run = () =>
                database.db.transaction((tx) =>
                  BalanceService.post(tx, {
                    userId,
                    type: 'ADJUST',
                    status: 'APPROVED',
                    amount: current.amount,
                    idempotencyKey: key,
                  }),
                );
              break;
            default: {
              const target = waiting[current.pick % Math.max(1, waiting.length)];
              if (!target) continue;
              run = () =>
                database.db.transaction((tx) =>
                  BalanceService.settle(tx, target.id, {
                    status: current.kind === 'approve' ? 'APPROVED' : 'CANCELED',
                  }),
                );
            }
          }
          const result = await outcome(run);
          const after = await ledgerOf(userId);
          expect(result.ok, `step ${index} ${JSON.stringify(current)}`).toBe(expectOk);
          if (result.ok) {
            const row = result.posted.transaction;
            if (row.status === 'APPROVED') balance += row.amount;
            if (row.status === 'PENDING') {
              waiting.push({
                id: row.id,
                type: row.type as 'DEPOSIT' | 'WITHDRAW',
                amount: row.amount,
              });
            } else {
              waiting = waiting.filter((item) => item.id !== row.id);
            }
          } else {
            expect(result).toMatchObject({ status: 409, message: BALANCE_NOT_ENOUGH });
            expect(after).toEqual(before);
          }
          expect(after.balance).toBe(balance);
          expect(after.approvedSum).toBe(after.balance);
          expect(after.balance).toBeGreaterThanOrEqual(0);
          expect(after.balance - reserved()).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});

describe('concurrent charges', () => {
  it('places exactly 10 of 50 concurrent charges against a balance that covers 10', async () => {
    const userId = await newSeller();
    await deposit(userId, 10 * 1_234);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        outcome(() =>
          database.db.transaction((tx) =>
            charge(tx, userId, 1_234, { idempotencyKey: `order-${index}`, orderId: randomUUID() }),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(40);
    for (const result of refused)
      expect(result).toMatchObject({ status: 409, message: BALANCE_NOT_ENOUGH });
    const ledger = await ledgerOf(userId);
    expect(ledger).toEqual({ balance: 0, approvedSum: 0, rows: 11 });
  }, 60_000);
});

describe('idempotency of charges', () => {
  it('charges once for the same key called twice, and answers the first row', async () => {
    const userId = await newSeller();
    await deposit(userId, 10_000);
    const call = () =>
      database.db.transaction((tx) =>
        charge(tx, userId, 2_500, { idempotencyKey: 'order-42', description: 'Order 42' }),
      );
    const first = await call();
    const second = await call();
    expect(first.isReplay).toBe(false);
    expect(second).toMatchObject({ isReplay: true, hasMovedBalance: false });
    expect(second.transaction.id).toBe(first.transaction.id);
    expect(await ledgerOf(userId)).toEqual({ balance: 7_500, approvedSum: 7_500, rows: 2 });
  });

  it('charges once when the same key races', async () => {
    const userId = await newSeller();
    await deposit(userId, 10_000);
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        database.db.transaction((tx) => charge(tx, userId, 1_000, { idempotencyKey: 'race-1' })),
      ),
    );
    expect(new Set(results.map((result) => result.transaction.id)).size).toBe(1);
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1);
    expect(await ledgerOf(userId)).toEqual({ balance: 9_000, approvedSum: 9_000, rows: 2 });
  }, 30_000);

  it('refuses the same key for a different amount', async () => {
    const userId = await newSeller();
    await deposit(userId, 10_000);
    await database.db.transaction((tx) => charge(tx, userId, 100, { idempotencyKey: 'k-1' }));
    const reused = await outcome(() =>
      database.db.transaction((tx) => charge(tx, userId, 200, { idempotencyKey: 'k-1' })),
    );
    expect(reused).toMatchObject({ ok: false, status: 409, message: IDEMPOTENCY_KEY_REUSED });
  });

  it('rolls the charge back with the caller’s transaction', async () => {
    const userId = await newSeller();
    await deposit(userId, 5_000);
    await expect(
      database.db.transaction(async (tx) => {
        await charge(tx, userId, 1_000, { idempotencyKey: 'rolled-back' });
        throw new Error('the order placement failed after the charge');
      }),
    ).rejects.toThrow('the order placement failed');
    expect(await ledgerOf(userId)).toEqual({ balance: 5_000, approvedSum: 5_000, rows: 1 });
    const [row] = await database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.idempotencyKey, 'rolled-back')));
    expect(row!.n).toBe(0);
  });
});

describe('settling', () => {
  it('moves the balance only when a waiting row is approved, and only once', async () => {
    const userId = await newSeller();
    const pending = await database.db.transaction((tx) =>
      BalanceService.post(tx, { userId, type: 'DEPOSIT', status: 'PENDING', amount: 3_000 }),
    );
    expect(await ledgerOf(userId)).toMatchObject({ balance: 0 });
    const approved = await database.db.transaction((tx) =>
      BalanceService.settle(tx, pending.transaction.id, { status: 'APPROVED' }),
    );
    expect(approved.transaction).toMatchObject({ balanceBefore: 0, balanceAfter: 3_000 });
    const again = await outcome(() =>
      database.db.transaction((tx) =>
        BalanceService.settle(tx, pending.transaction.id, { status: 'CANCELED' }),
      ),
    );
    expect(again).toMatchObject({ ok: false, status: 409 });
    expect(await ledgerOf(userId)).toMatchObject({ balance: 3_000, approvedSum: 3_000 });
  });

  it('refuses a movement for an account that is not a seller', async () => {
    const [admin] = await database.db
      .insert(users)
      .values({
        type: 'ADMIN',
        email: `admin-${randomUUID()}@fixture.test`,
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
      })
      .returning({ id: users.id });
    const refused = await outcome(() =>
      database.db.transaction((tx) =>
        BalanceService.post(tx, {
          userId: admin!.id,
          type: 'BONUS',
          status: 'APPROVED',
          amount: 1,
        }),
      ),
    );
    expect(refused).toMatchObject({ ok: false, status: 400 });
  });
});

// Two transactions at once: PostgreSQL only (the embedded database runs one at a time).
describe.skipIf(!process.env.DATABASE_URL)("the seller's balance lock", () => {
  it('queues the next balance change but not the rows that only name the seller', async () => {
    const sellerId = await newSeller();
    await deposit(sellerId, 1_000);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let isLocked = () => {};
    const locked = new Promise<void>((resolve) => (isLocked = resolve));
    // A charge under way: the balance row locked, the transaction open.
    const charging = database.db.transaction(async (tx) => {
      await lockOwner(tx, sellerId);
      isLocked();
      await held;
    });
    await locked;
    try {
      // A row whose foreign key names the seller (an item routed, a rollup, a notice) is written
      // at once. With FOR UPDATE its key check waited for the charge, which closed deadlocks.
      const written = await database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        return tx
          .insert(notifications)
          .values({ userId: sellerId, type: 'TRANSACTION', title: 'Written beside a charge' })
          .returning({ id: notifications.id });
      });
      expect(written).toHaveLength(1);
      // Another balance change of the seller still waits for the first one's end.
      const second = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '200ms'`);
          await lockOwner(tx, sellerId);
        })
        .then(
          () => 'locked',
          // Drizzle wraps the driver's error: PostgreSQL's code is on its cause.
          (error: { cause?: { code?: string } }) => error.cause?.code,
        );
      expect(second).toBe('55P03'); // lock_not_available: it waited, and gave up at the timeout
    } finally {
      release();
      await charging;
    }
  });
});
