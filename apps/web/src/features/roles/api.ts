import { accountEndpoints } from '@platfox/domain';
import type { AccountType, PermissionPair } from '@platfox/domain';
import { z } from 'zod';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataOf } from '../../platform/api/answers';
import {
  MATRIX_ACTIONS,
  pairsToStrings,
  uploadInBatches,
  type MatrixAction,
  type MatrixRow,
  type PermissionBatch,
} from './permissionMatrix';

const pairSchema = z.object({ permission: z.string(), actions: z.array(z.string()) });

/** Permissions as strings whether the server sends strings or permission-and-actions pairs. */
const permissionListSchema = z.array(z.union([z.string(), pairSchema])).transform((values) =>
  values.flatMap((value) =>
    typeof value === 'string'
      ? [value]
      : pairsToStrings([
          {
            permission: value.permission,
            actions: value.actions.filter((action): action is MatrixAction =>
              (MATRIX_ACTIONS as readonly string[]).includes(action),
            ),
          },
        ]),
  ),
);

/** A user role as the screens read it (userRoleSchema, lenient about what the list leaves out). */
export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable().optional(),
  permissions: permissionListSchema.optional().default([]),
  userCount: z.number().int().optional(),
});
export type Role = z.infer<typeof roleSchema>;

export type RoleBody = {
  name: string;
  description: string | null;
  permissions: PermissionPair[];
};

export const roleKeys = {
  all: ['user-roles'] as const,
  list: () => ['user-roles', 'list'] as const,
  detail: (id: string) => ['user-roles', 'detail', id] as const,
  matrix: (type: AccountType) => ['permissions-for', type] as const,
};

export const rolesApi = {
  list: (signal?: AbortSignal) =>
    call(accountEndpoints.getAppsUserRole, {}, { signal }).then((answer) => answer.data),
  get: (id: string, signal?: AbortSignal) =>
    call(
      accountEndpoints.getAppsUserRoleOne,
      { params: { id } },
      { signal, showErrorPage: true },
    ).then((answer) => answer.data),
  create: (body: RoleBody) => call(accountEndpoints.postAppsUserRole, { body }).then(dataOf),
  update: (id: string, body: RoleBody) =>
    call(accountEndpoints.putAppsUserRoleOne, { params: { id }, body }).then(dataOf),
  remove: (id: string) => call(accountEndpoints.deleteAppsUserRoleOne, { params: { id } }),

  /** The matrix rows: the areas of a user type and the actions each offers. */
  matrixRows: (type: AccountType = 'ADMIN', signal?: AbortSignal): Promise<MatrixRow[]> =>
    call(accountEndpoints.getAppsPermissionsFor, { query: { type } }, { signal }).then(
      (answer) => answer.data,
    ),

  /** Replaces a user's permissions, in batches, reporting progress. */
  savePermissions: (
    userId: string,
    pairs: readonly PermissionPair[],
    onProgress?: (done: number, total: number) => void,
  ) =>
    uploadInBatches(
      pairs,
      (batch: PermissionBatch) =>
        call(
          accountEndpoints.putAppsPermissionsOne,
          { params: { userId }, body: batch },
          // Batches go one after another; none may cancel the one before.
          { isCancelExempt: true },
        ),
      onProgress,
    ),
};

/** A change of a role: every role read follows. */
export const useRoleMutation = cachedMutationHook([roleKeys.all]);
