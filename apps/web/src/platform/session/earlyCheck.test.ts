import { accountEndpoints, pathOf } from '@platfox/domain';
import { expect, it } from 'vitest';
import { SESSION_CHECK_PATH } from './earlyCheck';

it("sends the early check to the contract's POST auth/authenticated", () => {
  expect(accountEndpoints.postAuthAuthenticated.method).toBe('POST');
  expect(SESSION_CHECK_PATH).toBe(pathOf(accountEndpoints.postAuthAuthenticated));
});
