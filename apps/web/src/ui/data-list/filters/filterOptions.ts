import { dataListEndpoints, type FilterOption, type FilterOptionsQuery } from '@platfox/domain';
import { call } from '../../../platform/api';

export type FilterOptionsPage = { items: FilterOption[]; total: number };

const EMPTY: FilterOptionsPage = { items: [], total: 0 };

/** The browser's IANA zone, so time filters among the references mean the user's days. */
export function browserTimeZone(): string | number {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone || new Date().getTimezoneOffset();
}

/**
 * Options of an array or autocomplete filter (POST /api/data-lists/filter-options). A failure is
 * swallowed as no options (spec 02 section 8): the panel stays usable, only the list is empty.
 */
export async function loadFilterOptions(
  query: Omit<FilterOptionsQuery, 'timezone'>,
  signal?: AbortSignal,
): Promise<FilterOptionsPage> {
  try {
    const answer = await call(
      dataListEndpoints.postDataListsFilterOptions,
      { body: { ...query, timezone: browserTimeZone() } },
      { signal },
    );
    return { items: answer.items, total: answer.total };
  } catch {
    return EMPTY;
  }
}
