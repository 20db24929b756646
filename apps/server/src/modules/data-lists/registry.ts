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
import type { Actor } from '../auth/service';

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

/** Builds the model's FROM (a table and its joins) around a selection. */
export type ListSource = (db: Db, selection: ListSelection) => PgSelect;

export type ListRow = { id: string; updatable: boolean } & Record<string, unknown>;

export type ListModel<TFields extends string = string> = {
  name: string;
  source: ListSource;
  /**
   * The source's own table, for a model whose joins never add or drop rows (left joins on unique
   * keys): a count whose filters read only this table counts it alone (totals.ts).
   */
  countTable?: PgTable;
  /** The row's id column: delete checks and the stable tie-break of every sort. */
  id: AnyColumn;
  fields: Record<TFields, ListField>;
  /** The columns toRow reads, keyed by the names it reads them under. */
  select: ListSelection;
  defaultSort: { field: NoInfer<TFields>; direction: 'asc' | 'desc' };
  access: ListAccess;
  /** The rows this actor may ever see (a seller or printer only its own): always AND-ed on. */
  scope: (actor: Actor) => SQL | undefined;
  /**
   * The rows the list shows at all, whoever asks (placed items, never drafts): AND-ed on like the
   * scope, but it is no account's scope, so an actor without one may still watch the list's room.
   */
  shows?: SQL;
  toRow: (row: Record<string, unknown>, actor: Actor) => ListRow;
  delete?: ListDelete;
};

/** Declares a model with its field names checked against its default sort. */
export function defineListModel<TFields extends string>(
  model: ListModel<TFields>,
): ListModel<string> {
  return model as unknown as ListModel<string>;
}

/** Whether the actor's type and permissions let it list the model (feature tokens aside). */
export function isListAllowed(model: ListModel, actor: Actor): boolean {
  const { types, permission } = model.access;
  if (!types.includes(actor.type)) return false;
  return !permission || actor.type === 'ROOT' || actor.permissions.includes(permission);
}

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
