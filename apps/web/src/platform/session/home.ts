import { ACCOUNT_TYPES, USER_TYPE_HOME, type AccountType, type User } from '@platfox/domain';

export const LOGIN_PATH = '/login';
/** The blocked screen, where a blocked user is held (spec 01 section 2.7). */
export const BLOCKED_PATH = '/user/block';

/** The types with screens of their own; STAFF works on a printer account instead. */
export function isAccountType(type: string): type is AccountType {
  return (ACCOUNT_TYPES as readonly string[]).includes(type);
}

/** Where a user lands (spec 01 section 2.7): their type's home, or the sign-in page. */
export function homeOf(user: Pick<User, 'type'> | null): string {
  return user && isAccountType(user.type) ? USER_TYPE_HOME[user.type] : LOGIN_PATH;
}
