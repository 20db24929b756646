import type { User } from '@platfox/domain';

type Viewer = Pick<User, 'type' | 'permissions'> | null;

/** Root is never held to a permission; an admin holds it or not; others have none. */
export function hasPermission(user: Viewer, permission: string): boolean {
  if (!user) return false;
  if (user.type === 'ROOT') return true;
  return user.type === 'ADMIN' && user.permissions.includes(permission);
}
