import { DEFAULT_PAGE_SIZE } from '@platfox/domain';
import { encodeListState } from '../../ui/data-list/queryCodec';
import { QUERY_PARAM } from '../../ui/data-list/useListState';
import type { ListState } from '../../ui/data-list/types';

/**
 * The seller menu's "today" entry (spec 01 section 2.4): placed orders placed today, newest
 * first, the default page size. "dayAgo" with 0 days is "since local midnight", worked out when
 * the list asks, so the same link still means today tomorrow.
 */
export const TODAYS_ORDERS: ListState = {
  filters: [
    {
      key: 'today',
      field: 'placedAt',
      operation: 'dayAgo',
      dayAgo: 0,
      value: null,
      type: 'time',
      isActivated: true,
    },
  ],
  filterType: 'AND',
  sort: { field: 'createdAt', direction: 'desc' },
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

export function todaysOrdersLink(): string {
  const params = new URLSearchParams({ [QUERY_PARAM]: encodeListState(TODAYS_ORDERS) });
  return `/s/orders?${params.toString()}`;
}
