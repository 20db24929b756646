import type { Permission } from '@platfox/domain';
import { IconCircle } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { canSeeMenuItem, filterMenu, MENUS } from '.';
import type { MenuEntry, MenuItem } from './types';

const leaf = (id: string, permission?: Permission, extra: Partial<MenuItem> = {}): MenuItem => ({
  kind: 'item',
  id,
  label: 'orders',
  icon: IconCircle,
  link: `/${id}`,
  ...(permission ? { permission } : {}),
  ...extra,
});
const divider = (id: string): MenuEntry => ({ kind: 'divider', id });
const ids = (entries: readonly MenuEntry[]): unknown[] =>
  entries.map((entry) =>
    entry.kind === 'section'
      ? { [entry.id]: ids(entry.children) }
      : entry.kind === 'item' && entry.children
        ? { [entry.id]: ids(entry.children) }
        : entry.id,
  );

const withPermissions = (permissions: string[]) => (item: MenuItem) =>
  canSeeMenuItem(item, { type: 'ADMIN', permissions });

describe('menu filtering', () => {
  const menu: MenuEntry[] = [
    leaf('home'),
    divider('d1'),
    {
      kind: 'section',
      id: 'orders',
      label: 'orders',
      children: [leaf('orders', 'ORDER_ACCESS'), divider('d2'), leaf('items', 'ORDER_ITEM_ACCESS')],
    },
    divider('d3'),
    {
      kind: 'section',
      id: 'finance',
      label: 'finance',
      children: [leaf('deposits', 'DEPOSIT_ACCESS')],
    },
    divider('d4'),
    leaf('parent', undefined, {
      children: [leaf('child-a', 'USER_ACCESS'), leaf('child-b', 'SALE_MAN_ACCESS')],
    }),
    divider('d5'),
  ];

  it('hides items without their permission, and the sections and dividers left empty', () => {
    expect(ids(filterMenu(menu, withPermissions(['ORDER_ACCESS'])))).toEqual([
      'home',
      'd1',
      { orders: ['orders'] },
    ]);
  });

  it('keeps everything for a viewer with every permission, minus the trailing divider', () => {
    const all = withPermissions([
      'ORDER_ACCESS',
      'ORDER_ITEM_ACCESS',
      'DEPOSIT_ACCESS',
      'USER_ACCESS',
      'SALE_MAN_ACCESS',
    ]);
    expect(ids(filterMenu(menu, all))).toEqual([
      'home',
      'd1',
      { orders: ['orders', 'd2', 'items'] },
      'd3',
      { finance: ['deposits'] },
      'd4',
      { parent: ['child-a', 'child-b'] },
    ]);
  });

  it('drops a parent whose sub-items are all hidden and collapses doubled dividers', () => {
    const visible = filterMenu(menu, withPermissions(['DEPOSIT_ACCESS']));
    expect(ids(visible)).toEqual(['home', 'd1', { finance: ['deposits'] }]);
  });

  it('hides items whose user flag is off', () => {
    const staff = leaf('staff', undefined, { flag: 'isEnabledStaffManagement' });
    const seen = (flag: boolean) =>
      filterMenu([staff], (item) =>
        canSeeMenuItem(item, { type: 'PRINTER', permissions: [], isEnabledStaffManagement: flag }),
      );
    expect(seen(false)).toEqual([]);
    expect(ids(seen(true))).toEqual(['staff']);
  });

  it('leaves no empty section and no stray divider in the real admin menu', () => {
    const visible = filterMenu(MENUS.ADMIN, withPermissions(['ORDER_ACCESS']));
    const items = visible.flatMap((entry) => (entry.kind === 'section' ? entry.children : [entry]));
    const links = items.flatMap((entry) => (entry.kind === 'item' ? [entry.link] : []));
    expect(links).toContain('/a/orders');
    expect(links).not.toContain('/a/order-items');
    expect(links).not.toContain('/');
    for (const entry of items) {
      if (entry.kind === 'item') expect([undefined, 'ORDER_ACCESS']).toContain(entry.permission);
    }
    for (const list of [
      visible,
      ...visible.map((entry) => (entry.kind === 'section' ? entry.children : [])),
    ]) {
      if (list.length === 0) continue;
      expect(list[0]?.kind).not.toBe('divider');
      expect(list.at(-1)?.kind).not.toBe('divider');
      list.forEach((entry, index) => {
        if (entry.kind === 'divider') expect(list[index + 1]?.kind).not.toBe('divider');
      });
    }
    expect(visible.every((entry) => entry.kind !== 'section' || entry.children.length > 0)).toBe(
      true,
    );
  });

  it('takes admin item permissions from the route table', () => {
    const orders = MENUS.ADMIN.flatMap((entry) =>
      entry.kind === 'section' ? entry.children : [entry],
    ).find((entry) => entry.id === '/a/orders');
    expect(orders).toMatchObject({ permission: 'ORDER_ACCESS', label: 'orders' });
  });
});
