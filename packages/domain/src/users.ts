/** User types (spec 03 section 3.1). SELLER is shown as Merchant, PRINTER as Supplier. */
export const USER_TYPES = ['ROOT', 'ADMIN', 'PRINTER', 'SELLER', 'WAREHOUSE', 'STAFF'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The types that sign in with e-mail and password; STAFF signs in by QR code on a printer account. */
export const ACCOUNT_TYPES = ['ROOT', 'ADMIN', 'PRINTER', 'SELLER', 'WAREHOUSE'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const USER_TYPE_LABELS: Record<UserType, string> = {
  ROOT: 'Root',
  ADMIN: 'Admin',
  PRINTER: 'Supplier',
  SELLER: 'Merchant',
  WAREHOUSE: 'Warehouse',
  STAFF: 'Staff',
};

export const USER_STATUSES = ['ONLINE', 'OFFLINE', 'BLOCKED', 'DELETED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Route prefix of each type's screens (spec 01 section 2). */
export const USER_TYPE_PREFIX: Record<AccountType, string> = {
  ROOT: '/r',
  ADMIN: '/a',
  SELLER: '/s',
  PRINTER: '/p',
  WAREHOUSE: '/wh',
};

/** Where each type lands after sign-in (spec 01 section 2.7). */
export const USER_TYPE_HOME: Record<AccountType, string> = {
  ROOT: '/r/users',
  ADMIN: '/',
  SELLER: '/s',
  PRINTER: '/p/scan',
  WAREHOUSE: '/wh/products',
};

/** Live-channel namespace per type (spec 03 section 7.7); root and warehouse use the bare host. */
export const LIVE_NAMESPACE: Record<AccountType, string> = {
  ADMIN: '/api/admin',
  SELLER: '/api/seller',
  PRINTER: '/api/printer',
  ROOT: '/',
  WAREHOUSE: '/',
};

export const STAFF_ROLES = ['USER', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
