import type { TransactionType, User } from '@platfox/domain';

type Viewer = Pick<User, 'type' | 'permissions'> | null;

/** The admin permission area of a transaction type, as the server reads it (ledger/views.ts). */
export function areaOf(type: TransactionType): 'DEPOSIT' | 'WITHDRAW' | 'OTHER_TRANSACTION' {
  if (type === 'DEPOSIT' || type === 'WITHDRAW') return type;
  return 'OTHER_TRANSACTION';
}

/** Root is never held to a permission; an admin holds it or not; others have none. */
export function hasPermission(user: Viewer, permission: string): boolean {
  if (!user) return false;
  if (user.type === 'ROOT') return true;
  return user.type === 'ADMIN' && user.permissions.includes(permission);
}

/** Approve and cancel of a row of this type (DEPOSIT_/WITHDRAW_DETAIL_UPDATE). */
export const canReview = (user: Viewer, type: TransactionType) =>
  hasPermission(user, `${areaOf(type)}_DETAIL_UPDATE`);
