import {
  isListFeatureTokenRequired,
  isListReadable,
  type Access,
  type DeclaredListField,
  type DeclaredListModel,
  type ListModelName,
  type SortDirection,
} from '@platfox/domain';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { z } from 'zod';
import type { Db, DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';

/** What a field reads: a Drizzle column or an expression built with Drizzle's `sql`. */
export type ListColumn = AnyColumn | SQL;
export type ListSelection = SelectedFields;

/** Where a declared field reads, with what only SQL knows about it. */
export type FieldColumn =
  | ListColumn
  | {
      column: ListColumn;
      /** The options' label when it is not the value itself (a role's name for its id). */
      label?: ListColumn;
      /** The column is an array: inc matches rows holding any of the values. */
      isArrayColumn?: boolean;
    };

/** One field of a list model as the server compiles it: the domain's flags and its SQL. */
export type ListField = DeclaredListField & {
  column: ListColumn;
  label?: ListColumn;
  isArrayColumn?: boolean;
};

/**
 * The `id` field every model offers: in / not in over the row ids, which a list opened from a
 * notification link sends (spec 02 section 2.2). Compared as text, so a malformed id matches
 * nothing instead of failing the uuid cast.
 */
export const idColumn = (column: AnyColumn): SQL => sql`${column}::text`;

/** What deleting rows of a model means; a model without it refuses delete-several. */
export type ListDelete = {
  /** Refuses API keys: only a signed-in session may delete these rows. */
  isSessionRequired?: boolean;
  /** Reasons some of the (in-scope) ids may not go; those not named are deleted. */
  refusals?: (db: Db, ids: string[], actor: Actor) => Promise<Map<string, string>>;
  /** Deletes the ids (all in scope, none refused); answers the ids actually deleted. */
  run: (tx: DbTx, ids: string[], actor: Actor) => Promise<string[]>;
  /** After the commit, what the spec's own events say of the deleted rows (attribute_deleted). */
  announce?: (live: Live, ids: string[], actor: Actor) => void;
};

/** Builds the model's FROM (a table and its joins) around a selection. */
export type ListSource = (db: Db, selection: ListSelection) => PgSelect;

export type ListRow = { id: string; updatable: boolean } & Record<string, unknown>;

/** A model as the service runs it: its declaration (name, access, fields' flags) and its SQL. */
export type ListModel = {
  name: ListModelName;
  /** Who may read it: any of these (the domain's declaration). */
  access: readonly Access[];
  source: ListSource;
  /**
   * The source's own table, for a model whose joins never add or drop rows (left joins on unique
   * keys): a count whose filters read only this table counts it alone (totals.ts).
   */
  countTable?: PgTable;
  /**
   * Tables the scope or filters read in subqueries of their own (an EXISTS), which the source
   * never joins: naming them still lets the count read the count table alone.
   */
  countAlsoReads?: readonly PgTable[];
  /**
   * The total is always counted (exact up to the cap), never taken from the planner's estimate
   * alone: lists of money, whose count a user reconciles (totals.ts).
   */
  isTotalExact?: boolean;
  /** The row's id column: delete checks and the stable tie-break of every sort. */
  id: AnyColumn;
  fields: Record<string, ListField>;
  /** The columns toRow reads, keyed by the names it reads them under. */
  select: ListSelection;
  defaultSort: { field: string; direction: SortDirection };
  /** The rows this actor may ever see (a seller or printer only its own): always AND-ed on. */
  scope: (actor: Actor) => SQL | undefined;
  /**
   * The rows the list shows at all, whoever asks (placed items, never drafts): AND-ed on like the
   * scope, but it is no account's scope, so an actor without one may still watch the list's room.
   */
  shows?: SQL;
  /** A row as the answer carries it: the declaration's row schema (its input) types it. */
  toRow: (row: Record<string, unknown>, actor: Actor) => ListRow;
  /**
   * toRow names every field it answers (no spread of the row), so it is given the row as the
   * page read it, sort keys included, without a copy that leaves them out first (paging.ts
   * withoutKeys). Tests encode every answer by its contract, so a key that leaked would fail there.
   */
  isRowPicked?: boolean;
  delete?: ListDelete;
};

type FieldName<D extends DeclaredListModel> = Exclude<Extract<keyof D['fields'], string>, 'id'>;

/**
 * What the server adds to a declared model: the SQL. Each declared field gets its column (a
 * field missing here, or one the declaration does not have, is a type error), and toRow answers
 * the declaration's row, reading the selection with its columns' types. A column of a left-joined
 * table may still read null: the row schema says which fields may be null.
 */
export type ListImplementation<D extends DeclaredListModel, S extends ListSelection> = {
  source: ListSource;
  countTable?: PgTable;
  countAlsoReads?: readonly PgTable[];
  isTotalExact?: boolean;
  id: AnyColumn;
  columns: { [K in FieldName<D>]: FieldColumn };
  select: S;
  scope: (actor: Actor) => SQL | undefined;
  shows?: SQL;
  toRow: (row: SelectResultFields<S>, actor: Actor) => z.input<D['row']>;
  isRowPicked?: boolean;
  delete?: ListDelete;
};

const isExpression = (value: FieldColumn): value is ListColumn => !Object.hasOwn(value, 'column');

/** A declared model served: its fields are the declaration's flags over the columns given here. */
export function serveListModel<D extends DeclaredListModel, S extends ListSelection>(
  declared: D,
  implementation: ListImplementation<D, S>,
): ListModel {
  const columns = implementation.columns as Record<string, FieldColumn>;
  // Columns kept in a const (to derive the selection from them) escape the literal's excess
  // property check: a column the declaration does not have is refused here instead.
  for (const name of Object.keys(columns)) {
    if (!Object.hasOwn(declared.fields, name))
      throw new Error(`${declared.name}: the column ${name} is not a declared field`);
  }
  const fields: Record<string, ListField> = {};
  for (const [name, flags] of Object.entries<DeclaredListField>(declared.fields)) {
    if (name === 'id') {
      fields.id = { ...flags, column: idColumn(implementation.id) };
      continue;
    }
    const column = columns[name];
    if (column === undefined) throw new Error(`${declared.name}: the field ${name} has no column`);
    fields[name] = isExpression(column) ? { ...flags, column } : { ...flags, ...column };
  }
  return {
    name: declared.name as ListModelName,
    access: declared.access,
    source: implementation.source,
    countTable: implementation.countTable,
    countAlsoReads: implementation.countAlsoReads,
    isTotalExact: implementation.isTotalExact,
    id: implementation.id,
    fields,
    select: implementation.select,
    defaultSort: declared.defaultSort,
    scope: implementation.scope,
    shows: implementation.shows,
    toRow: implementation.toRow as unknown as ListModel['toRow'],
    isRowPicked: implementation.isRowPicked,
    delete: implementation.delete,
  };
}

/** Whether the actor's type and permissions let it list the model (feature tokens aside). */
export const isListAllowed = (model: ListModel, actor: Actor): boolean =>
  isListReadable(model, actor);

/** Whether listing the model needs the Auth-Feature header from this actor (owner verification). */
export const isFeatureTokenRequired = (model: ListModel, actor: Actor): boolean =>
  isListFeatureTokenRequired(model, actor);

/** The models by name; a list the registry does not hold does not exist. */
export class ListRegistry {
  private readonly models = new Map<string, ListModel>();

  constructor(models: readonly ListModel[]) {
    for (const model of models) {
      if (this.models.has(model.name))
        throw new Error(`List model ${model.name} is declared twice`);
      this.models.set(model.name, model);
    }
  }

  get(name: string): ListModel | undefined {
    return this.models.get(name);
  }

  names(): string[] {
    return [...this.models.keys()];
  }
}
