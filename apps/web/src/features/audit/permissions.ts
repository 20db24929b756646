import type { User } from '@platfox/domain';

type Viewer = Pick<User, 'type' | 'permissions'> | null;

const holds = (user: Viewer, permission: string) =>
  user?.type === 'ROOT' || (user?.type === 'ADMIN' && user.permissions.includes(permission));

/** The item's actions change it: ORDER_ITEM_DETAIL_UPDATE (spec 03 section 6's "update"). */
export const canUpdateItem = (user: Viewer) => holds(user, 'ORDER_ITEM_DETAIL_UPDATE');
/** Downloading a label and reading the note: ORDER_ITEM_DETAIL_ACCESS ("detailAccess"). */
export const canReadItem = (user: Viewer) => holds(user, 'ORDER_ITEM_DETAIL_ACCESS');
/** The list's invoice preview reads the order's charge receipt. */
export const canReadOrder = (user: Viewer) => holds(user, 'ORDER_DETAIL_ACCESS');
