import type { DataListFilter } from '@platfox/domain';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { INVALID_QUERY } from './compile';
import {
  CURSOR_INVALID,
  isDataException,
  keySelection,
  orderOf,
  type PageCursor,
  type PagePlan,
  type SortKey,
} from './paging';
import type { ListModel } from './registry';
import { COUNT_POLICY, builtOnce, totalCounter, type CountPolicy, type ListTotal } from './totals';

/**
 * A list page's statements built once and run again as they are (issue 16). Building a page's
 * SQL through Drizzle (the filters, the joins, the capped count) was about a tenth of the list
 * endpoint's CPU, and the same page is asked again and again: a list refetched on every change
 * of its rows, the pager going back, a screen opened twice.
 *
 * The key holds everything the SQL is made of: the model, the filters, sorts and zone (the query
 * hash), the page and the cursor's boundaries, and the actor (scopes read its id, type and
 * permissions). A query with a time filter is never kept: its statements hold the range of the
 * day they were built, and "yesterday" moves at midnight.
 */
export type BuiltPage = {
  /** The page's rows, with their sort keys as `__key<n>` (paging.ts). */
  rows: () => Promise<Record<string, unknown>[]>;
  /**
   * The rows and the total the filters match (totals.ts's totalCounter): the small count rides
   * along the rows' statement as `__total`, so a small list's total costs no statement of its own.
   */
  rowsAndTotal: () => Promise<{ rows: Record<string, unknown>[]; total: ListTotal }>;
  /** The filters as applied, for the answer. */
  echo: { filters: DataListFilter[]; filtersRef: DataListFilter[] };
  /** How many sort keys ride along each row. */
  keyCount: number;
};

/** The most recently used pages, at most `capacity` of them (a few KB each). */
export class BuiltPages {
  private readonly pages = new Map<string, BuiltPage>();

  constructor(private readonly capacity = 500) {}

  get(key: string): BuiltPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // A Map keeps insertion order: moved to the end, the first entry is the least recent.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: BuiltPage): void {
    this.pages.set(key, page);
    if (this.pages.size > this.capacity) this.pages.delete(this.pages.keys().next().value!);
  }
}

/** What makes two pages the same SQL, or null when the filters read the clock. */
export function builtPageKey(
  model: ListModel,
  actor: Pick<Actor, 'id' | 'type' | 'permissions'>,
  query: {
    hash: string;
    filters: readonly DataListFilter[];
    filtersRef: readonly DataListFilter[];
    page: number;
    pageSize: number;
  },
  cursor: PageCursor | null,
): string | null {
  const readsClock = [...query.filters, ...query.filtersRef].some(
    (filter) =>
      Object.hasOwn(model.fields, filter.field) && model.fields[filter.field]!.type === 'time',
  );
  if (readsClock) return null;
  const boundaries = cursor ? [cursor.p, cursor.s, cursor.f, cursor.l] : null;
  return JSON.stringify([
    model.name,
    query.hash,
    actor.id,
    actor.type,
    actor.permissions.join(','),
    query.page,
    query.pageSize,
    boundaries,
  ]);
}

/** A numbered page's statements, built from its checked WHERE, sort keys and plan. */
export function buildPage(
  db: Db,
  model: ListModel,
  {
    where,
    echo,
    keys,
    plan,
    pageSize,
    policy = COUNT_POLICY,
  }: {
    where: SQL | undefined;
    echo: BuiltPage['echo'];
    keys: SortKey[];
    plan: PagePlan;
    pageSize: number;
    /** Where the count stops and when it trusts the planner (totals.ts). */
    policy?: CountPolicy;
  },
): BuiltPage {
  const counter = totalCounter(db, model, where, policy);
  // Each built on its first ask: a first page reads its total beside its rows, the pages after it
  // reuse the cursor's and read the rows alone.
  let rows: { execute: () => Promise<unknown[]> } | undefined;
  let counted: { execute: () => Promise<unknown[]> } | undefined;
  const read = async (query: { execute: () => Promise<unknown[]> }) => {
    try {
      const found = (await query.execute()) as Record<string, unknown>[];
      // The previous page was read backwards from its end.
      return plan.kind === 'keyset' && plan.isReversed ? found.reverse() : found;
    } catch (error) {
      if (plan.kind === 'keyset' && isDataException(error)) {
        throw badRequest(INVALID_QUERY, { 'pagination.cursor': CURSOR_INVALID });
      }
      throw error;
    }
  };
  return {
    rows: () => read((rows ??= builtOnce(pageQuery(db, model, where, keys, plan, pageSize)))),
    rowsAndTotal: async () => {
      counted ??= builtOnce(
        pageQuery(db, model, where, keys, plan, pageSize, {
          __total: counter.smallCount.as('__total'),
        }),
      );
      const found = await read(counted);
      const first = found[0];
      // No row, no small count beside it: counted on its own (a page past the end).
      const total = first
        ? await counter.afterSmallCount(Number(first.__total))
        : await counter.count();
      return { rows: found, total };
    },
    echo,
    keyCount: keys.length,
  };
}

/** One numbered page's query, with its sort keys as text beside each row (the cursor's boundaries). */
function pageQuery(
  db: Db,
  model: ListModel,
  where: SQL | undefined,
  keys: SortKey[],
  plan: PagePlan,
  pageSize: number,
  extra: Record<string, SQL.Aliased> = {},
) {
  const selection = { ...model.select, ...keySelection(keys), ...extra };
  const base = model.source(db, selection);
  if (plan.kind === 'offset') {
    return base
      .where(where)
      .orderBy(...orderOf(keys))
      .limit(pageSize)
      .offset(plan.offset);
  }
  return base
    .where(and(where, plan.after))
    .orderBy(...orderOf(keys, plan.isReversed))
    .limit(pageSize);
}
