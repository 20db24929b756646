/**
 * Browser storage with the keys of spec 01 section 3 ("locally stored values"). Every access is
 * guarded: private browsing and full quotas throw, and a missing value must never break a page.
 */
export const STORAGE_KEYS = {
  /** The auth object {user, accessToken}: localStorage when remembered, else sessionStorage. */
  auth: 'auth',
  /** Remember-me choice of the last sign-in ("remember flag"). */
  isRemembered: 'remember',
  /** Version answered by the last token refresh; the update banner compares it. */
  appVersion: 'appVersion',
  language: 'lang',
  /** Side menu collapsed on desktop; session storage so a new tab starts expanded. */
  isSideMenuCollapsed: 'sideMenuCollapsed',
  /** Data lists: page, sort, page size, columns and layout of each list, keyed by list id. */
  dataLists: 'dataLists',
  /** Data lists: the first request each list of a page sent, asked for again on the next visit. */
  earlyLists: 'earlyLists',
  /** The file of the screen each address showed last, preloaded by index.html on the next visit. */
  screenChunks: 'screenChunks',
  /** Printer: the id of the staff member logged in by QR code on this device. */
  staffId: 'staffId',
  /** Printer: the action this device's scan station performs (a setting of the device). */
  scanStationAction: 'scanStationAction',
  /** Printer: the feature token {token, expiresTimeStamp} of the owner verification. */
  featureToken: 'featureToken',
  /** Printer: the owner verification PIN was sent, so it is not sent again. */
  isPinSent: 'pinSent',
  /** Where the user was going when owner verification interrupted them. */
  awaitedRoute: 'awaitedRoute',
  /** Seller: the code and state Etsy brought back to /s/etsy-redirect (spec 01 section 2.7). */
  etsyRedirect: 'etsyRedirect',
  /** Seller: the seller's stores, loaded on first load (spec 03 section 7.6, "stores"). */
  stores: 'stores',
  /** Seller: TikTok's redirect query (app_key, code), kept on arrival until it is used. */
  tiktokRedirect: 'tiktokRedirect',
  /** This tab already reloaded once by itself for a new version (see platform/staleVersion). */
  newVersionReload: 'newVersionReload',
  /** A salesman's sale code from the registration link (spec 01 section 3; issue 34). */
  saleCode: 'saleCode',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | null {
  try {
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readString(area: StorageArea, key: StorageKey): string | null {
  try {
    return storageOf(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(area: StorageArea, key: StorageKey, value: string): void {
  try {
    storageOf(area)?.setItem(key, value);
  } catch {
    // A full or disabled storage only costs the user a remembered preference.
  }
}

export function readJson(area: StorageArea, key: StorageKey): unknown {
  const text = readString(area, key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(area: StorageArea, key: StorageKey, value: unknown): void {
  writeString(area, key, JSON.stringify(value));
}

export function removeKey(area: StorageArea, key: StorageKey): void {
  try {
    storageOf(area)?.removeItem(key);
  } catch {
    // Nothing to clean when storage is unavailable.
  }
}

export function removeEverywhere(key: StorageKey): void {
  removeKey('local', key);
  removeKey('session', key);
}
