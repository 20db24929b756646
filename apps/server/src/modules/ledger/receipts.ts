import type { ReceiptType } from '@platfox/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { localDateOf, startOfLocalDay } from '../../platform/time';
import { invoicePdf, statementPdf } from './receipt-pdf';
import { transactions } from './tables';
import { reachTransaction } from './views';
const { users } = accountsReadModel;

export type ReceiptRequest = { id: string; type: ReceiptType; date?: string; timezone?: string };

/** A statement shows every movement, so an admin needs all three transaction lists. */
const STATEMENT_PERMISSIONS = ['DEPOSIT_ACCESS', 'WITHDRAW_ACCESS', 'OTHER_TRANSACTION_ACCESS'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * Receipts (spec 01 /receipt; spec 03 receipt types inv and stm) as PDF. A seller gets their own
 * only, anything else reads as not found; admins any, within their transaction permissions.
 */
export class ReceiptService {
  constructor(private readonly db: Db) {}

  async render(actor: Actor, request: ReceiptRequest): Promise<{ name: string; pdf: Buffer }> {
    if (request.type === 'inv') {
      const { view } = await reachTransaction(this.db, actor, request.id);
      return { name: `receipt-${view.id}.pdf`, pdf: await invoicePdf(view) };
    }
    return this.statement(actor, request.id, request.date ?? '', request.timezone ?? 'UTC');
  }

  private async statement(actor: Actor, sellerId: string, date: string, zone: string) {
    if (actor.type === 'SELLER' && sellerId !== actor.id) throw notFound();
    if (
      actor.type === 'ADMIN' &&
      !STATEMENT_PERMISSIONS.every((permission) => actor.permissions.includes(permission))
    ) {
      throw forbidden();
    }
    const [seller] = await this.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.id, sellerId), eq(users.type, 'SELLER')));
    if (!seller) throw notFound();
    const [year = 1970, month = 1] = date.split('-').map(Number);
    const start = startOfLocalDay(zone, { year, month, day: 1 });
    const end = startOfLocalDay(zone, { year, month: month + 1, day: 1 });
    // The balance moves when a row is approved, so approval times decide the month.
    const approved = and(eq(transactions.userId, sellerId), eq(transactions.status, 'APPROVED'));
    const [opening] = await this.db
      .select({ total: sql<string | null>`sum(${transactions.amount})` })
      .from(transactions)
      .where(and(approved, lt(transactions.reviewedAt, start)));
    const rows = await this.db
      .select()
      .from(transactions)
      .where(and(approved, gte(transactions.reviewedAt, start), lt(transactions.reviewedAt, end)))
      .orderBy(asc(transactions.reviewedAt), asc(transactions.createdAt), asc(transactions.id));
    const openingBalance = Number(opening?.total ?? 0);
    let balance = openingBalance;
    const lines = rows.map((row) => {
      balance += row.amount;
      const day = localDateOf(zone, row.reviewedAt ?? row.createdAt);
      return {
        date: `${day.year}-${pad(day.month)}-${pad(day.day)}`,
        type: row.type,
        description: row.description ?? '',
        amount: row.amount,
        balanceAfter: balance,
      };
    });
    const label = `${year}-${pad(month)}`;
    const pdf = await statementPdf({
      seller: { fullName: `${seller.firstName} ${seller.lastName}`, email: seller.email },
      month: label,
      timeZone: zone,
      openingBalance,
      closingBalance: balance,
      lines,
    });
    return { name: `statement-${label}.pdf`, pdf };
  }
}
