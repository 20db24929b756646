/** Keys of the admin config (setting) records (spec 03 section 3.5). */
export const SETTING_KEYS = [
  'ADMIN_EMAIL',
  'IS_DISABLE_PUSH_TRACKING_TO_STORE',
  'MANAGE_USER_ROLE',
  'NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT',
  'ORDER_ID',
  'PACKING_SLIP',
  'PACKING_SLIP_SIZE',
  'PAYMENT_METHOD',
  'TRACKING_CODE_HOOK_URL',
  'CLIENT_SECRET_VALIDATION_CODE',
  'VALIDATION_TIME_KEEPING_MACHINE',
  'HR_STAFF_REMINDER',
  'LOCAL_PICKUP_ADDRESS',
  'MIN_EXCHANGE_RATE',
  'TIKTOK_EXTRA_FEE',
  'IS_AUTO_PLACE_TIKTOK_ORDER',
  'CLAIM_WINDOW_DAYS',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const MAIL_CONFIG_KEYS = ['GENERAL_MAIL', 'RECEIVE_EXPORT_MAILS', 'SUPPORT_MAIL'] as const;
export type MailConfigKey = (typeof MAIL_CONFIG_KEYS)[number];

/** Which rows of a list an export covers. */
export const EXPORT_SCOPES = [
  'ALL_ITEMS',
  'BY_DATE',
  'CURRENT_PAGE',
  'MATCHED_FILTER',
  'SELECTED_ITEMS',
] as const;
export type ExportScope = (typeof EXPORT_SCOPES)[number];

/** Receipt types: invoice and statement. */
export const RECEIPT_TYPES = ['inv', 'stm'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

export const SITE_MATERIAL_TYPES = ['COLOR', 'MATERIAL'] as const;
export type SiteMaterialType = (typeof SITE_MATERIAL_TYPES)[number];

/**
 * A seller's general settings (schemas/seller-config.ts): MAIN their defaults and return address,
 * FORWARD where returned or undeliverable parcels are forwarded.
 */
export const USER_SETTING_TYPES = ['MAIN', 'FORWARD'] as const;
export type UserSettingType = (typeof USER_SETTING_TYPES)[number];

export const SLIDER_ANIMATIONS = ['NONE', 'NEXT', 'PREVIOUS'] as const;
export type SliderAnimation = (typeof SLIDER_ANIMATIONS)[number];

/** Roles of a printer's human resources (staff), spec 03 section 3.1. */
export const HUMAN_RESOURCE_ROLES = ['ADMIN', 'USER'] as const;
export type HumanResourceRole = (typeof HUMAN_RESOURCE_ROLES)[number];

export const WORK_SHIFT_TYPES = ['FIXED', 'FLEXIBLE'] as const;
export type WorkShiftType = (typeof WORK_SHIFT_TYPES)[number];

/** Job types, spelled with a hyphen as the spec does. */
export const JOB_TYPES = ['FULL-TIME', 'PART-TIME'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const TIMEKEEPING_TYPES = ['checkin', 'checkout', 'break', 'lunch', 'working'] as const;
export type TimekeepingType = (typeof TIMEKEEPING_TYPES)[number];

/** Interface languages; English is the default and the fallback (spec 03 section 1). */
export const LANGUAGES = ['en', 'ar', 'es', 'fr', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Written right to left, so the layout mirrors. */
export const RTL_LANGUAGES = ['ar'] as const satisfies readonly Language[];

export const ENVIRONMENTS = ['development', 'staging', 'production'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * The browser database of scanned order items (spec 03 section 3.5). A version change wipes and
 * rebuilds it, so the version moves only with the table's shape.
 */
export const LOCAL_DATABASE = {
  name: 'OTB_Platfox',
  version: 4,
  scanHistoryTable: 'historyScanOrderItems',
  uniqueKey: 'codeAndQtyIndex',
} as const;
