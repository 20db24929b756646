import { ENGAGEMENT_MESSAGES, type EngagementMember } from '@platfox/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';

const { users } = accountsReadModel;

/** Rows per IN list: far below PostgreSQL's bound-parameter limit. */
const CHUNK = 1_000;

export function chunked<T>(items: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) {
    parts.push(items.slice(start, start + CHUNK));
  }
  return parts;
}

/** Each id named once, and every one an active merchant (a 400 on `field` otherwise). */
export async function checkedSellers(
  db: Db | DbTx,
  ids: readonly string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(ids)];
  let found = 0;
  for (const part of chunked(unique)) {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, part), eq(users.type, 'SELLER'), ne(users.status, 'DELETED')));
    found += rows.length;
  }
  if (found !== unique.length) {
    throw badRequest(ENGAGEMENT_MESSAGES.notSellers, { [field]: ENGAGEMENT_MESSAGES.notSellers });
  }
  return unique;
}

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The members as a screen lists them: name and e-mail, by name. */
export async function membersOf(
  db: Db | DbTx,
  ids: readonly string[],
): Promise<EngagementMember[]> {
  const members: EngagementMember[] = [];
  for (const part of chunked(ids)) {
    members.push(
      ...(await db
        .select({ id: users.id, fullName, email: users.email })
        .from(users)
        .where(inArray(users.id, part))),
    );
  }
  return members.sort((a, b) => a.fullName.localeCompare(b.fullName));
}

/** Names of sellers for a leaderboard. */
export async function namesOf(db: Db | DbTx, ids: readonly string[]): Promise<Map<string, string>> {
  const members = await membersOf(db, ids);
  return new Map(members.map((member) => [member.id, member.fullName || member.email]));
}
