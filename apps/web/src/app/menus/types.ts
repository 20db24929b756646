import type { Permission, User } from '@platfox/domain';
import type { Icon } from '@tabler/icons-react';
import type { TitleKey } from '../../platform/i18n/locales/en';
import type en from '../../platform/i18n/locales/en';

export type MenuSectionKey = keyof typeof en.menu.sections;

/** A user flag that must be on for an item to show (e.g. printer staff management). */
export type MenuFlag = keyof Pick<User, 'isEnabledStaffManagement' | 'isAllowUploadFtp'>;

/** Side-menu item (spec 01 section 3): label, icon, link, badge, create link, sub-items, disabled. */
export type MenuItem = {
  kind: 'item';
  id: string;
  label: TitleKey;
  icon: Icon;
  link: string;
  /** The permission the item needs; admin items take it from their route. */
  permission?: Permission;
  flag?: MenuFlag;
  /** Pending-task key whose count shows as the badge. */
  badgeKey?: string;
  createLink?: string;
  isDisabled?: boolean;
  children?: MenuItem[];
};

export type MenuSection = {
  kind: 'section';
  id: string;
  label: MenuSectionKey;
  children: MenuEntry[];
};
export type MenuDivider = { kind: 'divider'; id: string };
export type MenuEntry = MenuItem | MenuSection | MenuDivider;
