import { DEFAULT_PAGE_SIZE } from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import { sellerMenu } from '../../app/menus/seller';
import type { MenuEntry, MenuItem } from '../../app/menus/types';
import { decodeListState } from '../../ui/data-list/queryCodec';
import { toQueryFilters } from '../../ui/data-list/filters/toQuery';
import { todaysOrdersLink } from './todaysOrders';

const items = (entries: readonly MenuEntry[]): MenuItem[] =>
  entries.flatMap((entry) =>
    entry.kind === 'section' ? items(entry.children) : entry.kind === 'item' ? [entry] : [],
  );

describe("the seller menu's today entry", () => {
  const entry = items(sellerMenu).find((item) => item.label === 'ordersToday');

  it('opens /s/orders with an encrypted query, beside the plain orders entry', () => {
    expect(entry).toBeDefined();
    const url = new URL(entry?.link ?? '', 'http://localhost');
    expect(url.pathname).toBe('/s/orders');
    expect(entry?.link).toBe(todaysOrdersLink());
    // The query is encrypted in the URL: no field name reads through.
    expect(url.search).not.toContain('placedAt');
    expect(items(sellerMenu).some((item) => item.link === '/s/orders')).toBe(true);
  });

  it('asks for orders placed since midnight, newest first, at the default page size', () => {
    const q = new URL(entry?.link ?? '', 'http://localhost').searchParams.get('q') ?? '';
    const state = decodeListState(q);
    expect(state).toMatchObject({
      filterType: 'AND',
      sort: { field: 'createdAt', direction: 'desc' },
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
    });
    // What the list sends: the "0 days ago" shortcut, which the server reads in the caller's zone.
    expect(toQueryFilters(state?.filters ?? [], [])).toEqual([
      { field: 'placedAt', operation: 'after', operationDynamicTime: 'dayAgo', dayAgo: 0 },
    ]);
  });
});
