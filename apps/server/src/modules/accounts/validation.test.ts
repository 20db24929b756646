import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';

let ctx: TestContext;
let root: Session;
let seller: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
  seller = await signIn(ctx.app, 'seller@demo.test');
});
afterAll(() => ctx.close());

const GOOD = 'Good@12345';
const UUID = '00000000-0000-4000-8000-000000000000';
const registration = {
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.co',
  password: GOOD,
  passwordConfirmation: GOOD,
};
const newUser = { type: 'SELLER', email: 'c@d.co', firstName: 'C', lastName: 'D', password: GOOD };

type Case = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  as?: 'root' | 'seller';
  payload?: object;
  field: string;
  message: RegExp;
};

// One row per bad field: the caller sees 400 and a message on that field.
const cases: Case[] = [
  // Registration and the guest pages
  {
    method: 'POST',
    url: '/api/accounts/register',
    payload: {},
    field: 'email',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/register',
    payload: { ...registration, firstName: ' ' },
    field: 'firstName',
    message: /first name field is required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/register',
    payload: { ...registration, email: 'nope' },
    field: 'email',
    message: /valid email/,
  },
  {
    method: 'POST',
    url: '/api/accounts/register',
    payload: { ...registration, phone: 'call me' },
    field: 'phone',
    message: /valid phone/,
  },
  {
    method: 'POST',
    url: '/api/accounts/register',
    payload: { ...registration, password: 'weak', passwordConfirmation: 'weak' },
    field: 'password',
    message: /uppercase/,
  },
  {
    method: 'POST',
    url: '/api/accounts/register',
    payload: { ...registration, passwordConfirmation: 'Other@12345' },
    field: 'passwordConfirmation',
    message: /does not match/,
  },
  {
    method: 'POST',
    url: '/api/accounts/register',
    payload: { ...registration, type: 'ADMIN' },
    field: 'type',
    message: /Unknown field/,
  },
  {
    method: 'POST',
    url: '/api/accounts/verify-email-expired-token',
    payload: {},
    field: 'token',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/forgot-password',
    payload: { email: '' },
    field: 'email',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/reset-password',
    payload: { password: GOOD, passwordConfirmation: GOOD },
    field: 'token',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/reset-password',
    payload: { token: 't', password: GOOD, passwordConfirmation: 'x' },
    field: 'passwordConfirmation',
    message: /does not match/,
  },
  // The signed-in user's own account
  {
    method: 'POST',
    url: '/api/accounts/change-password',
    as: 'seller',
    payload: { password: GOOD, passwordConfirmation: GOOD },
    field: 'currentPassword',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/change-password',
    as: 'seller',
    payload: { currentPassword: 'x', password: 'short', passwordConfirmation: 'short' },
    field: 'password',
    message: /at least 8/,
  },
  {
    method: 'PUT',
    url: '/api/accounts/update',
    as: 'seller',
    payload: { lastName: 'B' },
    field: 'firstName',
    message: /required/,
  },
  {
    method: 'PUT',
    url: '/api/accounts/update',
    as: 'seller',
    payload: { firstName: 'A', lastName: 'B', address: { city: 'X' } },
    field: 'address.street',
    message: /required/,
  },
  // User management
  {
    method: 'POST',
    url: '/api/accounts/create',
    payload: { ...newUser, type: 'STAFF' },
    field: 'type',
    message: /invalid/,
  },
  {
    method: 'POST',
    url: '/api/accounts/create',
    payload: { ...newUser, password: undefined },
    field: 'password',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/create',
    payload: { ...newUser, roleId: 'role-1' },
    field: 'roleId',
    message: /role id field is invalid/,
  },
  {
    method: 'POST',
    url: '/api/accounts/create',
    payload: { ...newUser, isVerified: 'yes' },
    field: 'isVerified',
    message: /boolean/,
  },
  {
    method: 'PUT',
    url: `/api/users/${UUID}`,
    payload: { firstName: 'A' },
    field: 'lastName',
    message: /required/,
  },
  {
    method: 'PUT',
    url: '/api/users/not-an-id',
    payload: { firstName: 'A', lastName: 'B' },
    field: 'id',
    message: /id field is invalid/,
  },
  {
    method: 'POST',
    url: '/api/accounts/reset-user-password',
    payload: { userId: UUID },
    field: 'password',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/accounts/reset-user-password',
    payload: { userId: 'x', password: GOOD },
    field: 'userId',
    message: /user id field is invalid/,
  },
  {
    method: 'GET',
    url: '/api/accounts/check-unique-email?email=nope',
    field: 'email',
    message: /valid email/,
  },
  { method: 'GET', url: '/api/users?pageSize=500', field: 'pageSize', message: /100/ },
  { method: 'GET', url: '/api/users?type=ALIEN', field: 'type', message: /invalid/ },
  { method: 'DELETE', url: `/api/accounts/ALIEN/${UUID}`, field: 'type', message: /invalid/ },
  // Roles and permissions
  {
    method: 'POST',
    url: '/api/apps/user-role',
    payload: { permissions: [] },
    field: 'name',
    message: /required/,
  },
  {
    method: 'POST',
    url: '/api/apps/user-role',
    payload: { name: 'R', permissions: [{ permission: 'ORDER', actions: ['FLY'] }] },
    field: 'permissions.0.actions.0',
    message: /selected actions is invalid/,
  },
  {
    method: 'PUT',
    url: `/api/apps/permissions/${UUID}`,
    payload: { items: [] },
    field: 'isFirstBatch',
    message: /required/,
  },
  {
    method: 'PUT',
    url: `/api/apps/permissions/${UUID}`,
    payload: { isFirstBatch: true, items: [{ permission: 'order', actions: [] }] },
    field: 'items.0.permission',
    message: /permission field is invalid/,
  },
  { method: 'GET', url: '/api/apps/permissions-for?type=STAFF', field: 'type', message: /invalid/ },
];

describe('request validation of the accounts routes', () => {
  it.each(cases.map((row) => [`${row.method} ${row.url} ${row.field}`, row] as const))(
    '%s',
    async (_name, { method, url, as, payload, field, message }) => {
      const session = as === 'seller' ? seller : root;
      const response = await ctx.app.inject({
        method,
        url,
        headers: bearer(session),
        ...(payload ? { payload: payload as never } : {}),
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.message).toBe('Invalid or missing input data');
      expect(body.errors[field], JSON.stringify(body.errors)).toMatch(message);
    },
  );
});
