import {
  DATA_LIST_MAX_ROWS,
  EXPORT_MAX_ROWS,
  PAGE_SIZE_ALL,
  type DataListFilter,
  type ParsedDataListQuery,
  type ParsedExportBody,
} from '@platfox/domain';
import { and, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { Actor } from '../auth/index';
import type { CallContext, DataListService, ListModel, ListRow } from '../data-lists/index';

/** Rows are read this many at a time: one query per batch, one progress report per batch. */
export const EXPORT_BATCH_SIZE = 1000;

/** Part of the list to read: a page (CURRENT_PAGE), or everything that matches. */
type Window = { offset: number; limit: number };

/** The rows an export reads: the list's compiled query plus what the scope adds. */
export type ExportSelection = {
  model: ListModel;
  where: SQL | undefined;
  order: SQL[];
  window: Window | undefined;
};

type ScopeInput = Pick<ParsedExportBody, 'model' | 'scope' | 'query' | 'ids' | 'dateRange'>;

/** The list query a scope means: which filters apply, and which window of rows. */
function scopedQuery(body: ScopeInput): {
  query: Omit<ParsedDataListQuery, 'pagination'>;
  window: Window | undefined;
} {
  const { pagination, ...rest } = body.query;
  const base = { ...rest, model: body.model };
  switch (body.scope) {
    case 'ALL_ITEMS':
    case 'SELECTED_ITEMS':
      // Everything the caller may see (a detail page's fixed filtersRef still names the list).
      return { query: { ...base, filters: [] }, window: undefined };
    case 'BY_DATE': {
      const byDate: DataListFilter = {
        field: 'createdAt',
        operation: 'between',
        value: { startDate: body.dateRange?.startDate, endDate: body.dateRange?.endDate },
      };
      return { query: { ...base, filters: [byDate], filterType: 'AND' }, window: undefined };
    }
    case 'MATCHED_FILTER':
      return { query: base, window: undefined };
    case 'CURRENT_PAGE': {
      const isAll = pagination.pageSize === PAGE_SIZE_ALL;
      const size = pagination.pageSize === PAGE_SIZE_ALL ? DATA_LIST_MAX_ROWS : pagination.pageSize;
      const offset = isAll ? 0 : (pagination.page - 1) * size;
      return { query: base, window: { offset, limit: size } };
    }
  }
}

/** The by-date filter is the export's own: its problems are named after dateRange. */
function renameDateProblems(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([key, message]) =>
      key.startsWith('filters.0.')
        ? ['dateRange', key.endsWith('.field') ? 'This list cannot be exported by date' : message]
        : [key, message],
    ),
  );
  return new HttpError(error.status, error.message, errors);
}

/**
 * What an export reads, checked the way the data list checks a query (DataListService): an
 * unknown model or field is a 400, a list the actor may not see a 403, and the actor's scope is
 * always part of the WHERE, so selected ids from another account are simply absent.
 */
export async function selectRows(
  lists: DataListService,
  actor: Actor,
  body: ScopeInput,
  call: CallContext,
): Promise<ExportSelection> {
  const { query, window } = scopedQuery(body);
  const compiled = await lists.compileQuery(actor, query, call).catch((error: unknown) => {
    throw body.scope === 'BY_DATE' ? renameDateProblems(error) : error;
  });
  const ids = body.scope === 'SELECTED_ITEMS' ? [...new Set(body.ids ?? [])] : undefined;
  const where = ids ? and(compiled.where, inArray(compiled.model.id, ids)) : compiled.where;
  return { model: compiled.model, where, order: compiled.order, window };
}

/** How many rows the export will hold, counting no further than one past the limit. */
export async function countRows(db: Db, selection: ExportSelection): Promise<number> {
  const { model, where, window } = selection;
  const limit = Math.min(window?.limit ?? Infinity, EXPORT_MAX_ROWS + 1);
  const matching = model
    .source(db, { one: sql`1`.as('one') })
    .where(where)
    .limit(limit)
    .offset(window?.offset ?? 0)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return Number(row?.n ?? 0);
}

/**
 * The rows in the list's order, a batch at a time, mapped by the model's toRow (the same shape
 * the list shows). Offset batches: the order always ends on the id, so batches do not overlap.
 */
export async function* readRows(
  db: Db,
  selection: ExportSelection,
  actor: Actor,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ListRow[]> {
  const { model, where, order, window } = selection;
  const start = window?.offset ?? 0;
  const end = start + Math.min(window?.limit ?? Infinity, EXPORT_MAX_ROWS);
  for (let offset = start; offset < end; offset += batchSize) {
    const limit = Math.min(batchSize, end - offset);
    const rows = await model
      .source(db, model.select)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    if (rows.length > 0)
      yield rows.map((row) => model.toRow(row as Record<string, unknown>, actor));
    if (rows.length < limit) return;
  }
}
