import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  USER_STATUSES,
  type AccountType,
  type UserStatus,
} from '@platfox/domain';
import type { UserListQuery } from './api';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((candidate) => candidate === value);

function positive(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : fallback;
}

/**
 * The user list's state lives in the URL (?page, pageSize, type, status, search): a link or a
 * reload shows the same page. A value that makes no sense falls back to its default instead of
 * breaking the page.
 */
export function readUserListQuery(
  params: URLSearchParams,
  types: readonly AccountType[],
): UserListQuery {
  const pageSize = positive(params.get('pageSize'), DEFAULT_PAGE_SIZE);
  const search = params.get('search')?.trim().slice(0, 255);
  return {
    page: positive(params.get('page'), 1),
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_PAGE_SIZE,
    type: pick(params.get('type'), types),
    status: pick<UserStatus>(params.get('status'), USER_STATUSES),
    search: search || undefined,
  };
}

/** The URL parameters of a list query; defaults are left out to keep links short. */
export function writeUserListQuery(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  if (query.type) params.set('type', query.type);
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  return params;
}
