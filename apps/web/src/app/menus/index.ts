import type { AccountType } from '@platfox/domain';
import {
  IconBarcode,
  IconPackage,
  IconShieldLock,
  IconUserCog,
  IconUsers,
} from '@tabler/icons-react';
import { adminMenu } from './admin';
import { item } from './declare';
import { printerMenu } from './printer';
import { sellerMenu } from './seller';
import type { MenuEntry } from './types';

const rootMenu: MenuEntry[] = [
  item('/r/users', IconUsers, { createLink: '/r/user/create' }),
  item('/r/user-roles', IconUserCog),
  item('/r/permission', IconShieldLock),
];

const warehouseMenu: MenuEntry[] = [
  item('/wh/products', IconPackage),
  item('/wh/scan-code-product', IconBarcode),
];

/** Each user type sees only its own menu (spec 01 section 6). */
export const MENUS: Record<AccountType, MenuEntry[]> = {
  ROOT: rootMenu,
  ADMIN: adminMenu,
  SELLER: sellerMenu,
  PRINTER: printerMenu,
  WAREHOUSE: warehouseMenu,
};

export { filterMenu, canSeeMenuItem } from './filter';
export type { MenuEntry, MenuItem, MenuSection } from './types';
