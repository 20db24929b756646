/*
 * Timers and limits of spec 01 section 9, spec 02 section 9 and spec 03 section 9. Each name
 * carries its unit so a caller never has to guess whether 60 means seconds or milliseconds.
 * Page sizes and filter limits live in filters.ts, deposit limits in ledger.ts.
 */

// Session and connection
export const DISCONNECT_COUNTDOWN_SECONDS = 60;
export const SERVER_RETRY_INTERVAL_MS = 10_000;
export const TOKEN_CHECK_INTERVAL_MS = 60_000;
export const ACTIVITY_BROADCAST_INTERVAL_MS = 60_000;
export const TOKEN_REFRESH_COUNTDOWN_SECONDS = 30;
export const INACTIVE_USER_MINUTES = 10;
export const FORM_TOKEN_EXPIRY_MINUTES = 5;
export const LOCAL_STORAGE_TIMEOUT_MINUTES = 15;
export const COOKIE_LIFETIME_YEARS = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The printer's checked-in staff is re-checked this often (5 minutes). */
export const STAFF_CHECK_INTERVAL_MS = 300_000;

// Live channel (spec 01 section 7): reconnects forever with a growing delay in this range.
export const LIVE_RECONNECT_DELAY_MIN_MS = 1_000;
export const LIVE_RECONNECT_DELAY_MAX_MS = 5_000;
export const LIVE_CONNECT_TIMEOUT_MS = 6_000;

// Feedback
export const PROCESSING_MODAL_REFRESH_AFTER_MS = 30_000;
export const PROCESS_BROADCAST_INTERVAL_MS = 1_000;
export const PROCESSING_TOAST_HIDE_MS = 1_000;
export const POPUP_NOTICE_DELAY_MS = 1_000;
export const TOAST_DURATION_MS = 5_000;
export const COPY_CONFIRMATION_MS = 700;
export const FILTER_APPLY_DEBOUNCE_MS = 1_000;
export const AUTOCOMPLETE_DEBOUNCE_MS = 200;
export const AUTOCOMPLETE_PAGE_SIZE = 20;

/** The scan beep; the waveform is chosen per sound from BEEP_WAVEFORMS. */
export const BEEP = { durationMs: 300, frequencyHz: 3000 } as const;
export const BEEP_WAVEFORMS = ['sawtooth', 'sine', 'square', 'triangle'] as const;
export type BeepWaveform = (typeof BEEP_WAVEFORMS)[number];

/** Spam guard: a third click within the window disables the button until the window passes quietly. */
export const SPAM_GUARD_MAX_CLICKS = 2;
export const SPAM_GUARD_WINDOW_MS = 5_000;

// Badges
export const TOP_BAR_BADGE_CAP = 9;
export const MENU_BADGE_CAP = 99;

// Notifications panel
export const NOTIFICATIONS_RENDERED_IMMEDIATELY = 10;
export const NOTIFICATION_LAZY_VISIBILITY_RATIO = 0.25;
export const NOTIFICATION_SKELETON_MS = 1_000;
export const NOTIFICATION_PLACEHOLDER_COUNT = 5;
export const NOTIFICATION_LAZY_PLACEHOLDER_HEIGHT_PX = 60;

// Data list
export const SKELETON_ROWS_TABLE = 5;
export const SKELETON_ROWS_GRID = 8;
/** Grid card width in columns of 12; the spec gives 3 in one reading and 4 in another. */
export const GRID_COLUMN_SPAN_OF_12 = 3;
export const MULTISELECT_OPTION_HEIGHT_PX = 40;

// Layout
export const BREAKPOINTS_PX = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const SUB_MENU_ITEM_HEIGHT_PX = 45;
export const SIDEBAR_HEIGHT_PX = 70;

// Inputs
export const NUMBER_INPUT_DECIMALS = 2;
export const NUMBER_INPUT_STEP = 0.01;
export const ADJUSTABLE_NUMBER_MIN = 1;
export const TEXTAREA_ROWS = 6;
export const FILE_SIZE_UNIT_BYTES = 1024;
/** The spec gives 10240 without a unit; read as kilobytes, i.e. a 10 MB upload limit. */
export const UPLOAD_SIZE_LIMIT_KB = 10_240;

// Dates (display and internal, in the format tokens of dayjs/date-fns style formatters)
export const DATE_FORMAT = 'MM/DD/YYYY';
export const DATE_TIME_FORMAT = 'MM/DD/YYYY HH:mm';
export const INTERNAL_DATE_FORMAT = 'YYYY-MM-DD';

// Catalogue and orders
export const CART_MAX_PRODUCTS = 50;
export const PUBLISH_VARIANTS_MAX = 100;
export const IMAGE_DOWNLOAD_MAX_ITEMS = 48;
export const ITEM_DOWNLOAD_LIMIT = 20;
export const LINKS_PER_DOWNLOAD = 10;
export const ITEM_TAGS_MAX = 3;
export const UPLOAD_TYPE_GROUP_MIN_ITEMS = 2;
export const OLD_UNCOMPLETED_ORDER_ITEM_DAYS = 6;
export const PRINT_DESIGN_DPI = 150;
export const MIN_IMAGE_DPI = 150;
/** An order counts as high quantity when an item's quantity is above this. */
export const HIGH_QTY_ABOVE = 5;
export const PERMISSION_BATCH_SIZE = 100;
export const RANDOM_STRING_DEFAULT_LENGTH = 10;

/**
 * Packing-slip PDF layout in page units of the default 1200 x 1800 page (spec 02 and 03
 * section 9). Rules over these numbers are in packing-slip.ts.
 */
export const PACKING_SLIP = {
  qrSize: 190,
  margin: 10,
  pageWidth: 1200,
  pageHeight: 1800,
  columns: 4,
  columnWidth: 270,
  slotsPerRowGroup: 4,
  slotsPerWideRowGroup: 6,
  /** Above this design index the wide row group is used. */
  wideRowGroupAboveIndex: 4,
  signatureWidthFactor: 1.6,
  transparentColumnWidth: 540,
  maxPrintDesigns: 6,
} as const;
