import {
  pathOf,
  accountEndpoints,
  userSchema,
  type AccountType,
  type CreateUserBody,
  type UserStatus,
  type updateUserBodySchema,
} from '@platfox/domain';
import { z } from 'zod';
import { api, call } from '../../platform/api';
import { done } from '../../platform/api/answers';

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

const userPageSchema = z.object({ items: z.array(managedUserSchema), total: z.number().int() });
export type UserPage = z.infer<typeof userPageSchema>;

/** One query-key family for every user call, so a change invalidates lists and details alike. */
export const userKeys = {
  all: ['users'] as const,
  list: (query: UserListQuery) => ['users', 'list', query] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

export const usersApi = {
  list: (query: UserListQuery, signal?: AbortSignal) =>
    api.get(pathOf(accountEndpoints.getUsers), {
      query,
      signal,
      parse: (answer) => userPageSchema.parse(answer),
    }),

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

  block: (id: string) =>
    api.post(pathOf(accountEndpoints.blockUser, { id }), undefined, { parse: done }),
  reactivate: (id: string) =>
    api.post(pathOf(accountEndpoints.reactivateUser, { id }), undefined, { parse: done }),
  verify: (id: string) =>
    api.post(pathOf(accountEndpoints.verifyRegisteredAccount, { id }), undefined, { parse: done }),
  remove: (user: Pick<ManagedUser, 'id' | 'type'>) =>
    api.delete(pathOf(accountEndpoints.deleteAccountsOne, { type: user.type, id: user.id }), {
      parse: done,
    }),
  resetPassword: (userId: string, password: string) =>
    api.post(
      pathOf(accountEndpoints.postAccountsResetUserPassword),
      { userId, password },
      { parse: done },
    ),

  isEmailUnique: (email: string) =>
    api
      .get(pathOf(accountEndpoints.getAccountsCheckUniqueEmail), {
        query: { email },
        parse: (answer) => z.object({ data: z.object({ isUnique: z.boolean() }) }).parse(answer),
      })
      .then((answer) => answer.data.isUnique),

  /** GET apps/gen-pass answers {data: {password}}; a bare string in data is read too. */
  generatePassword: () =>
    api.get(pathOf(accountEndpoints.getAppsGenPass), {
      parse: (answer) => {
        const { data } = z
          .object({ data: z.union([z.string(), z.object({ password: z.string() })]) })
          .parse(answer);
        return typeof data === 'string' ? data : data.password;
      },
    }),
};
