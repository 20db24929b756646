import type { DataListFilter, DataListQuery, Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestContext } from '../../test/harness';
import { users } from '../accounts/tables';
import { dynamicRange } from '../../platform/time';

let ctx: TestContext;
let root: Session;
let admin: Session;
let seller: Session;
const ids: Record<string, string> = {};
let roleId: string;

// Only the fixtures of this file: every query is narrowed to them by a fixed external filter.
const onlyFixtures: DataListFilter[] = [{ field: 'firstName', operation: 'exact', value: 'listy' }];

const setRow = (id: string, values: Partial<typeof users.$inferInsert>) =>
  ctx.database.db.update(users).set(values).where(eq(users.id, id));

beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
  admin = await signIn(ctx.app, 'admin@demo.test');
  seller = await signIn(ctx.app, 'seller@demo.test');
  const role = await ctx.app.inject({
    method: 'POST',
    url: '/api/apps/user-role',
    headers: bearer(root),
    payload: { name: 'List checkers', permissions: [{ permission: 'USER', actions: ['ACCESS'] }] },
  });
  roleId = role.json().data.id;
  const make = async (name: string, fields: Record<string, unknown>) => {
    const user = await createUser(ctx, { firstName: 'Listy', lastName: name, ...fields } as never);
    ids[name] = user.id;
  };
  await make('Alpha', { type: 'SELLER', phone: '+1 555 0100', isAllowUploadFtp: true });
  await make('Beta_%', { type: 'PRINTER' });
  await make('Gamma', { type: 'WAREHOUSE', phone: '+44 20 0000' });
  await make('Delta', { type: 'ADMIN', roleId });
  await setRow(ids.Alpha!, { currentBalance: 100, createdAt: new Date('2024-03-10T12:00:00Z') });
  // 01:30 in Paris on the night clocks spring forward.
  await setRow(ids['Beta_%']!, {
    currentBalance: 2500,
    createdAt: new Date('2024-03-31T00:30:00Z'),
  });
  // Already 1 January 2024 in Paris.
  await setRow(ids.Gamma!, { status: 'BLOCKED', createdAt: new Date('2023-12-31T23:30:00Z') });
});
afterAll(() => ctx.close());

const list = (session: Session, query: Partial<DataListQuery>, headers = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/data-lists',
    headers: { ...bearer(session), ...headers },
    payload: { model: 'user', ...query },
  });

const names = async (query: Partial<DataListQuery>, session = root) => {
  const response = await list(session, { filtersRef: onlyFixtures, ...query });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.total).toBe(body.items.length);
  return (body.items as { lastName: string }[]).map((row) => row.lastName).sort();
};
const one = (filter: DataListFilter, timezone?: string | number) =>
  names({ filters: [filter], ...(timezone === undefined ? {} : { timezone }) });

