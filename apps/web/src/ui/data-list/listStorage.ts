import { PAGE_SIZE_ALL, SORT_DIRECTIONS } from '@platfox/domain';
import { z } from 'zod';
import { readJson, STORAGE_KEYS, writeJson } from '../../platform/storage';
import type { ListLayout, ListState } from './types';

/**
 * What a list remembers for the tab (spec 02 sections 2.6 and 4.1): page, page size, sort, the
 * columns shown and the layout, per list id, in session storage so a new tab starts fresh. Each
 * value is checked on the way in: a stored value this version cannot read falls back to its
 * default instead of breaking the page.
 */
export type StoredList = {
  page?: number;
  pageSize?: ListState['pageSize'];
  sort?: ListState['sort'];
  /** The cursor the page was reached by (ListState.cursor). */
  cursor?: string | undefined;
  /** Column key to shown or hidden; columns not named keep their own default. */
  columns?: Record<string, boolean>;
  layout?: ListLayout;
};

const storedListSchema = z.object({
  page: z.number().int().min(1).optional().catch(undefined),
  pageSize: z
    .union([z.number().int().min(1).max(100), z.literal(PAGE_SIZE_ALL)])
    .optional()
    .catch(undefined),
  sort: z
    .object({ field: z.string().min(1), direction: z.enum(SORT_DIRECTIONS) })
    .nullable()
    .optional()
    .catch(undefined),
  cursor: z.string().max(2_000).optional().catch(undefined),
  columns: z.record(z.string(), z.boolean()).optional().catch(undefined),
  layout: z.enum(['table', 'grid']).optional().catch(undefined),
});

const allListsSchema = z.record(z.string(), z.unknown());

function readAll(): Record<string, unknown> {
  const parsed = allListsSchema.safeParse(readJson('session', STORAGE_KEYS.dataLists));
  return parsed.success ? parsed.data : {};
}

export function readStoredList(id: string): StoredList {
  const parsed = storedListSchema.safeParse(readAll()[id]);
  if (!parsed.success) return {};
  // Drop the keys that fell back, so a spread over defaults keeps the defaults.
  return Object.fromEntries(
    Object.entries(parsed.data).filter(([, value]) => value !== undefined),
  ) as StoredList;
}

export function writeStoredList(id: string, changes: StoredList): void {
  const all = readAll();
  all[id] = { ...readStoredList(id), ...changes };
  writeJson('session', STORAGE_KEYS.dataLists, all);
}
