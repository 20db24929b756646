import { z } from 'zod';
import type { FilterFieldType, SortDirection } from '../../filters';
import { describeAccess, isAccessAllowed, type Access, type Caller } from '../access';

/**
 * One list model of POST data-lists, declared once for server and web: its name, who may read it,
 * its fields (how each filters and sorts) and its row (what the server answers for each record).
 * The SQL behind it (columns, joins, the caller's scope) stays on the server, which gives each
 * declared field its column; the web's columns name the declared fields and rows.
 */

/** A fixed option of an array or radio field. */
export type ListChoice = { readonly key: string; readonly label: string };

/** A field as a model declares it; the flags left out take their defaults. */
export type ListFieldInput = {
  type: FilterFieldType;
  /** Default false. */
  isSortable?: boolean;
  /** Default true: every declared field filters unless it says otherwise. */
  isFilterable?: boolean;
  /** Also offers ex / nex (exists, not exists): only on columns that may be empty. */
  isExistenceEnabled?: boolean;
  /** A fixed set of options (enumerations); otherwise the options are the values in scope. */
  choices?: readonly ListChoice[];
  /** Integer cents (type int): filters take dollars on the web, exports write dollars. */
  isMoney?: boolean;
};

/** A declared field with every flag set. */
export type DeclaredListField = {
  readonly type: FilterFieldType;
  readonly isSortable: boolean;
  readonly isFilterable: boolean;
  readonly isExistenceEnabled: boolean;
  readonly isMoney: boolean;
  readonly choices?: readonly ListChoice[];
};

/** Every row carries its id and whether it may be selected (bulk actions). */
const baseRow = z.object({ id: z.string(), updatable: z.boolean() });
export type ListRowSchema = z.ZodObject<z.ZodRawShape>;

/** A row schema: the id and updatable every row has, and the model's own fields. */
export function listRow<const S extends z.ZodRawShape>(shape: S) {
  return baseRow.extend(shape);
}

/** A date as a list row carries it: ISO 8601 in UTC (serialiseDate). */
export const listDate = z.iso.datetime();

/** Options whose label is the value itself. */
export const listChoices = (values: readonly string[]): ListChoice[] =>
  values.map((value) => ({ key: value, label: value }));

/** The field every model has: `id` in / not in, as a notification link filters (spec 02 2.2). */
export const ID_FIELD: DeclaredListField = {
  type: 'array',
  isSortable: false,
  isFilterable: true,
  isExistenceEnabled: false,
  isMoney: false,
};

export type DeclaredListModel<
  N extends string = string,
  F extends string = string,
  R extends ListRowSchema = ListRowSchema,
> = {
  readonly name: N;
  /** Who may read it: any of these (a seller its own rows, an admin with a permission...). */
  readonly access: readonly Access[];
  readonly fields: { readonly [K in F | 'id']: DeclaredListField };
  readonly defaultSort: { readonly field: F; readonly direction: SortDirection };
  readonly row: R;
};

const withDefaults = (field: ListFieldInput): DeclaredListField => ({
  type: field.type,
  isSortable: field.isSortable ?? false,
  isFilterable: field.isFilterable ?? true,
  isExistenceEnabled: field.isExistenceEnabled ?? false,
  isMoney: field.isMoney ?? false,
  ...(field.choices ? { choices: field.choices } : {}),
});

/** Declares a list model; `id` is added to its fields, the default sort names a sortable one. */
export function listModel<
  const N extends string,
  F extends string,
  R extends ListRowSchema,
>(declared: {
  name: N;
  access: Access | readonly Access[];
  fields: Record<F, ListFieldInput>;
  defaultSort: { field: NoInfer<F>; direction: SortDirection };
  row: R;
}): DeclaredListModel<N, F, R> {
  const fields = Object.fromEntries(
    Object.entries<ListFieldInput>(declared.fields).map(([name, field]) => [
      name,
      withDefaults(field),
    ]),
  ) as Record<F, DeclaredListField>;
  if (!fields[declared.defaultSort.field]?.isSortable) {
    throw new Error(`${declared.name}: the default sort ${declared.defaultSort.field} must sort`);
  }
  const accessList = Array.isArray(declared.access)
    ? (declared.access as readonly Access[])
    : [declared.access as Access];
  return {
    name: declared.name,
    access: accessList,
    fields: { id: ID_FIELD, ...fields },
    defaultSort: declared.defaultSort,
    row: declared.row,
  };
}

type AccessHolder = Pick<DeclaredListModel, 'access'>;

/** Whether the caller's type and permissions let it read the model (any of its accesses). */
export function isListReadable(model: AccessHolder, caller: Caller | null): boolean {
  return model.access.some((declared) => isAccessAllowed(declared, caller));
}

/** Whether reading it needs the Auth-Feature header: every access that lets the caller in does. */
export function isListFeatureTokenRequired(model: AccessHolder, caller: Caller | null): boolean {
  const open = model.access.filter((declared) => isAccessAllowed(declared, caller));
  return (
    open.length > 0 &&
    open.every((declared) => declared.kind === 'signed-in' && declared.isFeatureTokenRequired)
  );
}

/** One line per model: who may read it, each way in separated by " | ". */
export const describeListAccess = (model: AccessHolder): string =>
  model.access.map(describeAccess).join(' | ');
