import { accountEndpoints } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '../api';
import { updateUser } from './actions';
import { permissionsQueryKey } from './permissions';
import { useCurrentUser } from './store';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Keeps the user's permission list fresh from GET accounts/permissions (admin menus and guards
 * read it). Root does not fetch permissions (spec 01 section 4).
 */
export function usePermissionsSync(): void {
  const user = useCurrentUser();
  const isEnabled = user !== null && user.type !== 'ROOT';
  const { data } = useQuery({
    queryKey: permissionsQueryKey(user?.id),
    queryFn: ({ signal }) => call(accountEndpoints.getAccountsPermissions, {}, { signal }),
    enabled: isEnabled,
    staleTime: 5 * 60_000,
  });
  const permissions = data?.data;
  useEffect(() => {
    if (permissions && user && !sameList(permissions, user.permissions))
      updateUser({ permissions });
  }, [permissions, user]);
}
