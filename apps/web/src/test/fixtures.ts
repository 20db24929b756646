import type { AccessToken, Session, User } from '@platfox/domain';

/** A user as the server answers it; tests change what they care about. */
export function aUser(changes: Partial<User> = {}): User {
  return {
    id: 'u-1',
    type: 'SELLER',
    email: 'seller@demo.test',
    firstName: 'Sam',
    lastName: 'Seller',
    fullName: 'Sam Seller',
    phone: null,
    isVerified: true,
    status: 'OFFLINE',
    permissions: [],
    address: null,
    group: [],
    currentBalance: 0,
    addressReminderCount: 0,
    isAllowUploadFtp: false,
    isEnabledStaffManagement: false,
    isAllowExportSpecialFile: false,
    isAllowPickSingleItem: false,
    ...changes,
  };
}

export function anAccessToken(changes: Partial<AccessToken> = {}, now = Date.now()): AccessToken {
  return {
    token: 'access-1',
    refreshToken: 'refresh-1',
    expiresIn: 3600,
    expiresTimeStamp: now + 3_600_000,
    ...changes,
  };
}

export function aSession(user: Partial<User> = {}, token: Partial<AccessToken> = {}): Session {
  return {
    user: aUser(user),
    accessToken: anAccessToken(token),
    badges: [],
    transaction: { depositIndex: 0 },
  };
}

/** A JSON answer the way the server sends one. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
