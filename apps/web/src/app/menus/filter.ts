import type { User } from '@platfox/domain';
import type { MenuEntry, MenuItem } from './types';

export type MenuViewer = Pick<User, 'type' | 'permissions'> &
  Partial<Pick<User, 'isEnabledStaffManagement' | 'isAllowUploadFtp'>>;

/** Whether a viewer may see one item: its permission (if any) and its flag (if any). */
export function canSeeMenuItem(item: MenuItem, viewer: MenuViewer): boolean {
  if (item.permission && !viewer.permissions.includes(item.permission)) return false;
  if (item.flag && !viewer[item.flag]) return false;
  return true;
}

/** Drops dividers at either end and doubled dividers, which are left behind by hidden entries. */
function tidyDividers(entries: MenuEntry[]): MenuEntry[] {
  const tidy: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'divider' && (tidy.length === 0 || tidy.at(-1)?.kind === 'divider'))
      continue;
    tidy.push(entry);
  }
  while (tidy.at(-1)?.kind === 'divider') tidy.pop();
  return tidy;
}

/**
 * The menu a viewer sees (spec 01 section 6): items lacking permission are hidden, and sections
 * and parents left empty go with them, as do dividers that no longer divide anything.
 */
export function filterMenu(
  entries: readonly MenuEntry[],
  canSee: (item: MenuItem) => boolean,
): MenuEntry[] {
  const kept: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'divider') {
      kept.push(entry);
    } else if (entry.kind === 'section') {
      const children = filterMenu(entry.children, canSee);
      if (children.some((child) => child.kind !== 'divider')) kept.push({ ...entry, children });
    } else if (canSee(entry)) {
      if (!entry.children) {
        kept.push(entry);
        continue;
      }
      const children = entry.children.filter(canSee).map((child) => ({ ...child }));
      // A parent is only a way into its sub-items; without any left it has nothing to offer.
      if (children.length > 0) kept.push({ ...entry, children });
    }
  }
  return tidyDividers(kept);
}
