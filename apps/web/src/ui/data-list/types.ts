import type {
  DataListQuery,
  DataListRow,
  FilterFieldType,
  FilterOperation,
  FilterType,
  ScanMode,
  SortDirection,
} from '@platfox/domain';
import type { ReactNode } from 'react';

/**
 * The contract of the data list (spec 02 sections 3.3 to 3.7). A screen declares a config and its
 * columns; the DataList renders, filters, pages and selects. Pieces (filter panel, saved filters,
 * scan panel, export menu) talk to the core only through these types.
 */

/** How a column shows its value: the spec's typeShow plus image and checkbox cells. */
export type ColumnTypeShow = FilterFieldType | 'image' | 'checkbox';

/** Display variants: text (tracking, array, link, email), int (money), array (order status). */
export type ColumnDisplay = 'tracking' | 'array' | 'link' | 'email' | 'money' | 'orderStatus';

export type FilterChoice = { key: string | number | boolean; label: string };

export type DataListColumn<TRow extends DataListRow = DataListRow> = {
  /** The row's field this column reads. */
  key: string;
  /** Already translated. */
  label: string;
  typeShow: ColumnTypeShow;
  display?: ColumnDisplay;
  /** Shown until the user hides it in the column selector (default true). */
  isDisplay?: boolean;
  isSortable?: boolean;
  /** The server field to sort by when it is not `key`. */
  sortingBy?: string;
  /** Offered in the filter panel (default false). */
  isFilter?: boolean;
  /** The server field to filter by when it is not `key`. */
  filterBy?: string;
  /** The filter's field type when it differs from typeShow (e.g. image column filtered as text). */
  filterReplacement?: FilterFieldType;
  /** Operations offered instead of the field type's defaults. */
  operationReplacement?: readonly FilterOperation[];
  /** Adds exists / not exists to the operations (after them, or before with isFilterExistPrepend). */
  enableFilterExist?: boolean;
  isFilterExistPrepend?: boolean;
  /** Fixed options of an array or radio filter; otherwise they come from filter-options. */
  filterArrayData?: readonly FilterChoice[];
  isShowCopyIcon?: boolean;
  /** A custom cell; the default renders by typeShow and display. */
  render?: (row: TRow) => ReactNode;
  thClass?: string;
};

/** One row of the filter panel (spec 02 section 3.4) as the panel edits it. */
export type FilterRow = {
  /** Client-side key for React; never sent. */
  key: string;
  field: string;
  operation: FilterOperation | null;
  /** Text, number (money already in dollars as typed), boolean, array of keys, or null. */
  value: unknown;
  type: FilterFieldType;
  valueDate?: { startDate: string | null; endDate: string | null };
  isActivated: boolean;
  dayAgo?: number;
};

export type ListSort = { field: string; direction: SortDirection };

/** What the list asks the server for, and what q, session storage and saved filters keep. */
export type ListState = {
  filters: FilterRow[];
  filterType: FilterType;
  sort: ListSort | null;
  page: number;
  pageSize: number | 'all';
};

export type ListLayout = 'table' | 'grid';

export type ScanConfig = {
  /** The field a scanned code filters; without it a scan is refused with "process denied". */
  lookupKey?: string;
  isSubstringMatching?: boolean;
  modes?: readonly ScanMode[];
};

export type DataListConfig<TRow extends DataListRow = DataListRow> = {
  /** Session-storage key of page, sort, columns and layout; unique per screen. */
  id: string;
  /** The server's list model (POST /api/data-lists). */
  model: string;
  defaultPerPage?: number;
  defaultSort?: ListSort;
  isGridEnabled?: boolean;
  selectType?: 'checkbox' | 'radio' | 'none';
  /** Rows with updatable false can be selected too. */
  isSelectAllAllowed?: boolean;
  /** Path of a row's detail (opened with m=view) and edit (m=edit) screens. */
  detailPath?: (row: TRow) => string;
  editPath?: (row: TRow) => string;
  isDeleteEnabled?: boolean;
  isExportEnabled?: boolean;
  scan?: ScanConfig;
  /** Fixed filters from outside the list (a detail page's own rows). */
  filtersRef?: FilterRow[];
  /** A grid card; required when isGridEnabled. */
  renderCard?: (row: TRow) => ReactNode;
  /** Buttons per row; spam-guarded by the list. */
  rowActions?: readonly DataListRowAction<TRow>[];
};

export type DataListRowAction<TRow extends DataListRow = DataListRow> = {
  key: string;
  label: string;
  icon?: ReactNode;
  isShown?: (row: TRow) => boolean;
  /** Stays enabled after it ran once (spec 02 section 4.9). */
  isMultipleClicksAllowed?: boolean;
  isSpamGuarded?: boolean;
  run: (row: TRow) => Promise<void> | void;
};

/** Props of the export menu the toolbar renders when isExportEnabled. */
export type ExportMenuProps = {
  model: string;
  /** The query as sent to POST /api/data-lists (filters already converted). */
  query: DataListQuery;
  selectedIds: readonly string[];
  currentPageIds: readonly string[];
};
