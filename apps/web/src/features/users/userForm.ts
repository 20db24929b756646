import { USER_FLAGS, type AccountType, type UserFlag } from '@platfox/domain';
import type { ManagedUser } from './api';

export type UserValues = {
  /** Empty until chosen on a new user; fixed afterwards. */
  type: AccountType | '';
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** New users only; an existing user's password is reset through its own action. */
  password: string;
  roleId: string | null;
} & Record<UserFlag, boolean>;

const NO_FLAGS = Object.fromEntries(USER_FLAGS.map((flag) => [flag, false])) as Record<
  UserFlag,
  boolean
>;

export function newUserValues(type: AccountType | '' = ''): UserValues {
  return {
    type,
    email: '',
    firstName: '',
    lastName: '',
    phone: '',
    password: '',
    roleId: null,
    ...NO_FLAGS,
  };
}

export function userValuesOf(user: ManagedUser): UserValues {
  return {
    type: user.type === 'STAFF' ? '' : user.type,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    password: '',
    roleId: user.roleId ?? null,
    ...Object.fromEntries(USER_FLAGS.map((flag) => [flag, user[flag]])),
  } as UserValues;
}

/** Only admins have a role; only printers and sellers have the four feature flags. */
export const hasRole = (type: UserValues['type']) => type === 'ADMIN';
export const hasFlags = (type: UserValues['type']) => type === 'PRINTER' || type === 'SELLER';

function extras(values: UserValues) {
  return {
    ...(hasRole(values.type) ? { roleId: values.roleId } : {}),
    ...(hasFlags(values.type)
      ? Object.fromEntries(USER_FLAGS.map((flag) => [flag, values[flag]]))
      : {}),
  };
}

/** POST accounts/create's body (createUserBodySchema). */
export function createUserBody(values: UserValues) {
  return {
    type: values.type || undefined,
    email: values.email.trim(),
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone.trim() || null,
    password: values.password,
    ...extras(values),
  };
}

/** PUT users/{id}'s body (updateUserBodySchema). */
export function updateUserBody(values: UserValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone.trim() || null,
    ...extras(values),
  };
}
