import {
  pathOf,
  dataListEndpoints,
  saveFilterAnswerSchema,
  savedFiltersAnswerSchema,
  type SavedFilter,
  type SaveFilterBody,
} from '@platfox/domain';
import { api } from '../../../platform/api';

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
      const answer = await api.get(
        pathOf(dataListEndpoints.getDataListsSavedFiltersOne, { model }),
        {
          signal,
          parse: (data) => savedFiltersAnswerSchema.parse(data),
        },
      );
      return bySortOrder(answer.data);
    } catch {
      return [];
    }
  },
  /** Create, rename or replace, delete: {message, data} (spec 02 section 7). */
  save: (body: SaveFilterBody) =>
    api.post(pathOf(dataListEndpoints.postDataListsSavedFilters), body, {
      parse: (data) => saveFilterAnswerSchema.parse(data),
    }),
  bySortOrder,
};
