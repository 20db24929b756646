import { queryClient } from '../api/queryClient';
import { updateUser } from './actions';
import { sessionStore } from './store';

/** The cache key of GET accounts/permissions for one user. */
export const permissionsQueryKey = (userId: string | undefined) =>
  ['accounts', 'permissions', userId] as const;

/**
 * Replaces the stored permission keys (spec 01 section 6: "live permission changes replace the
 * stored permission keys"). The cached answer of GET accounts/permissions is replaced as well, or
 * the permission sync would put the old list back.
 */
export function replacePermissions(permissions: string[]): void {
  const user = sessionStore.get().auth?.user;
  if (!user) return;
  queryClient.setQueryData(permissionsQueryKey(user.id), {
    status: 200 as const,
    data: permissions,
  });
  updateUser({ permissions });
}
