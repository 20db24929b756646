import type { IncomingHttpHeaders } from 'node:http';
import {
  DATA_LIST_MAX_ROWS,
  PAGE_SIZE_ALL,
  type DataListAnswer,
  type DeleteRowsAnswer,
  type FilterOption,
  type dataListQuerySchema,
  type filterOptionsQuerySchema,
} from '@platfox/domain';
import { and, count, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db } from '../../platform/db';
import { badRequest, forbidden } from '../../platform/errors';
import { OWNER_VERIFICATION_REQUIRED } from '../../platform/access';
import { type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import { INVALID_QUERY, compileFilters, containing, refuseProblems } from './compile';
import {
  isFeatureTokenRequired,
  isListAllowed,
  type ListModel,
  type ListRegistry,
} from './registry';
import { COUNT_POLICY, countRows, type CountPolicy } from './totals';
import { BuiltPages, buildPage, builtPageKey, type BuiltPage } from './built-pages';
import {
  TOTAL_REUSE_MS,
  checkCursor,
  decodeCursor,
  encodeCursor,
  keysOfRow,
  orderOf,
  planPage,
  queryHash,
  sortKeysOf,
  withoutKeys,
  type PageCursor,
} from './paging';

type ListQuery = z.infer<typeof dataListQuerySchema>;
type OptionsQuery = z.infer<typeof filterOptionsQuerySchema>;

export const TOO_MANY_ROWS = `At most ${DATA_LIST_MAX_ROWS} rows can be listed at once; narrow the filters`;
export const DELETE_NOT_SUPPORTED = 'This list does not support deleting rows';
export const NOT_FOUND_REASON = 'Not found';

/** What the guard knows about the call beyond the actor, for models with stricter access. */
export type CallContext = {
  featureToken: string | undefined;
  isFeatureTokenValid: (userId: string, token: string) => Promise<boolean>;
};

/**
 * The call's context from its request: the owner-verification token of the Auth-Feature header
 * (a list and an export of it ask the same), checked by the owner verification given.
 */
export function callContextOf(
  headers: IncomingHttpHeaders,
  verifier: { isFeatureTokenValid: CallContext['isFeatureTokenValid'] },
): CallContext {
  const header = headers['auth-feature'];
  const featureToken = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
  return {
    featureToken,
    isFeatureTokenValid: (userId, token) => verifier.isFeatureTokenValid(userId, token),
  };
}

/**
 * The one data-list endpoint (DESIGN.md "One data-list endpoint"): a registered model, the
 * actor's scope, whitelisted filters and sorts, a count with the same WHERE (exact up to a cap).
 */
export class DataListService {
  private readonly builtPages = new BuiltPages();

  constructor(
    private readonly db: Db,
    private readonly registry: ListRegistry,
    private readonly live: Live,
    private readonly clock: () => Date = () => new Date(),
    /** Where totals stop counting (totals.ts); tests narrow it to reach "estimated" with few rows. */
    private readonly countPolicy: CountPolicy = COUNT_POLICY,
  ) {}

  /** The model, if the actor may list it: unknown is a 400 on `model`, not allowed a 403. */
  async modelFor(actor: Actor, name: string, call: CallContext): Promise<ListModel> {
    const model = this.registry.get(name);
    if (!model) throw badRequest(INVALID_QUERY, { model: `Unknown list: ${name}` });
    if (!isListAllowed(model, actor)) throw forbidden();
    if (isFeatureTokenRequired(model, actor)) {
      const isValid =
        call.featureToken !== undefined &&
        (await call.isFeatureTokenValid(actor.id, call.featureToken));
      if (!isValid) throw forbidden(OWNER_VERIFICATION_REQUIRED);
    }
    return model;
  }

  /** WHERE of a query: scope, the user's filters, the fixed external ones. */
  private where(
    model: ListModel,
    actor: Actor,
    query: Pick<ListQuery, 'filtersRef' | 'filterTypeRef' | 'timezone'>,
    filters: { rows: ListQuery['filters']; type: ListQuery['filterType']; prefix: string },
    problems: Record<string, string>,
  ) {
    const now = this.clock();
    const main = compileFilters(
      model,
      filters.rows,
      filters.type,
      filters.prefix,
      problems,
      query.timezone,
      now,
    );
    const ref = compileFilters(
      model,
      query.filtersRef,
      query.filterTypeRef,
      'filtersRef',
      problems,
      query.timezone,
      now,
    );
    return {
      where: and(model.shows, model.scope(actor), main.where, ref.where),
      echo: { filters: main.echo, filtersRef: ref.echo },
    };
  }

  async list(actor: Actor, query: ListQuery, call: CallContext): Promise<DataListAnswer> {
    const model = await this.modelFor(actor, query.model, call);
    const { page, pageSize } = query.pagination;
    if (pageSize === PAGE_SIZE_ALL) return this.listAll(model, actor, query);

    const identity = {
      model: model.name,
      hash: queryHash(query, query.sorting),
      actorId: actor.id,
    };
    const cursor = query.pagination.cursor ? decodeCursor(query.pagination.cursor) : null;
    const key = builtPageKey(
      model,
      actor,
      { ...identity, filters: query.filters, filtersRef: query.filtersRef, page, pageSize },
      cursor,
    );
    let built = key === null ? undefined : this.builtPages.get(key);
    if (!built) {
      built = this.buildPage(model, actor, query, { page, pageSize, cursor });
      if (key !== null) this.builtPages.set(key, built);
    }
    if (cursor) checkCursor(cursor, identity);
    const now = this.clock().getTime();
    const known =
      cursor && !query.pagination.isCountRequired && now - cursor.c < TOTAL_REUSE_MS
        ? { total: cursor.t, isTotalEstimated: cursor.e, countedAt: cursor.c }
        : null;
    // A total the cursor carries is reused; else it is read beside the rows (built-pages.ts).
    const { rows, totals } = known
      ? { rows: await built.rows(), totals: known }
      : await built
          .rowsAndTotal()
          .then((read) => ({ rows: read.rows, totals: { ...read.total, countedAt: now } }));
    const { keyCount } = built;
    const first = rows[0] ? keysOfRow(rows[0], keyCount) : [];
    const last = rows.at(-1) ? keysOfRow(rows.at(-1)!, keyCount) : [];
    const position = encodeCursor({
      v: 1,
      m: identity.model,
      h: identity.hash,
      a: identity.actorId,
      p: page,
      s: pageSize,
      f: first,
      l: last,
      t: totals.total,
      e: totals.isTotalEstimated,
      c: totals.countedAt,
    });
    return {
      status: 200,
      query: { ...built.echo, timezone: query.timezone },
      items: model.isRowPicked
        ? rows.map((row) => model.toRow(row, actor))
        : rows.map((row) => model.toRow(withoutKeys(row, keyCount), actor)),
      total: totals.total,
      isTotalEstimated: totals.isTotalEstimated,
      cursor: position,
    };
  }

  /** A list query's WHERE, echo and sort keys; a filter or sort the model refuses is a 400. */
  private checked(model: ListModel, actor: Actor, query: Omit<ListQuery, 'pagination'>) {
    const problems: Record<string, string> = {};
    const { where, echo } = this.where(
      model,
      actor,
      query,
      { rows: query.filters, type: query.filterType, prefix: 'filters' },
      problems,
    );
    const keys = sortKeysOf(model, query.sorting, problems);
    refuseProblems(problems);
    return { where, echo, keys };
  }

  /** Every row at once (the page size "all"), refused past the most a list shows. */
  private async listAll(model: ListModel, actor: Actor, query: ListQuery): Promise<DataListAnswer> {
    const { where, echo, keys } = this.checked(model, actor, query);
    const [rows, totals] = await Promise.all([
      model
        .source(this.db, model.select)
        .where(where)
        .orderBy(...orderOf(keys))
        .limit(DATA_LIST_MAX_ROWS + 1),
      countRows(this.db, model, where, this.countPolicy),
    ]);
    if (rows.length > DATA_LIST_MAX_ROWS) {
      throw badRequest(TOO_MANY_ROWS, { 'pagination.pageSize': TOO_MANY_ROWS });
    }
    const items = rows.map((row) => model.toRow(row as Record<string, unknown>, actor));
    return { status: 200, query: { ...echo, timezone: query.timezone }, items, ...totals };
  }

  /**
   * A numbered page's statements (its rows with their sort keys, its capped count), checked and
   * built: a filter, sort or value the model does not take is a 400 here, before anything runs.
   */
  private buildPage(
    model: ListModel,
    actor: Actor,
    query: ListQuery,
    { page, pageSize, cursor }: { page: number; pageSize: number; cursor: PageCursor | null },
  ): BuiltPage {
    const { where, echo, keys } = this.checked(model, actor, query);
    return buildPage(this.db, model, {
      where,
      echo,
      keys,
      plan: planPage(keys, page, pageSize, cursor),
      pageSize,
      policy: this.countPolicy,
    });
  }

  /**
   * The WHERE and ORDER BY a query compiles to, with every check the list makes (access, the
   * actor's scope, whitelisted filters and sorts), for work that reads beyond one page: exports.
   * The caller pages through `model.source(db, model.select)` with them and maps rows by toRow.
   */
  async compileQuery(
    actor: Actor,
    query: Omit<ListQuery, 'pagination'>,
    call: CallContext,
  ): Promise<{ model: ListModel; where: SQL | undefined; order: SQL[] }> {
    const model = await this.modelFor(actor, query.model, call);
    const { where, keys } = this.checked(model, actor, query);
    return { model, where, order: orderOf(keys) };
  }

  /**
   * Options of an autocomplete or array field: its fixed choices, or the distinct values within
   * the actor's scope. advancedFilters on the field itself search the labels; on other fields
   * they narrow the rows the values come from.
   */
  async options(
    actor: Actor,
    query: OptionsQuery,
    call: CallContext,
  ): Promise<{ status: 200; items: FilterOption[]; total: number }> {
    const model = await this.modelFor(actor, query.model, call);
    const field = Object.hasOwn(model.fields, query.field) ? model.fields[query.field] : undefined;
    if (!field || field.isFilterable === false) {
      throw badRequest(INVALID_QUERY, { field: `Unknown field: ${query.field}` });
    }
    if (field.type !== 'autocomplete' && field.type !== 'array') {
      throw badRequest(INVALID_QUERY, { field: `The field ${query.field} offers no options` });
    }
    const problems: Record<string, string> = {};
    const searches: string[] = [];
    const rowFilters = query.advancedFilters.filter((filter, index) => {
      if (filter.field !== query.field) return true;
      if (typeof filter.value !== 'string' || !['ct', 'exact'].includes(filter.operation)) {
        problems[`advancedFilters.${index}.operation`] =
          `Search the options of ${query.field} with a contains text`;
      } else if (filter.value.trim() !== '') {
        searches.push(filter.value.trim());
      }
      return false;
    });
    const { page, pageSize } = query.pagination;
    const limit = pageSize === PAGE_SIZE_ALL ? DATA_LIST_MAX_ROWS : pageSize;
    const offset = pageSize === PAGE_SIZE_ALL ? 0 : (page - 1) * pageSize;

    if (field.choices) {
      refuseProblems(problems);
      const matching = field.choices.filter((choice) =>
        searches.every((search) => choice.label.toLowerCase().includes(search.toLowerCase())),
      );
      return {
        status: 200,
        items: matching.slice(offset, offset + limit),
        total: matching.length,
      };
    }

    const { where } = this.where(
      model,
      actor,
      query,
      { rows: rowFilters, type: query.filterType, prefix: 'advancedFilters' },
      problems,
    );
    refuseProblems(problems);
    const label: SQL = sql`(${field.label ?? field.column})::text`;
    const labelSearch = searches.map((search) => sql`${label} ilike ${containing(search)}`);
    const conditions = and(where, isNotNull(field.column), ...labelSearch);
    const distinct = model
      .source(this.db, { key: sql`${field.column}`.as('key'), label: label.as('label') })
      .where(conditions)
      .groupBy(sql`1`, sql`2`)
      .as('options');
    const [totalRow] = await this.db.select({ n: count() }).from(distinct);
    const rows = await this.db
      .select()
      .from(distinct)
      .orderBy(sql`2`, sql`1`)
      .limit(limit)
      .offset(offset);
    return {
      status: 200,
      items: rows.map((row) => {
        const { key, label: text } = row as { key: string | number | boolean; label: string };
        return { key, label: text };
      }),
      total: Number(totalRow?.n ?? 0),
    };
  }

  /**
   * Deletes several rows by id. Each id must be in the actor's scope (one that is not reads as
   * not found, like a made-up id) and pass the model's own rule; the answer counts what went and
   * says why the rest did not.
   */
  async deleteRows(
    actor: Actor,
    body: { model: string; ids: string[] },
    call: CallContext,
  ): Promise<DeleteRowsAnswer> {
    const model = await this.modelFor(actor, body.model, call);
    const rule = model.delete;
    if (!rule) throw badRequest(DELETE_NOT_SUPPORTED, { model: DELETE_NOT_SUPPORTED });
    if (rule.isSessionRequired && !actor.sessionId) {
      throw forbidden('This action needs a signed-in session, not an API key');
    }
    const ids = [...new Set(body.ids.map((id) => id.toLowerCase()))];
    const found = await model
      .source(this.db, { id: sql`${model.id}` })
      .where(and(model.shows, model.scope(actor), inArray(model.id, ids)));
    const inScope = new Set(found.map((row) => String((row as { id: string }).id)));
    const refused = ids
      .filter((id) => !inScope.has(id))
      .map((id) => ({ id, reason: NOT_FOUND_REASON }));
    const candidates = ids.filter((id) => inScope.has(id));
    const reasons = rule.refusals ? await rule.refusals(this.db, candidates, actor) : new Map();
    for (const [id, reason] of reasons) refused.push({ id, reason });
    const allowed = candidates.filter((id) => !reasons.has(id));
    const deleted = allowed.length
      ? await this.db.transaction((tx) => rule.run(tx, allowed, actor))
      : [];
    if (deleted.length) {
      announceListChange(this.live, { model: model.name, kind: 'deleted', ids: deleted });
      rule.announce?.(this.live, deleted, actor);
    }
    const gone = new Set(deleted);
    for (const id of allowed) {
      // Deleted by someone else in the meantime, or refused by the database.
      if (!gone.has(id)) refused.push({ id, reason: NOT_FOUND_REASON });
    }
    const message =
      refused.length === 0
        ? `${deleted.length} deleted`
        : `${deleted.length} deleted, ${refused.length} could not be deleted`;
    return { status: 200, message, deleted: deleted.length, refused };
  }
}
