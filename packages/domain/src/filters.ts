/**
 * Filter operation codes of the data list (spec 03 section 9): contains, not contains, exact,
 * equal, not equal, greater/less (or equal), in, not in, includes, exists, not exists, and the
 * time operations.
 */
export const FILTER_OPERATIONS = [
  'after',
  'at',
  'before',
  'between',
  'ct',
  'eq',
  'ex',
  'exact',
  'gt',
  'gteq',
  'in',
  'inc',
  'lt',
  'lteq',
  'nct',
  'neq',
  'nex',
  'nin',
  'yesterday',
  'dayAgo',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
] as const;
export type FilterOperation = (typeof FILTER_OPERATIONS)[number];

/** Field types a filter row can have. */
export const FILTER_FIELD_TYPES = [
  'text',
  'int',
  'array',
  'boolean',
  'radio',
  'autocomplete',
  'time',
] as const;
export type FilterFieldType = (typeof FILTER_FIELD_TYPES)[number];

/** Time operations offered on time fields, in the order the spec lists them. */
export const TIME_OPERATIONS = [
  'between',
  'before',
  'after',
  'at',
  'yesterday',
  'dayAgo',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
] as const satisfies readonly FilterOperation[];
export type TimeOperation = (typeof TIME_OPERATIONS)[number];

/**
 * Time shortcuts the client turns into between/after/at before sending, keeping the shortcut in
 * operationDynamicTime (spec 02 section 9).
 */
export const DYNAMIC_TIME_OPERATIONS = [
  'yesterday',
  'dayAgo',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
] as const satisfies readonly TimeOperation[];
export type DynamicTimeOperation = (typeof DYNAMIC_TIME_OPERATIONS)[number];

/** Operations that need no value: whether the field exists or not. */
export const EXISTENCE_OPERATIONS = ['ex', 'nex'] as const satisfies readonly FilterOperation[];

/** The operators each field type offers, exactly as spec 03 section 9 lists them. */
export const OPERATORS_BY_FIELD_TYPE = {
  array: ['in', 'nin'],
  autocomplete: ['inc'],
  boolean: ['eq', 'neq'],
  int: ['eq', 'neq', 'gt', 'gteq', 'lt', 'lteq'],
  text: ['ct', 'nct', 'exact'],
  time: TIME_OPERATIONS,
  radio: ['ct', 'nct'],
} as const satisfies Record<FilterFieldType, readonly FilterOperation[]>;

/**
 * Whether an operation may be used on a field type. Existence operations are allowed on every
 * field where the column enables them (enableFilterExist), so the caller says so.
 */
export function isOperationAllowed(
  fieldType: FilterFieldType,
  operation: string,
  isExistenceEnabled = false,
): boolean {
  if (isExistenceEnabled && (EXISTENCE_OPERATIONS as readonly string[]).includes(operation)) {
    return true;
  }
  return (OPERATORS_BY_FIELD_TYPE[fieldType] as readonly string[]).includes(operation);
}

/** How filter rows combine: all (AND) or any (OR). */
export const FILTER_TYPES = ['AND', 'OR'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZE_OPTIONS = [20, 50, 100] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];
/** Page size that asks for every row (notification links, array filter options, store lists). */
export const PAGE_SIZE_ALL = 'all';

/** Pages needed for `total` rows; an empty list still has one (empty) page. */
export function totalPages(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** A typed or restored page number, floored and clamped to 1..totalPages (spec 02 section 5.7). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount) || 1);
  if (Number.isNaN(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/** The day-ago input: default, upper bound, and the keys it refuses (spec 02 section 5.1). */
export const DAY_AGO_DEFAULT = 7;
export const DAY_AGO_MAX = 999;
export const DAY_AGO_BLOCKED_KEYS = ['-', '+', 'e', '.'] as const;

/**
 * A whole, non-negative day count no larger than 999. The input refuses signs and dots, so a
 * value reaching this is only ever too large or empty; empty falls back to the default.
 */
export function clampDayAgo(value: number): number {
  if (Number.isNaN(value)) return DAY_AGO_DEFAULT;
  return Math.min(DAY_AGO_MAX, Math.max(0, Math.floor(value)));
}

/** At this many filters or more the user must confirm, as such requests overload the server. */
export const FILTER_CONFIRM_THRESHOLD = 20;

export function needsFilterConfirmation(filterCount: number): boolean {
  return filterCount >= FILTER_CONFIRM_THRESHOLD;
}

/** The parts of a filter row that decide whether another row may be added. */
export type FilterRowDraft = {
  field?: string | null;
  operation?: string | null;
  value?: unknown;
  isActivated?: boolean;
};

function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * A new filter row may be added only when the last one is complete: a field, an operation and a
 * value; existence operations need no value, and a deactivated row does not block (spec 02 5.1).
 */
export function isFilterRowComplete(row: FilterRowDraft): boolean {
  if (row.isActivated === false) return true;
  if (!row.field || !row.operation) return false;
  if ((EXISTENCE_OPERATIONS as readonly string[]).includes(row.operation)) return true;
  return hasValue(row.value);
}

/** Barcode scan modes of the data list; other modes just emit the scanned code. */
export const SCAN_MODES = ['FIND', 'FIND_CONTINUOUSLY'] as const;
export type ScanMode = (typeof SCAN_MODES)[number];

function beforeFirstUnderscore(code: string): string {
  const cut = code.indexOf('_');
  return cut < 0 ? code : code.slice(0, cut);
}

/**
 * The filter values a scan yields (spec 02 section 4.6). Continuous mode reads several codes split
 * by semicolons; each code is cut at its first underscore, because packing-slip codes carry a
 * quantity index after it. Find mode keeps the whole code when substring matching is configured.
 */
export function scanFilterValues(
  scanned: string,
  mode: ScanMode,
  isSubstringMatching = false,
): string[] {
  const pieces = mode === 'FIND_CONTINUOUSLY' ? scanned.split(';') : [scanned];
  const values = pieces
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((piece) =>
      mode === 'FIND' && isSubstringMatching ? piece : beforeFirstUnderscore(piece).trim(),
    )
    .filter((piece) => piece !== '');
  return [...new Set(values)];
}
