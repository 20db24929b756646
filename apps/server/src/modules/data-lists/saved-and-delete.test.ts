import type { Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import { staff } from '../staff/tables';
import { listRegistry } from './models';
import { SavedFilterService } from './saved-filters';

let ctx: TestContext;
let root: Session;
let seller: Session;
let otherSeller: Session;
let printer: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  root = await signIn(ctx.app, 'root@demo.test');
  seller = await signIn(ctx.app, 'seller@demo.test');
  printer = await signIn(ctx.app, 'printer@demo.test');
  const other = await createUser(ctx, { type: 'SELLER' });
  otherSeller = await signInWith(ctx.app, other.email, other.password);
});
afterAll(() => ctx.close());

const post = (session: Session | { 'x-api-key': string }, url: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: 'accessToken' in session ? bearer(session) : session,
    payload,
  });
const makeKey = async (session: Session, name: string) => {
  const response = await post(session, '/api/seller/api-key', { name });
  return response.json().data as { id: string; key: string };
};
const keyNames = async (session: Session) => {
  const response = await post(session, '/api/data-lists', { model: 'api-key' });
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .items.map((row: { name: string }) => row.name)
    .sort();
};

describe('api keys and staff through the data list', () => {
  it('shows a seller only their own open keys, never the key or its hash', async () => {
    const own = await makeKey(seller, 'Own shop');
    await makeKey(otherSeller, 'Foreign shop');
    expect(await keyNames(seller)).toEqual(['Own shop']);
    const response = await post(seller, '/api/data-lists', { model: 'api-key' });
    expect(JSON.stringify(response.json())).not.toContain(own.key);
    expect(Object.keys(response.json().items[0]).sort()).toEqual([
      'createdAt',
      'id',
      'lastUsedAt',
      'name',
      'prefix',
      'updatable',
    ]);
    // The foreign seller's key cannot be reached by a filter either.
    const guessed = await post(seller, '/api/data-lists', {
      model: 'api-key',
      filters: [{ field: 'name', operation: 'ct', value: 'Foreign' }],
    });
    expect(guessed.json().total).toBe(0);
  });

  it('shows a printer only their own staff, behind owner verification', async () => {
    const [otherPrinter] = await Promise.all([createUser(ctx, { type: 'PRINTER' })]);
    await ctx.database.db
      .insert(staff)
      .values({ printerId: otherPrinter!.id, fullName: 'Foreign Staff', code: 'STAFF_foreign' });
    const without = await post(printer, '/api/data-lists', { model: 'staff' });
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toBe('Owner verification required');

    await post(printer, '/api/apps/pin-code', {});
    const pin = /\b(\d{6})\b/.exec(ctx.mailer.last('printer@demo.test').text)![1]!;
    const verified = await post(printer, `/api/apps/verify-pin-code/${printer.user.id}`, {
      pin,
      isGenFeatureToken: true,
    });
    const featureToken = verified.json().data.featureToken as string;
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/api/data-lists',
      headers: { ...bearer(printer), 'auth-feature': featureToken },
      payload: { model: 'staff' },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items.map((row: { fullName: string }) => row.fullName)).toEqual([
      'Sky Staff',
    ]);
  });
});

