import { z } from 'zod';
import {
  DAY_AGO_MAX,
  DEFAULT_PAGE_SIZE,
  DYNAMIC_TIME_OPERATIONS,
  FILTER_OPERATIONS,
  FILTER_TYPES,
  PAGE_SIZE_ALL,
  SORT_DIRECTIONS,
} from '../filters';
import { formatMessage } from '../validation';
import { DEFAULT_MAX_LENGTH } from './fields';

// ---- The list query (spec 02 section 3.5) ----

/** Most rows one data-list answer holds, even with page size all. */
export const DATA_LIST_MAX_ROWS = 5_000;
/** Largest numbered page size; bigger pages ask for 'all'. */
export const DATA_LIST_MAX_PAGE_SIZE = 100;
/** Filter rows a query may hold (the client asks for confirmation from 20 on). */
export const DATA_LIST_MAX_FILTERS = 50;
/** Values one in / not in / includes filter may list. */
export const DATA_LIST_MAX_VALUES = 500;
/** Rows one delete-several call may name. */
export const DATA_LIST_MAX_DELETE = 500;
/** Autocomplete options come 20 to a page (spec 02 section 9). */
export const FILTER_OPTIONS_PAGE_SIZE = 20;

/** A list model's name: lower-case words joined by hyphens (user, user-role, api-key). */
export const dataListModelSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9-]*$/, { message: 'Unknown list' });

const fieldNameSchema = z.string().trim().min(1).max(64);
const scalarValueSchema = z.union([z.string().max(1000), z.number().finite(), z.boolean()]);

/** A date range: dates (YYYY-MM-DD, read in the query's time zone) or ISO instants. */
export const dateRangeSchema = z.strictObject({
  startDate: z.string().max(64).nullable().optional(),
  endDate: z.string().max(64).nullable().optional(),
});
export type DateRange = z.infer<typeof dateRangeSchema>;

export const filterValueSchema = z
  .union([
    scalarValueSchema,
    z.array(scalarValueSchema).max(DATA_LIST_MAX_VALUES),
    dateRangeSchema,
    z.null(),
  ])
  .optional();
export type FilterValue = z.infer<typeof filterValueSchema>;

/** One filter row as sent: the shape only; the server checks field, operation and value. */
export const dataListFilterSchema = z.strictObject({
  field: fieldNameSchema,
  operation: z.enum(FILTER_OPERATIONS),
  value: filterValueSchema,
  /** The time shortcut a range was made from; the server recomputes the range from it. */
  operationDynamicTime: z.enum(DYNAMIC_TIME_OPERATIONS).nullable().optional(),
  dayAgo: z.number().int().min(0).max(DAY_AGO_MAX).nullable().optional(),
});
export type DataListFilter = z.infer<typeof dataListFilterSchema>;

const filterListSchema = z.array(dataListFilterSchema).max(DATA_LIST_MAX_FILTERS).default([]);

export const dataListSortSchema = z.strictObject({
  field: fieldNameSchema,
  direction: z.enum(SORT_DIRECTIONS),
});
export type DataListSort = z.infer<typeof dataListSortSchema>;

/** The longest cursor a request may carry (a few sort keys and the total, base64url JSON). */
export const DATA_LIST_CURSOR_MAX = 2_000;

/**
 * Which page to answer. `page` and `pageSize` alone page by offset (what every client sent before
 * cursors). With `cursor`, the token an earlier answer gave for the page the user is on, the next
 * and previous pages (and the same page again) are read by keyset, from that page's first or last
 * row, at the same cost at any depth; another page falls back to the offset. The cursor also
 * carries that answer's total, which is reused instead of counted again, unless
 * `isCountRequired` (a reload, new data) asks for a new count.
 */
export const dataListPaginationSchema = z.strictObject({
  page: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z
    .union([z.number().int().min(1).max(DATA_LIST_MAX_PAGE_SIZE), z.literal(PAGE_SIZE_ALL)])
    .default(DEFAULT_PAGE_SIZE),
  cursor: z.string().min(1).max(DATA_LIST_CURSOR_MAX).optional(),
  isCountRequired: z.boolean().optional(),
});

/**
 * The user's time zone for time filters: an IANA name ("Europe/Paris") or an offset in minutes as
 * the browser's Date#getTimezoneOffset gives it (UTC minus local: Paris in summer is -120). A
 * name follows daylight saving across a range; an offset does not. Default UTC.
 */
export const timezoneSchema = z.union([
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .refine(isTimeZoneName, { message: 'The time zone is not a known IANA name' }),
  z
    .number()
    .int()
    .min(-14 * 60)
    .max(14 * 60),
]);
export type TimeZoneInput = z.infer<typeof timezoneSchema>;

const zoneNames = new Set<string>();

export function isTimeZoneName(name: string): boolean {
  // Every list request names its zone: building an Intl.DateTimeFormat each time costs more than
  // the rest of the check, so each name is judged once (the set of names is small and fixed).
  if (zoneNames.has(name)) return true;
  let isValid = true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    isValid = false;
  }
  // Invalid names are not kept: a caller sending random ones must not grow the map.
  if (isValid && zoneNames.size < 1_000) zoneNames.add(name);
  return isValid;
}

