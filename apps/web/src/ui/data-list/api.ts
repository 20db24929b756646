import {
  dataListEndpoints,
  dataListRowSchema,
  type DataListQuery,
  type DataListRow,
  type DeleteRowsAnswer,
} from '@platfox/domain';
import { z } from 'zod';
import { call } from '../../platform/api';

/**
 * The data-list calls (spec 02 section 7) through the app's api client; /data-lists is on its
 * cancel-exempt list, so two lists on one page never cancel each other.
 */
const listPageSchema = z.object({
  items: z.array(dataListRowSchema),
  total: z.number().int(),
  isTotalEstimated: z.boolean().optional().default(false),
  cursor: z.string().optional(),
});
export type ListPage = {
  items: DataListRow[];
  total: number;
  isTotalEstimated: boolean;
  /** This page as a position: the next, previous or same page is read from it (keyset). */
  cursor?: string | undefined;
};

/** An answer of POST /data-lists read as a page (throws when it is not one). */
export const parseListPage = (answer: unknown): ListPage => listPageSchema.parse(answer);

export const EMPTY_PAGE: ListPage = { items: [], total: 0, isTotalEstimated: false };

export { dataListKeys } from './keys';

export const dataListApi = {
  list: (query: DataListQuery, signal?: AbortSignal): Promise<ListPage> =>
    call(
      dataListEndpoints.postDataLists,
      { body: query },
      // The list stays on screen (empty) when the query is refused; the toast says why.
      { signal, showErrorToast: true },
    ).then(({ items, total, isTotalEstimated, cursor }) => ({
      items,
      total,
      isTotalEstimated,
      cursor,
    })),

  deleteRows: (model: string, ids: readonly string[]): Promise<DeleteRowsAnswer> =>
    call(
      dataListEndpoints.postDataListsDelete,
      { body: { model, ids: [...ids] } },
      { showErrorToast: true },
    ),
};

/** The browser's IANA time zone, so time filters mean the user's days (server default UTC). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
