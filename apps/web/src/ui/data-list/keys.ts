import type { DataListQuery } from '@platfox/domain';

/** The lists' TanStack Query keys (their own file: the early requests read them at start). */
export const dataListKeys = {
  all: ['data-lists'] as const,
  model: (model: string) => ['data-lists', model] as const,
  page: (query: DataListQuery) => ['data-lists', query.model, query] as const,
};