describe('POST /api/data-lists: the operations of spec 02 section 9 on users', () => {
  it('text: contains (pattern characters literal), not contains, exact', async () => {
    expect(await names({})).toEqual(['Alpha', 'Beta_%', 'Delta', 'Gamma']);
    expect(await one({ field: 'lastName', operation: 'ct', value: '_%' })).toEqual(['Beta_%']);
    expect(await one({ field: 'lastName', operation: 'ct', value: 'ELT' })).toEqual(['Delta']);
    expect(await one({ field: 'lastName', operation: 'nct', value: 'ph' })).toEqual([
      'Beta_%',
      'Delta',
      'Gamma',
    ]);
    expect(await one({ field: 'lastName', operation: 'exact', value: ' ALPHA ' })).toEqual([
      'Alpha',
    ]);
    expect(await one({ field: 'fullName', operation: 'ct', value: 'listy gam' })).toEqual([
      'Gamma',
    ]);
  });

  it('int: eq, neq, gt, gteq, lt, lteq', async () => {
    const balance = (operation: DataListFilter['operation'], value: number) =>
      one({ field: 'currentBalance', operation, value });
    expect(await balance('eq', 100)).toEqual(['Alpha']);
    expect(await balance('neq', 0)).toEqual(['Alpha', 'Beta_%']);
    expect(await balance('gt', 100)).toEqual(['Beta_%']);
    expect(await balance('gteq', 100)).toEqual(['Alpha', 'Beta_%']);
    expect(await balance('lt', 100)).toEqual(['Delta', 'Gamma']);
    expect(await balance('lteq', 100)).toEqual(['Alpha', 'Delta', 'Gamma']);
  });

  it('boolean, array, radio and autocomplete fields', async () => {
    expect(await one({ field: 'isAllowUploadFtp', operation: 'eq', value: true })).toEqual([
      'Alpha',
    ]);
    expect(await one({ field: 'isAllowUploadFtp', operation: 'neq', value: true })).toEqual([
      'Beta_%',
      'Delta',
      'Gamma',
    ]);
    expect(await one({ field: 'type', operation: 'in', value: ['SELLER', 'PRINTER'] })).toEqual([
      'Alpha',
      'Beta_%',
    ]);
    expect(await one({ field: 'type', operation: 'nin', value: ['SELLER', 'PRINTER'] })).toEqual([
      'Delta',
      'Gamma',
    ]);
    expect(await one({ field: 'status', operation: 'ct', value: 'BLOCKED' })).toEqual(['Gamma']);
    expect(await one({ field: 'status', operation: 'nct', value: 'BLOCKED' })).toEqual([
      'Alpha',
      'Beta_%',
      'Delta',
    ]);
    expect(await one({ field: 'roleId', operation: 'inc', value: [roleId] })).toEqual(['Delta']);
  });

  it('exists and not exists, where the field allows them', async () => {
    expect(await one({ field: 'phone', operation: 'ex' })).toEqual(['Alpha', 'Gamma']);
    expect(await one({ field: 'phone', operation: 'nex', value: null })).toEqual([
      'Beta_%',
      'Delta',
    ]);
    const refused = await list(root, { filters: [{ field: 'email', operation: 'ex' }] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['filters.0.operation']).toMatch(/not allowed on email/);
  });

  it('time: at, between, before and after as whole days in the user time zone', async () => {
    const created = (operation: DataListFilter['operation'], value: DataListFilter['value']) => ({
      field: 'createdAt',
      operation,
      value,
    });
    // Gamma was created at 23:30 UTC on 31 December, 00:30 on 1 January in Paris.
    expect(await one(created('at', '2024-01-01'), 'Europe/Paris')).toEqual(['Gamma']);
    expect(await one(created('at', '2024-01-01'), -60)).toEqual(['Gamma']);
    expect(await one(created('at', '2024-01-01'))).toEqual([]);
    expect(await one(created('at', '2023-12-31'))).toEqual(['Gamma']);
    // Beta: 00:30 UTC on 31 March, the night Paris moves to summer time.
    expect(await one(created('at', '2024-03-31'), 'Europe/Paris')).toEqual(['Beta_%']);
    expect(await one(created('at', '2024-03-31'), 'America/New_York')).toEqual([]);
    expect(
      await one(
        created('between', { startDate: '2024-01-01', endDate: '2024-03-10' }),
        'Europe/Paris',
      ),
    ).toEqual(['Alpha', 'Gamma']);
    expect(await one(created('before', '2024-01-01'), 'Europe/Paris')).toEqual([]);
    expect(await one(created('before', '2024-01-01'))).toEqual(['Gamma']);
    expect(await one(created('after', '2024-03-10'), 'Europe/Paris')).toEqual(['Beta_%', 'Delta']);
  });

  it('time shortcuts are resolved on the server and echoed with the shortcut kept', async () => {
    const zone = 'Asia/Tokyo';
    const yesterday = dynamicRange(zone, 'yesterday', new Date());
    const lastMonth = dynamicRange(zone, 'lastMonth', new Date());
    await setRow(ids.Delta!, { createdAt: new Date(yesterday.start!.getTime() + 60_000) });
    const shortcut = (operation: DataListFilter['operation'], extra = {}) =>
      one({ field: 'createdAt', operation, ...extra }, zone);
    expect(await shortcut('yesterday')).toEqual(['Delta']);
    expect(await shortcut('dayAgo', { dayAgo: 1 })).toEqual(['Delta']);
    expect(await shortcut('lastYear')).toEqual([]);
    expect(await shortcut('thisYear')).toContain('Delta');
    expect(await shortcut('thisMonth')).toEqual(
      yesterday.start! >= lastMonth.end! ? ['Delta'] : [],
    );
    const response = await list(root, {
      filters: [{ field: 'createdAt', operation: 'yesterday' }],
      timezone: zone,
    });
    expect(response.json().query.filters[0]).toEqual({
      field: 'createdAt',
      operation: 'between',
      value: {
        startDate: yesterday.start!.toISOString(),
        endDate: new Date(yesterday.end!.getTime() - 1).toISOString(),
      },
      operationDynamicTime: 'yesterday',
    });
    const badZone = await list(root, { timezone: 'Mars/Olympus' });
    expect(badZone.statusCode).toBe(400);
    expect(badZone.json().errors.timezone).toBeDefined();
  });

  it('combines filters with AND or OR, fixed external filters always AND-ed', async () => {
    const filters: DataListFilter[] = [
      { field: 'type', operation: 'in', value: ['SELLER'] },
      { field: 'currentBalance', operation: 'gt', value: 1000 },
    ];
    expect(await names({ filters })).toEqual([]);
    expect(await names({ filters, filterType: 'OR' })).toEqual(['Alpha', 'Beta_%']);
  });
});

describe('POST /api/data-lists: sorting, paging, refusals', () => {
  it('sorts both ways, pages with an exact total, and refuses an unknown sort field', async () => {
    const page = async (direction: 'asc' | 'desc', pageNumber: number) => {
      const response = await list(root, {
        filtersRef: onlyFixtures,
        sorting: [
          { field: 'currentBalance', direction },
          { field: 'lastName', direction },
        ],
        pagination: { page: pageNumber, pageSize: 3 },
      });
      const body = response.json();
      expect(body.total).toBe(4);
      return body.items.map((row: { lastName: string }) => row.lastName);
    };
    expect(await page('asc', 1)).toEqual(['Delta', 'Gamma', 'Alpha']);
    expect(await page('asc', 2)).toEqual(['Beta_%']);
    expect(await page('desc', 1)).toEqual(['Beta_%', 'Alpha', 'Gamma']);
    expect(await page('desc', 3)).toEqual([]);
    const all = await list(root, {
      filtersRef: onlyFixtures,
      pagination: { page: 1, pageSize: 'all' },
    });
    expect(all.json().items).toHaveLength(4);

    const unknown = await list(root, { sorting: [{ field: 'passwordHash', direction: 'asc' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors['sorting.0.field']).toBe('Unknown sort field: passwordHash');
    const tooBig = await list(root, { pagination: { page: 1, pageSize: 500 } });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors['pagination.pageSize']).toBeDefined();
  });

  it('names the field of an unknown field, a wrong operator or a wrong value', async () => {
    const refused = await list(root, {
      filters: [
        { field: 'passwordHash', operation: 'ct', value: 'x' },
        { field: 'email', operation: 'gt', value: 'x' },
        { field: 'currentBalance', operation: 'eq', value: 'lots' },
        { field: 'createdAt', operation: 'at', value: '31/12/2024' },
      ],
      filtersRef: [{ field: 'hidden', operation: 'eq', value: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'filters.0.field': 'Unknown field: passwordHash',
      'filters.1.operation': 'The operation gt is not allowed on email',
      'filters.2.value': 'The value of currentBalance must be a number',
      'filters.3.value': 'The date is not valid (YYYY-MM-DD)',
      'filtersRef.0.field': 'Unknown field: hidden',
    });
    const tooMany = await list(root, {
      filters: Array.from({ length: 51 }, () => ({ field: 'email', operation: 'ct', value: 'a' })),
    });
    expect(tooMany.statusCode).toBe(400);
    const unknownModel = await list(root, { model: 'no-such-list' });
    expect(unknownModel.statusCode).toBe(400);
    expect(unknownModel.json().errors.model).toBe('Unknown list: no-such-list');
  });

  it('treats an SQL injection attempt as data', async () => {
    const attempt = "x'; drop table users; --";
    for (const field of ['email', 'lastName', 'fullName']) {
      expect(await one({ field, operation: 'ct', value: attempt })).toEqual([]);
    }
    expect(await one({ field: 'type', operation: 'in', value: [attempt] })).toEqual([]);
    await setRow(ids.Alpha!, { lastName: attempt });
    expect(await one({ field: 'lastName', operation: 'exact', value: attempt })).toEqual([attempt]);
    await setRow(ids.Alpha!, { lastName: 'Alpha' });
    expect(await names({})).toHaveLength(4);
  });
});

describe('POST /api/data-lists: who sees what', () => {
  it('shows an admin sellers, printers and warehouse users only, never root or admins', async () => {
    const response = await list(admin, { pagination: { page: 1, pageSize: 'all' } });
    expect(response.statusCode).toBe(200);
    const types = new Set(response.json().items.map((row: { type: string }) => row.type));
    expect([...types].sort()).toEqual(['PRINTER', 'SELLER', 'WAREHOUSE']);
    expect(await names({}, admin)).toEqual(['Alpha', 'Beta_%', 'Gamma']);
    const asked = await list(admin, {
      filters: [{ field: 'type', operation: 'in', value: ['ROOT', 'ADMIN'] }],
    });
    expect(asked.json().total).toBe(0);
    expect(JSON.stringify(response.json())).not.toMatch(/passwordHash|argon2/);
  });

  it('refuses a seller the user list (403), and root the api-key list', async () => {
    expect((await list(seller, {})).statusCode).toBe(403);
    expect((await list(root, { model: 'api-key' })).statusCode).toBe(403);
    expect((await list(seller, { model: 'user-role' })).statusCode).toBe(403);
    const noRights = await createUser(ctx, { type: 'ADMIN' });
    const bare = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: noRights.email, password: noRights.password },
    });
    expect((await list(bare.json(), {})).statusCode).toBe(403);
  });

  it('lists user roles for root, with permission options from the catalogue', async () => {
    const roles = await list(root, {
      model: 'user-role',
      filters: [{ field: 'permissions', operation: 'inc', value: ['USER_ACCESS'] }],
    });
    expect(roles.json().items.map((row: { name: string }) => row.name)).toEqual(['List checkers']);
    const options = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists/filter-options',
      headers: bearer(root),
      payload: {
        model: 'user-role',
        field: 'permissions',
        advancedFilters: [{ field: 'permissions', operation: 'ct', value: 'user_det' }],
      },
    });
    expect(options.json().items.map((item: { key: string }) => item.key)).toEqual([
      'USER_DETAIL_ACCESS',
      'USER_DETAIL_CREATE',
      'USER_DETAIL_UPDATE',
    ]);
  });

  it('answers autocomplete options from the rows in scope, searched by label and paged', async () => {
    const options = (session: Session, payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/data-lists/filter-options',
        headers: bearer(session),
        payload: { model: 'user', field: 'roleId', ...payload },
      });
    const byRoot = await options(root, {
      advancedFilters: [{ field: 'roleId', operation: 'ct', value: 'checkers' }],
    });
    expect(byRoot.json()).toEqual({
      status: 200,
      items: [{ key: roleId, label: 'List checkers' }],
      total: 1,
    });
    // The role is held by an admin only: an admin's scope offers nothing.
    expect((await options(admin, {})).json().total).toBe(0);
    const types = await options(admin, { field: 'type', pagination: { page: 1, pageSize: 2 } });
    expect(types.json().total).toBe(5);
    expect(types.json().items).toHaveLength(2);
    expect((await options(root, { field: 'email' })).statusCode).toBe(400);
  });
});
