import {
  EXISTENCE_OPERATIONS,
  OPERATORS_BY_FIELD_TYPE,
  type DataListFilter,
  type FilterType,
  type TimeZoneInput,
} from '@platfox/domain';
import {
  and,
  arrayOverlaps,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notIlike,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { badRequest } from '../../platform/errors';
import type { ListField, ListModel } from './registry';
import { resolveTimeFilter, type InstantRange } from '../../platform/time';

/**
 * Filter rows to SQL, through Drizzle's operators only: every value reaches the database as a
 * bound parameter, never inside the SQL text. A field outside the model's whitelist, an operation
 * its type does not offer, or a value of the wrong shape is a 400 naming the row's field.
 */

export const INVALID_QUERY = 'Invalid or missing input data';

/** A LIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
export const containing = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type Scalar = string | number | boolean;
type Problems = Record<string, string>;

export type CompiledFilters = { where: SQL | undefined; echo: DataListFilter[] };

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

function valuesOf(value: unknown): Scalar[] | null {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every(isScalar)) return null;
  return list;
}

/** The value as the field's type needs it, or a message saying what it should be. */
function readValue(
  field: ListField,
  name: string,
  value: unknown,
): { ok: true; value: Scalar | Scalar[] } | { ok: false; message: string } {
  switch (field.type) {
    case 'text':
    case 'radio':
      if (typeof value === 'string' && value.trim() !== '')
        return { ok: true, value: value.trim() };
      if (typeof value === 'number') return { ok: true, value: String(value) };
      return { ok: false, message: `The value of ${name} must be a text` };
    case 'int':
      if (typeof value === 'number' && Number.isFinite(value)) return { ok: true, value };
      if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
        return { ok: true, value: Number(value) };
      }
      return { ok: false, message: `The value of ${name} must be a number` };
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false, message: `The value of ${name} must be true or false` };
    case 'array':
    case 'autocomplete': {
      const values = valuesOf(value);
      if (!values)
        return { ok: false, message: `The value of ${name} must list one or more values` };
      return {
        ok: true,
        value: values.map((item) => (typeof item === 'string' ? item.trim() : item)),
      };
    }
    case 'time':
      return { ok: false, message: 'time values are resolved separately' };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The largest magnitude each SQL number type holds; beyond it the database refuses the value. */
const NUMBER_LIMITS: Record<string, number> = {
  smallint: 32_767,
  smallserial: 32_767,
  integer: 2_147_483_647,
  // A serial is an integer column with a sequence (the issues' selfId): the same range.
  serial: 2_147_483_647,
};
/** Numbers a bigint, numeric or computed column is compared with: exact in JavaScript too. */
const SAFE_NUMBER_LIMIT = Number.MAX_SAFE_INTEGER;

/** The column's SQL type when it is a table column; an SQL expression's is not known here. */
function sqlTypeOf(column: ListField['column']): string | null {
  const typed = column as { getSQLType?: () => string };
  return typeof typed.getSQLType === 'function' ? typed.getSQLType() : null;
}

/**
 * What the database would refuse with an error instead of a 400: an id that is not a uuid against
 * a uuid column, a number its column cannot hold. Checked per value, naming the field.
 */
function valueProblem(
  sqlType: string | null,
  field: ListField,
  name: string,
  operation: string,
  values: readonly Scalar[],
): string | null {
  const isTextMatch = operation === 'ct' || operation === 'nct' || operation === 'exact';
  if (sqlType === 'uuid' && !isTextMatch) {
    if (!values.every((value) => typeof value === 'string' && UUID.test(value))) {
      return `The value of ${name} must be an id`;
    }
  }
  if (field.type === 'int') {
    // A computed column (a count, a minimum) has no declared type here: it is held to an integer,
    // which is what the models compute; a numeric column alone takes fractions.
    const isFraction =
      sqlType === 'numeric' || sqlType === 'real' || sqlType === 'double precision';
    const limit = (sqlType ? NUMBER_LIMITS[sqlType] : NUMBER_LIMITS.integer) ?? SAFE_NUMBER_LIMIT;
    if (!values.every((value) => typeof value === 'number' && Math.abs(value) <= limit)) {
      return `The value of ${name} must be a number between ${-limit} and ${limit}`;
    }
    if (!isFraction && !values.every((value) => Number.isInteger(value))) {
      return `The value of ${name} must be a whole number`;
    }
  }
  return null;
}

function rangeCondition(column: AnyColumn, range: InstantRange): SQL | undefined {
  return and(
    range.start ? gte(column, range.start) : undefined,
    range.end ? lt(column, range.end) : undefined,
  );
}

/** One filter row to its condition, or a problem keyed by the row's path. */
function compileFilter(
  model: ListModel,
  filter: DataListFilter,
  path: string,
  problems: Problems,
  zone: TimeZoneInput,
  now: Date,
): { condition: SQL | undefined; echo: DataListFilter } | null {
  const field = Object.hasOwn(model.fields, filter.field) ? model.fields[filter.field] : undefined;
  if (!field || field.isFilterable === false) {
    problems[`${path}.field`] = `Unknown field: ${filter.field}`;
    return null;
  }
  const operation = filter.operation;
  // Drizzle's operators take a column or an expression alike at run time (a column also maps the
  // value to its driver form); their overloads just cannot take the union.
  const column = field.column as AnyColumn;
  const isExistence = (EXISTENCE_OPERATIONS as readonly string[]).includes(operation);
  if (isExistence) {
    if (!field.isExistenceEnabled) {
      problems[`${path}.operation`] =
        `The operation ${operation} is not allowed on ${filter.field}`;
      return null;
    }
    return { condition: operation === 'ex' ? isNotNull(column) : isNull(column), echo: filter };
  }
  const allowed = OPERATORS_BY_FIELD_TYPE[field.type] as readonly string[];
  // A shortcut kept beside a range is a time filter whatever operation carried it.
  const isTime = field.type === 'time';
  if (!allowed.includes(operation) || (!isTime && filter.operationDynamicTime)) {
    problems[`${path}.operation`] = `The operation ${operation} is not allowed on ${filter.field}`;
    return null;
  }
  if (isTime) {
    const resolved = resolveTimeFilter(filter, zone, now);
    if (!resolved.ok) {
      problems[`${path}.value`] = resolved.message;
      return null;
    }
    return { condition: rangeCondition(column, resolved.range), echo: resolved.echo };
  }
  const read = readValue(field, filter.field, filter.value);
  if (!read.ok) {
    problems[`${path}.value`] = read.message;
    return null;
  }
  const value = read.value;
  const one = Array.isArray(value) ? value[0]! : value;
  const list = Array.isArray(value) ? value : [value];
  const sqlType = sqlTypeOf(field.column);
  const problem = valueProblem(sqlType, field, filter.field, operation, list);
  if (problem) {
    problems[`${path}.value`] = problem;
    return null;
  }
  // Text matching on an id column compares its text form: lower() and LIKE take no uuid.
  const text = sqlType === 'uuid' ? sql`${column}::text` : column;
  const condition = ((): SQL | undefined => {
    switch (operation) {
      case 'ct':
        // A radio offers fixed choices: "contains" one of them means holding it.
        return field.type === 'radio' ? eq(column, one) : ilike(text, containing(String(one)));
      case 'nct':
        return field.type === 'radio'
          ? or(ne(column, one), isNull(column))
          : or(notIlike(text, containing(String(one))), isNull(column));
      case 'exact':
        return sql`lower(${text}) = lower(${String(one)})`;
      case 'eq':
        return eq(column, one);
      case 'neq':
        return or(ne(column, one), isNull(column));
      case 'gt':
        return gt(column, one);
      case 'gteq':
        return gte(column, one);
      case 'lt':
        return lt(column, one);
      case 'lteq':
        return lte(column, one);
      case 'in':
        return field.isArrayColumn ? arrayOverlaps(column, list) : inArray(column, list);
      case 'nin':
        return field.isArrayColumn
          ? not(arrayOverlaps(column, list))
          : or(notInArray(column, list), isNull(column));
      case 'inc':
        return field.isArrayColumn ? arrayOverlaps(column, list) : inArray(column, list);
      default:
        return undefined;
    }
  })();
  return { condition, echo: { ...filter, value } };
}

/**
 * A list of filter rows combined by AND or OR. Problems are collected into `problems` under
 * `<prefix>.<index>.<part>`, so every bad row is named at once.
 */
export function compileFilters(
  model: ListModel,
  filters: readonly DataListFilter[],
  filterType: FilterType,
  prefix: string,
  problems: Problems,
  zone: TimeZoneInput,
  now: Date,
): CompiledFilters {
  const conditions: SQL[] = [];
  const echo: DataListFilter[] = [];
  filters.forEach((filter, index) => {
    const compiled = compileFilter(model, filter, `${prefix}.${index}`, problems, zone, now);
    if (!compiled) return;
    echo.push(compiled.echo);
    if (compiled.condition) conditions.push(compiled.condition);
  });
  if (conditions.length === 0) return { where: undefined, echo };
  return { where: filterType === 'OR' ? or(...conditions) : and(...conditions), echo };
}

/** Throws the collected problems as one 400, if there are any. */
export function refuseProblems(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw badRequest(INVALID_QUERY, problems);
}
