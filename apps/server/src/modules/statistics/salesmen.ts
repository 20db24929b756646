import type {
  SaleCodeStatistics,
  SaleKpi,
  Salesman,
  SalesmanBody,
  StatisticRangeQuery,
} from '@platfox/domain';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { isUniqueViolation } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { accountsReadModel } from '../accounts/index';
import { approvedDepositsBySeller } from './ledger-months';
import { rangeOf } from './range';
import { salesmanSellers, salesmen, type SalesmanRow } from './tables';

const { users } = accountsReadModel;

export const SALE_CODE_TAKEN = 'This sale code belongs to another salesman';

const view = (row: SalesmanRow, sellers: number): Salesman => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  saleCode: row.saleCode,
  sellers,
  createdAt: row.createdAt.toISOString(),
});

export async function listSalesmen(db: Db): Promise<Salesman[]> {
  const rows = await db
    .select({ row: salesmen, sellers: count(salesmanSellers.sellerId) })
    .from(salesmen)
    .leftJoin(salesmanSellers, eq(salesmanSellers.salesmanId, salesmen.id))
    .groupBy(salesmen.id)
    .orderBy(asc(salesmen.name));
  return rows.map(({ row, sellers }) => view(row, Number(sellers)));
}

/** A code made from the name: its letters, upper-case, and four random digits. */
const codeFrom = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 8) || 'SALE'
  }${String(Math.floor(1000 + Math.random() * 9000))}`;

export async function createSalesman(db: Db, actor: Actor, body: SalesmanBody): Promise<Salesman> {
  try {
    const [row] = await db
      .insert(salesmen)
      .values({
        name: body.name.trim(),
        email: body.email || null,
        phone: body.phone || null,
        saleCode: body.saleCode || codeFrom(body.name),
        createdBy: actor.id,
      })
      .returning();
    return view(row!, 0);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new HttpError(409, SALE_CODE_TAKEN, { saleCode: SALE_CODE_TAKEN });
  }
}

/**
 * A new seller registered through a link with a sale code: kept with the salesman it names. An
 * unknown or stale code is dropped, never a reason to refuse the registration.
 */
export async function linkSaleCode(tx: DbTx, sellerId: string, saleCode: string): Promise<void> {
  const code = saleCode.trim().toUpperCase();
  if (!code) return;
  const [salesman] = await tx
    .select({ id: salesmen.id })
    .from(salesmen)
    .where(eq(salesmen.saleCode, code));
  if (!salesman) return;
  await tx
    .insert(salesmanSellers)
    .values({ sellerId, salesmanId: salesman.id, saleCode: code })
    .onConflictDoNothing();
}

const endOf = (day: string) => new Date(Date.parse(day) + 86_400_000);

/** Spec 03 section 3.4's sale statistics per salesman over a range. */
export async function saleKpi(db: Db, query: StatisticRangeQuery): Promise<SaleKpi> {
  const range = rangeOf(query);
  const start = new Date(Date.parse(range.from));
  const end = endOf(range.to);
  const deposits = approvedDepositsBySeller(db, range);
  const rows = await db
    .select({
      salesmanId: salesmen.id,
      saleMan: salesmen.name,
      saleCode: salesmen.saleCode,
      totalDeposit: sql<number>`coalesce(sum(${deposits.amount}), 0)::bigint`.mapWith(Number),
      totalUsers:
        sql<number>`count(${salesmanSellers.sellerId}) filter (where ${salesmanSellers.registeredAt} < ${end})`.mapWith(
          Number,
        ),
      totalNewUsers:
        sql<number>`count(${salesmanSellers.sellerId}) filter (where ${salesmanSellers.registeredAt} >= ${start} and ${salesmanSellers.registeredAt} < ${end})`.mapWith(
          Number,
        ),
      usersWithDeposits: sql<number>`count(${deposits.userId})`.mapWith(Number),
    })
    .from(salesmen)
    .leftJoin(salesmanSellers, eq(salesmanSellers.salesmanId, salesmen.id))
    .leftJoin(deposits, eq(deposits.userId, salesmanSellers.sellerId))
    .groupBy(salesmen.id)
    .orderBy(desc(sql`coalesce(sum(${deposits.amount}), 0)`), asc(salesmen.name));
  return { range, rows };
}

/** Each seller a sale code brought (newest first), with their approved deposits in the range. */
export async function saleCodeStatistics(
  db: Db,
  query: StatisticRangeQuery,
): Promise<SaleCodeStatistics> {
  const range = rangeOf(query);
  const deposits = approvedDepositsBySeller(db, range);
  const rows = await db
    .select({
      userId: salesmanSellers.sellerId,
      fullName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
      saleCode: salesmanSellers.saleCode,
      saleMan: salesmen.name,
      registeredAt: salesmanSellers.registeredAt,
      totalDeposit: sql<number>`coalesce(${deposits.amount}, 0)`.mapWith(Number),
      deposits: sql<number>`coalesce(${deposits.count}, 0)`.mapWith(Number),
    })
    .from(salesmanSellers)
    .innerJoin(salesmen, eq(salesmen.id, salesmanSellers.salesmanId))
    .innerJoin(users, eq(users.id, salesmanSellers.sellerId))
    .leftJoin(deposits, eq(deposits.userId, salesmanSellers.sellerId))
    .orderBy(desc(salesmanSellers.registeredAt))
    .limit(500);
  return {
    range,
    rows: rows.map((row) => ({ ...row, registeredAt: row.registeredAt.toISOString() })),
  };
}
