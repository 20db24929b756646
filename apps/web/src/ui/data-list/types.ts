import type {
  DataListQuery,
  DataListRow,
  FilterFieldType,
  FilterOperation,
  FilterType,
  ListFieldOf,
  ListModelName,
  ListRowOf,
  ScanMode,
  SortDirection,
} from '@platfox/domain';
import type { ReactNode } from 'react';
import type en from '../../platform/i18n/locales/en';

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

/**
 * What a column holds, which sets how it sizes and where the phone card shows it: an id (short,
 * with a copy of the full one), a status (never truncated), a date, money, a number and a code (a
 * SKU or an e-mail one copies whole) keep to one line at their content's width; text wraps and
 * takes the room left. See columnKindOf for the kind a column gets when it names none.
 */
export type ColumnKind = 'id' | 'status' | 'date' | 'money' | 'number' | 'code' | 'text';

export type DataListColumn<
  TRow extends DataListRow = DataListRow,
  TField extends string = string,
> = {
  /** The row's field this column reads. */
  key: Extract<keyof TRow, string>;
  /** Already translated. */
  label: string;
  typeShow: ColumnTypeShow;
  display?: ColumnDisplay;
  /** What the column holds; inferred from key, typeShow and display when left out. */
  kind?: ColumnKind;
  /**
   * One of the row's key facts, which the phone card shows. When no column of a list says, the
   * first id, status, money and date columns are (see keyFactColumns).
   */
  isKeyFact?: boolean;
  /** Shown until the user hides it in the column selector (default true). */
  isDisplay?: boolean;
  isSortable?: boolean;
  /** The server field to sort by when it is not `key`. */
  sortingBy?: TField;
  /** Offered in the filter panel (default false). */
  isFilter?: boolean;
  /** The server field to filter by when it is not `key`. */
  filterBy?: TField;
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
  /**
   * The server's cursor of the page the user came from: the next or previous page is read after
   * its last or before its first row (keyset), and its total is reused. Absent: by offset.
   */
  cursor?: string;
};

export type ListLayout = 'table' | 'grid';

export type ScanConfig = {
  /** The field a scanned code filters; without it a scan is refused with "process denied". */
  lookupKey?: string;
  isSubstringMatching?: boolean;
  modes?: readonly ScanMode[];
};

export type DataListConfig<
  TRow extends DataListRow = DataListRow,
  TModel extends string = string,
> = {
  /** Session-storage key of page, sort, columns and layout; unique per screen. */
  id: string;
  /** The server's list model (POST /api/data-lists). */
  model: TModel;
  defaultPerPage?: number;
  defaultSort?: ListSort;
  isGridEnabled?: boolean;
  /** How rows are selected; without it, not at all ('none'): a list says only what it allows. */
  selectType?: 'checkbox' | 'radio' | 'none';
  /** Rows with updatable false can be selected too. */
  isSelectAllAllowed?: boolean;
  /** Path of a row's detail (opened with m=view) and edit (m=edit) screens. */
  detailPath?: (row: TRow) => string;
  editPath?: (row: TRow) => string;
  /** The bulk delete of the selected rows (off unless said). */
  isDeleteEnabled?: boolean;
  isExportEnabled?: boolean;
  scan?: ScanConfig;
  /** Fixed filters from outside the list (a detail page's own rows). */
  filtersRef?: FilterRow[];
  /** A grid card; required when isGridEnabled. */
  renderCard?: (row: TRow) => ReactNode;
  /** Buttons per row; spam-guarded by the list. */
  rowActions?: readonly DataListRowAction<TRow>[];
  /** What the list says when it has no rows, and the next steps it offers (EmptyList). */
  empty?: DataListEmpty;
};

/**
 * An empty list's message (a key of emptyStates.lists: what would appear here) and links to the
 * next step, each labelled with its route's title ("New product", "Import products").
 */
export type DataListEmpty = {
  message: keyof typeof en.emptyStates.lists;
  actions?: readonly { title: keyof typeof en.title; to: string }[];
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

/*
 * A screen's list, bound to a list model of the domain (contract/lists): its rows are the model's
 * declared rows, a column reads one of their fields (another name is a type error) and sorts and
 * filters by the model's declared fields; ui/data-list/listContract.test.ts checks that a sortable
 * or filterable column is so on the model too.
 */

/** A row of a list model, as the server answers it. */
export type ListRow<M extends ListModelName> = ListRowOf<M>;
/** A column of a list model. */
export type ListColumn<M extends ListModelName> = DataListColumn<ListRowOf<M>, ListFieldOf<M>>;
/** A screen's config of a list model. */
export type ListConfig<M extends ListModelName> = DataListConfig<ListRowOf<M>, M>;
/** A row action of a list model. */
export type ListRowAction<M extends ListModelName> = DataListRowAction<ListRowOf<M>>;

/** Props of the export menu the toolbar renders when isExportEnabled. */
export type ExportMenuProps = {
  model: string;
  /** The query as sent to POST /api/data-lists (filters already converted). */
  query: DataListQuery;
  selectedIds: readonly string[];
  currentPageIds: readonly string[];
};
