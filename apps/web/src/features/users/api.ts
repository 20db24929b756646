import {
  accountEndpoints,
  userSchema,
  type AccountType,
  type CreateUserBody,
  type UserStatus,
  type updateUserBodySchema,
} from '@platfox/domain';
import { z } from 'zod';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook, useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/api';

/** A user as the management screens read it: the session's user plus its role and creation date. */
export const managedUserSchema = userSchema.extend({
  roleId: z.string().nullable().optional(),
  createdAt: z.string().optional(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export type UserListQuery = {
  page: number;
  pageSize: number;
  type?: AccountType;
  status?: UserStatus;
  search?: string;
};

export type UserPage = { items: ManagedUser[]; total: number };

/** One query-key family for every user call, so a change invalidates lists and details alike. */
export const userKeys = queryKeys('users', {
  list: (query: UserListQuery) => ['list', query],
  detail: (id: string) => ['detail', id],
});

export const usersApi = {
  list: (query: UserListQuery, signal?: AbortSignal): Promise<UserPage> =>
    call(accountEndpoints.getUsers, { query }, { signal }),

  get: (id: string, signal?: AbortSignal) =>
    call(accountEndpoints.getUsersOne, { params: { id } }, { signal, showErrorPage: true }).then(
      (answer) => answer.data,
    ),

  create: (body: CreateUserBody) =>
    call(accountEndpoints.postAccountsCreate, { body: body }).then((answer) => answer.data),

  update: (id: string, body: z.output<typeof updateUserBodySchema>) =>
    call(accountEndpoints.putUsersOne, { params: { id }, body: body }).then(
      (answer) => answer.data,
    ),

  block: (id: string) => call(accountEndpoints.blockUser, { params: { id } }),
  reactivate: (id: string) => call(accountEndpoints.reactivateUser, { params: { id } }),
  verify: (id: string) => call(accountEndpoints.verifyRegisteredAccount, { params: { id } }),
  remove: (user: Pick<ManagedUser, 'id' | 'type'>) =>
    call(accountEndpoints.deleteAccountsOne, { params: { type: user.type, id: user.id } }),
  resetPassword: (userId: string, password: string) =>
    call(accountEndpoints.postAccountsResetUserPassword, { body: { userId, password } }),

  isEmailUnique: (email: string) =>
    call(accountEndpoints.getAccountsCheckUniqueEmail, { query: { email } }).then(
      (answer) => answer.data.isUnique,
    ),

  /** GET apps/gen-pass: a password that satisfies the password rule. */
  generatePassword: () =>
    call(accountEndpoints.getAppsGenPass).then((answer) => answer.data.password),
};

/** What a user's change makes stale: every user read, and the user lists. */
const USER_READS = [userKeys.all, dataListKeys.model('user')];

/** A change of a user (their permissions too): every user read follows. */
export const useUserMutation = cachedMutationHook(USER_READS);

/** A user changed by a run that is not this screen's mutation (an action's answer). */
export const useRefreshUsers = () => useRefresh(USER_READS);
