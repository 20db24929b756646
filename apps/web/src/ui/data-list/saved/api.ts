import { dataListEndpoints, type SavedFilter, type SaveFilterBody } from '@platfox/domain';
import { call } from '../../../platform/api';

export const savedFilterKeys = {
  of: (model: string) => ['data-list-saved-filters', model] as const,
};

/** In the order the user keeps them (sortOrder), as the server should already answer. */
const bySortOrder = (filters: SavedFilter[]): SavedFilter[] =>
  [...filters].sort((a, b) => a.sortOrder - b.sortOrder);

export const savedFiltersApi = {
  /** The user's saved filters of a list; a failure is swallowed as none (spec 02 section 8). */
  list: async (model: string, signal?: AbortSignal): Promise<SavedFilter[]> => {
    try {
      const answer = await call(
        dataListEndpoints.getDatalistFilter,
        { params: { key: model } },
        { signal },
      );
      return bySortOrder(answer.data);
    } catch {
      return [];
    }
  },
  /** Create, rename or replace, delete: {message, data} (spec 02 section 7). */
  save: (body: SaveFilterBody) => call(dataListEndpoints.postDatalistFilter, { body }),
  bySortOrder,
};
