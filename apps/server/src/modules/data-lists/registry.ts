import type { AccountType, FilterFieldType } from '@platfox/domain';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db, DbTx } from '../../platform/db';
import type { Actor } from '../auth/service';

/** What a field reads: a Drizzle column or an expression built with Drizzle's `sql`. */
export type ListColumn = AnyColumn | SQL;
export type ListSelection = SelectedFields;

/** One field of a list model: how it filters, sorts and is offered as filter options. */
export type ListField = {
  type: FilterFieldType;
  /** The SQL it reads: a Drizzle column or an expression built with Drizzle's `sql`. */
  column: ListColumn;
  isSortable?: boolean;
  /** Defaults to true: every declared field filters unless it says otherwise. */
  isFilterable?: boolean;
  /** Also offers ex / nex (exists, not exists): only on columns that may be empty. */
  isExistenceEnabled?: boolean;
  /** The column is an array: inc matches rows holding any of the values. */
  isArrayColumn?: boolean;
  /** The options' label when it is not the value itself (a role's name for its id). */
  label?: ListColumn;
  /** A fixed set of options (enumerations); otherwise the options are the values in scope. */
  choices?: readonly { key: string; label: string }[];
  /** Integer cents (type int): exports write it in dollars with two decimals. */
  isMoney?: boolean;
};

/**
 * The `id` field every model offers: in / not in over the row ids, which a list opened from a
 * notification link sends (spec 02 section 2.2). Compared as text, so a malformed id matches
 * nothing instead of failing the uuid cast.
 */
export function idField(column: AnyColumn): ListField {
  return { type: 'array', column: sql`${column}::text` };
}

/** Who may list a model: account types and, for admins, a permission (root needs none). */
export type ListAccess = {
  types: readonly AccountType[];
  permission?: string;
  /** Needs the Auth-Feature header (owner verification), like the printer's staff pages. */
  isFeatureTokenRequired?: boolean;
};

/** What deleting rows of a model means; a model without it refuses delete-several. */
export type ListDelete = {
  /** Refuses API keys: only a signed-in session may delete these rows. */
  isSessionRequired?: boolean;
  /** Reasons some of the (in-scope) ids may not go; those not named are deleted. */
  refusals?: (db: Db, ids: string[], actor: Actor) => Promise<Map<string, string>>;
  /** Deletes the ids (all in scope, none refused); answers the ids actually deleted. */
  run: (tx: DbTx, ids: string[], actor: Actor) => Promise<string[]>;
};

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