/** POST data-lists: one page of a model's rows (spec 02 sections 3.5 and 7). */
export const dataListQuerySchema = z.strictObject({
  model: dataListModelSchema,
  filters: filterListSchema,
  filterType: z.enum(FILTER_TYPES).default('AND'),
  sorting: z.array(dataListSortSchema).max(5).default([]),
  pagination: dataListPaginationSchema.default({ page: 1, pageSize: DEFAULT_PAGE_SIZE }),
  /** Fixed filters from outside the list (a detail page's own rows); always AND-ed on. */
  filtersRef: filterListSchema,
  filterTypeRef: z.enum(FILTER_TYPES).default('AND'),
  timezone: timezoneSchema.default('UTC'),
});
export type DataListQuery = z.input<typeof dataListQuerySchema>;
export type ParsedDataListQuery = z.infer<typeof dataListQuerySchema>;

/** A listed record: its id, whether it may be selected, and the model's own fields. */
export const dataListRowSchema = z.looseObject({ id: z.string(), updatable: z.boolean() });
export type DataListRow = z.infer<typeof dataListRowSchema>;

export const dataListAnswerSchema = z.object({
  status: z.literal(200),
  items: z.array(dataListRowSchema),
  total: z.number().int(),
  /** The total is the planner's estimate: more rows matched than are counted exactly. */
  isTotalEstimated: z.boolean(),
  /**
   * This page as a position (numbered pages only): sent back as pagination.cursor, the next,
   * previous or same page is read by keyset and the total is not counted again.
   */
  cursor: z.string().optional(),
  /** The query as applied: time shortcuts resolved to ranges, the shortcut kept. */
  query: z.object({
    filters: z.array(dataListFilterSchema),
    filtersRef: z.array(dataListFilterSchema),
    timezone: timezoneSchema,
  }),
});
export type DataListAnswer = z.infer<typeof dataListAnswerSchema>;

// ---- Filter options (autocomplete and array fields) ----

export const filterOptionsQuerySchema = z.strictObject({
  model: dataListModelSchema,
  field: fieldNameSchema,
  /** Filters with a value: on the field itself they search the labels, on others the rows. */
  advancedFilters: filterListSchema,
  filterType: z.enum(FILTER_TYPES).default('OR'),
  filtersRef: filterListSchema,
  filterTypeRef: z.enum(FILTER_TYPES).default('AND'),
  pagination: z
    .strictObject({
      page: z.number().int().min(1).max(100_000).default(1),
      pageSize: z
        .union([z.number().int().min(1).max(DATA_LIST_MAX_PAGE_SIZE), z.literal(PAGE_SIZE_ALL)])
        .default(FILTER_OPTIONS_PAGE_SIZE),
    })
    .default({ page: 1, pageSize: FILTER_OPTIONS_PAGE_SIZE }),
  timezone: timezoneSchema.default('UTC'),
});
export type FilterOptionsQuery = z.input<typeof filterOptionsQuerySchema>;

export const filterOptionSchema = z.object({
  key: z.union([z.string(), z.number(), z.boolean()]),
  label: z.string(),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

export const filterOptionsAnswerSchema = z.object({
  status: z.literal(200),
  items: z.array(filterOptionSchema),
  total: z.number().int(),
});

// ---- Saved filters (spec 02 sections 3.6, 4.5, 5.3) ----

/** The longest saved query the server keeps (the client's encrypted JSON of the query). */
export const SAVED_FILTER_VALUE_MAX = 20_000;
export const SAVED_FILTER_COMMANDS = ['create', 'update', 'delete'] as const;
export type SavedFilterCommand = (typeof SAVED_FILTER_COMMANDS)[number];

export const savedFilterSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  sortOrder: z.number().int(),
  /** A default saved filter: its actions are hidden, it cannot be renamed or deleted. */
  isHideAction: z.boolean(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

/** The spec's `datalist-filter/{key}`: the key is the list model's name. */
export const savedFilterModelParamsSchema = z.strictObject({ key: dataListModelSchema });

export const saveFilterBodySchema = z
  .strictObject({
    id: z.string().uuid().nullable().optional(),
    cmd: z.enum(SAVED_FILTER_COMMANDS),
    /** The list the filter belongs to; needed on create, taken from the filter otherwise. */
    model: dataListModelSchema.optional(),
    name: z.string().trim().max(DEFAULT_MAX_LENGTH).optional(),
    value: z.string().max(SAVED_FILTER_VALUE_MAX).optional(),
    sortOrder: z.number().int().min(0).max(100_000).optional(),
  })
  .superRefine((body, context) => {
    const require = (name: 'id' | 'model' | 'name' | 'value') =>
      context.addIssue({
        code: 'custom',
        path: [name],
        message: formatMessage('required', { name }),
      });
    if (body.cmd !== 'create' && !body.id) require('id');
    if (body.cmd === 'create' && !body.model) require('model');
    if (body.cmd !== 'delete' && !body.name) require('name');
    if (body.cmd === 'create' && body.value === undefined) require('value');
  });
export type SaveFilterBody = z.input<typeof saveFilterBodySchema>;

export const savedFiltersAnswerSchema = z.object({
  status: z.literal(200),
  data: z.array(savedFilterSchema),
});
export const saveFilterAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: savedFilterSchema,
});

// ---- Delete several ----

export const deleteRowsBodySchema = z.strictObject({
  model: dataListModelSchema,
  ids: z.array(z.string().uuid()).min(1).max(DATA_LIST_MAX_DELETE),
});
export type DeleteRowsBody = z.infer<typeof deleteRowsBodySchema>;

export const deleteRowsAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  deleted: z.number().int(),
  refused: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type DeleteRowsAnswer = z.infer<typeof deleteRowsAnswerSchema>;
