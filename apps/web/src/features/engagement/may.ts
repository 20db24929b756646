import { useCurrentUser } from '../../platform/session';

/** Whether the signed-in admin holds the permission (root holds every one). */
export function useMay(): (permission: string) => boolean {
  const user = useCurrentUser();
  return (permission) => user?.type === 'ROOT' || (user?.permissions.includes(permission) ?? false);
}
