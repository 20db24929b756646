import { requiredPermission } from '@platfox/domain';
import type { Icon } from '@tabler/icons-react';
import { routeAt } from '../routes';
import type { MenuDivider, MenuEntry, MenuItem, MenuSection, MenuSectionKey } from './types';

type ItemOptions = Partial<
  Pick<MenuItem, 'flag' | 'badgeKey' | 'createLink' | 'isDisabled' | 'children'>
>;

/**
 * A menu item for a declared route: the label and the permission come from the route table, so a
 * menu never disagrees with the guard about who may open a screen.
 */
export function item(link: string, icon: Icon, options: ItemOptions = {}): MenuItem {
  const route = routeAt(link.split('?')[0] ?? link);
  return {
    kind: 'item',
    id: link,
    label: route.title,
    icon,
    link,
    ...(route.permission ? { permission: requiredPermission(route.permission) } : {}),
    ...options,
  };
}

export function section(label: MenuSectionKey, children: MenuEntry[]): MenuSection {
  return { kind: 'section', id: `section:${label}`, label, children };
}

let dividers = 0;
export function divider(): MenuDivider {
  dividers += 1;
  return { kind: 'divider', id: `divider:${dividers}` };
}