describe('POST /api/data-lists/delete', () => {
  it('deletes own rows and reports foreign or unknown ids as refused', async () => {
    const first = await makeKey(seller, 'Old one');
    const second = await makeKey(seller, 'Old two');
    const foreign = await makeKey(otherSeller, 'Not yours');
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await post(seller, '/api/data-lists/delete', {
      model: 'api-key',
      ids: [first.id, second.id, foreign.id, unknown],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, deleted: 2 });
    expect(response.json().refused).toEqual([
      { id: foreign.id, reason: 'Not found' },
      { id: unknown, reason: 'Not found' },
    ]);
    expect(await keyNames(seller)).not.toContain('Old one');
    expect(await keyNames(otherSeller)).toContain('Not yours');
    // A revoked key no longer acts as the seller.
    const withKey = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/me',
      headers: { 'x-api-key': first.key },
    });
    expect(withKey.statusCode).toBe(401);
  });

  it('refuses with an API key, on lists without delete, and roles still held', async () => {
    const key = await makeKey(seller, 'Robot');
    const byKey = await post({ 'x-api-key': key.key }, '/api/data-lists/delete', {
      model: 'api-key',
      ids: [key.id],
    });
    expect(byKey.statusCode).toBe(403);
    const users = await post(root, '/api/data-lists/delete', {
      model: 'user',
      ids: [seller.user.id],
    });
    expect(users.statusCode).toBe(400);
    expect(users.json().message).toBe('This list does not support deleting rows');
    expect(
      (await post(seller, '/api/data-lists/delete', { model: 'user-role', ids: [key.id] }))
        .statusCode,
    ).toBe(403);
    const tooMany = await post(seller, '/api/data-lists/delete', {
      model: 'api-key',
      ids: Array.from({ length: 501 }, () => key.id),
    });
    expect(tooMany.statusCode).toBe(400);

    const role = (name: string) =>
      post(root, '/api/apps/user-role', { name, permissions: [] }).then(
        (response) => response.json().data.id as string,
      );
    const held = await role('Held role');
    const free = await role('Free role');
    await createUser(ctx, { type: 'ADMIN', roleId: held });
    const roles = await post(root, '/api/data-lists/delete', {
      model: 'user-role',
      ids: [held, free],
    });
    expect(roles.json()).toMatchObject({
      deleted: 1,
      refused: [{ id: held, reason: 'The role is assigned to users' }],
    });
  });
});

describe('saved filters', () => {
  const save = (session: Session, payload: object) =>
    post(session, '/api/apps/datalist-filter', payload);
  const savedOf = async (session: Session, model = 'api-key') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/apps/datalist-filter/${model}`,
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    return response.json().data as { id: string; name: string; value: string }[];
  };

  it('creates, renames, replaces and deletes, per user and list', async () => {
    const created = await save(seller, {
      cmd: 'create',
      model: 'api-key',
      name: 'Recent',
      value: 'encrypted-query',
      sortOrder: 1,
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toEqual({
      id,
      name: 'Recent',
      value: 'encrypted-query',
      sortOrder: 1,
      isHideAction: false,
    });
    expect((await savedOf(seller)).map((filter) => filter.name)).toEqual(['Recent']);
    expect(await savedOf(otherSeller)).toEqual([]);
    expect(await savedOf(seller, 'user')).toEqual([]);

    const renamed = await save(seller, { cmd: 'update', id, name: 'Newest', value: 'other-query' });
    expect(renamed.json().data).toMatchObject({ name: 'Newest', value: 'other-query' });
    // Another user's filter is as unknown as a made-up id.
    expect((await save(otherSeller, { cmd: 'update', id, name: 'Mine' })).statusCode).toBe(404);
    expect((await save(otherSeller, { cmd: 'delete', id })).statusCode).toBe(404);
    expect((await save(seller, { cmd: 'delete', id })).statusCode).toBe(200);
    expect(await savedOf(seller)).toEqual([]);
  });

  it('needs a name, a known list the user may see, and keeps default filters', async () => {
    const nameless = await save(seller, { cmd: 'create', model: 'api-key', name: ' ', value: 'q' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().errors.name).toBe('The name field is required');
    expect((await save(seller, { cmd: 'update', name: 'x' })).json().errors.id).toBeDefined();
    const unknown = await save(seller, { cmd: 'create', model: 'nope', name: 'x', value: 'q' });
    expect(unknown.json().errors.model).toBe('Unknown list: nope');
    const foreign = await save(seller, { cmd: 'create', model: 'user', name: 'x', value: 'q' });
    expect(foreign.statusCode).toBe(403);

    const defaults = new SavedFilterService(ctx.database.db, listRegistry);
    const locked = await defaults.createDefault(seller.user.id, 'api-key', 'All keys', 'q');
    expect((await savedOf(seller))[0]).toMatchObject({ name: 'All keys', isHideAction: true });
    for (const cmd of ['update', 'delete']) {
      const refused = await save(seller, { cmd, id: locked.id, name: 'Renamed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A default saved filter cannot be renamed or deleted');
    }
  });
});
