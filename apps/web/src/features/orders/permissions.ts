import type { User } from '@platfox/domain';

/** Approve and cancel need the order update permission (spec 03 section 6); root is never held. */
export function canUpdateOrders(user: Pick<User, 'type' | 'permissions'> | null): boolean {
  if (!user) return false;
  if (user.type === 'ROOT') return true;
  return user.type === 'ADMIN' && user.permissions.includes('ORDER_DETAIL_UPDATE');
}

/** Where an item went (its printer, units and log) needs the order-item read permission. */
export function canReadItemProduction(user: Pick<User, 'type' | 'permissions'> | null): boolean {
  if (!user) return false;
  if (user.type === 'ROOT') return true;
  return user.type === 'ADMIN' && user.permissions.includes('ORDER_ITEM_DETAIL_ACCESS');
}
