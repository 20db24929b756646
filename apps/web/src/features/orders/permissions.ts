import type { User } from '@platfox/domain';

/** Approve and cancel need the order update permission (spec 03 section 6); root is never held. */
export function canUpdateOrders(user: Pick<User, 'type' | 'permissions'> | null): boolean {
  if (!user) return false;
  if (user.type === 'ROOT') return true;
  return user.type === 'ADMIN' && user.permissions.includes('ORDER_DETAIL_UPDATE');
}
