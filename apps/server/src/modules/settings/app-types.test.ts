import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

/* App types (spec 03 section 7.2: apps/types, apps/type-options/{id}) and apps/states. */

let ctx: TestContext;
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(
    ctx,
    await newAdmin(ctx, ['SETTING_ACCESS', 'SETTING_DETAIL_CREATE', 'SETTING_DETAIL_UPDATE']),
  );
});
afterAll(() => ctx.close());

type AppType = { id: string; key: string; status: string; options: { value: string }[] };
const keysOf = async () =>
  ((await admin('GET', '/api/apps/types')).body.data as AppType[]).map((type) => type.key);
const option = (value: string, label: string, sortOrder = 0, isActive = true) => ({
  value,
  label,
  sortOrder,
  isActive,
});

describe('apps/types', () => {
  it('creates several types at once with their options, and lists them', async () => {
    const answer = await admin('POST', '/api/apps/types', {
      appTypes: [
        {
          key: 'RETURN_REASON',
          name: 'Return reasons',
          description: 'Why a parcel came back',
          options: [option('WRONG_ADDRESS', 'Wrong address', 2), option('REFUSED', 'Refused', 1)],
        },
        { key: 'LEAD_SOURCE', name: 'Lead sources' },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Created 2 app types');
    expect(answer.body.data.map((type: AppType) => type.key)).toEqual([
      'RETURN_REASON',
      'LEAD_SOURCE',
    ]);
    const list = (await admin('GET', '/api/apps/types')).body.data as AppType[];
    const returns = list.find((type) => type.key === 'RETURN_REASON')!;
    expect(returns).toMatchObject({ name: 'Return reasons', status: 'ACTIVE' });
    expect(returns.options.map((o) => o.value)).toEqual(['REFUSED', 'WRONG_ADDRESS']);
    expect(list.find((type) => type.key === 'LEAD_SOURCE')!.options).toEqual([]);
  });

  it('refuses a key already used, naming it, and creates none of the batch', async () => {
    await admin('POST', '/api/apps/types', { appTypes: [{ key: 'TAKEN_ONE', name: 'Taken' }] });
    const answer = await admin('POST', '/api/apps/types', {
      appTypes: [
        { key: 'FRESH_ONE', name: 'Fresh' },
        { key: 'TAKEN_ONE', name: 'Taken again' },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('The key TAKEN_ONE is already used by another app type');
    expect(await keysOf()).not.toContain('FRESH_ONE');
  });

  it('answers bad input with 400 and its message, writing nothing', async () => {
    const before = await keysOf();
    const cases: [unknown, string][] = [
      [{ appTypes: [] }, 'must be 1 or more'],
      [{ appTypes: [{ key: 'lower case', name: 'x' }] }, 'UPPER_SNAKE_CASE'],
      [{ appTypes: [{ key: 'NO_NAME', name: ' ' }] }, 'The name field is required'],
      [
        {
          appTypes: [
            { key: 'TWICE', name: 'a' },
            { key: 'TWICE', name: 'b' },
          ],
        },
        'The key TWICE is given twice',
      ],
      [
        {
          appTypes: [
            { key: 'DUP_OPTIONS', name: 'a', options: [option('A', 'a'), option('A', 'b')] },
          ],
        },
        'The value A is given twice',
      ],
      [{ appTypes: [{ key: 'EXTRA', name: 'a', colour: 'red' }] }, ''],
    ];
    for (const [body, message] of cases) {
      const answer = await admin('POST', '/api/apps/types', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await keysOf()).toEqual(before);
  });

  it('changes words and status, replaces options, deletes; unknown ids are 404', async () => {
    const created = await admin('POST', '/api/apps/types', {
      appTypes: [{ key: 'PACKAGING', name: 'Packaging', options: [option('BOX', 'Box')] }],
    });
    const id = created.body.data[0].id as string;
    const renamed = await admin('PUT', `/api/apps/types/${id}`, {
      name: 'Packaging kinds',
      description: 'How an order is wrapped',
      status: 'INACTIVE',
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ key: 'PACKAGING', status: 'INACTIVE' });
    expect(renamed.body.data.options).toHaveLength(1);

    const saved = await admin('PUT', `/api/apps/type-options/${id}`, {
      options: [option('POLY_BAG', 'Poly bag', 1), option('BOX', 'Box', 0, false)],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.options).toEqual([
      option('BOX', 'Box', 0, false),
      option('POLY_BAG', 'Poly bag', 1),
    ]);

    const bad = await admin('PUT', `/api/apps/type-options/${id}`, {
      options: [option('X', 'x'), option('X', 'y')],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ options: 'The value X is given twice' });
    const unchanged = (await admin('GET', '/api/apps/types')).body.data as AppType[];
    expect(unchanged.find((type) => type.id === id)!.options).toHaveLength(2);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin('PUT', `/api/apps/type-options/${unknown}`, { options: [] })).status).toBe(
      404,
    );
    expect((await admin('PUT', `/api/apps/types/${unknown}`, { name: 'x' })).status).toBe(404);
    expect((await admin('DELETE', `/api/apps/types/${unknown}`)).status).toBe(404);

    const deleted = await admin('DELETE', `/api/apps/types/${id}`);
    expect(deleted.body).toEqual({ status: 200, message: 'App type PACKAGING deleted' });
    expect(await keysOf()).not.toContain('PACKAGING');
  });

  it("answers an active type's active options by id or key to any signed-in user", async () => {
    const created = await admin('POST', '/api/apps/types', {
      appTypes: [
        {
          key: 'CONTACT_CHANNEL',
          name: 'Contact channels',
          options: [
            option('PHONE', 'Phone', 2),
            option('MAIL', 'E-mail', 1),
            option('FAX', 'Fax', 3, false),
          ],
        },
      ],
    });
    const id = created.body.data[0].id as string;
    const printer = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    for (const ref of [id, 'CONTACT_CHANNEL']) {
      const answer = await printer('GET', `/api/apps/type-options/${ref}`);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        id,
        key: 'CONTACT_CHANNEL',
        name: 'Contact channels',
        options: [
          { value: 'MAIL', label: 'E-mail' },
          { value: 'PHONE', label: 'Phone' },
        ],
      });
    }
    await admin('PUT', `/api/apps/types/${id}`, { name: 'Contact channels', status: 'INACTIVE' });
    expect((await printer('GET', '/api/apps/type-options/CONTACT_CHANNEL')).status).toBe(404);
    expect((await printer('GET', '/api/apps/type-options/not a key')).status).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/apps/type-options/X' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses sellers, printers and admins without the permission (403), and no session (401)', async () => {
    const created = await admin('POST', '/api/apps/types', {
      appTypes: [{ key: 'GUARDED', name: 'Guarded' }],
    });
    const id = created.body.data[0].id as string;
    const readOnly = as(ctx, await newAdmin(ctx, ['SETTING_ACCESS']));
    const other = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    const seller = as(ctx, (await newSeller(ctx)).session);
    const printer = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/apps/types', { appTypes: [{ key: 'SNEAKY', name: 'x' }] }],
      ['PUT', `/api/apps/types/${id}`, { name: 'Renamed' }],
      ['PUT', `/api/apps/type-options/${id}`, { options: [option('A', 'a')] }],
      ['DELETE', `/api/apps/types/${id}`, undefined],
    ];
    for (const caller of [readOnly, other, seller, printer]) {
      for (const [method, url, body] of writes) {
        expect((await caller(method as 'POST', url, body)).status, `${method} ${url}`).toBe(403);
      }
    }
    expect((await readOnly('GET', '/api/apps/types')).status).toBe(200);
    for (const caller of [other, seller, printer])
      expect((await caller('GET', '/api/apps/types')).status).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/apps/types' });
    expect(anonymous.statusCode).toBe(401);
    const list = (await admin('GET', '/api/apps/types')).body.data as AppType[];
    expect(list.find((type) => type.id === id)).toMatchObject({ key: 'GUARDED', options: [] });
    expect(list.map((type) => type.key)).not.toContain('SNEAKY');
  });
});

describe('apps/states', () => {
  it("lists a country's subdivisions by name to any signed-in user", async () => {
    const seller = as(ctx, (await newSeller(ctx)).session);
    const us = await seller('GET', '/api/apps/states?country=US');
    expect(us.status).toBe(200);
    expect(us.body.data).toContainEqual({ code: 'US-CA', name: 'California', parent: null });
    expect(us.body.data[0].name).toBe('Alabama');
    const canada = await seller('GET', '/api/apps/states?country=ca');
    expect(canada.body.data.map((state: { code: string }) => state.code)).toContain('CA-QC');
    expect(canada.body.data).toHaveLength(13);
    const france = await seller('GET', '/api/apps/states?country=FR');
    expect(france.body.data).toContainEqual({ code: 'FR-01', name: 'Ain', parent: 'FR-ARA' });
  });

  it('answers an unknown country with 400 and a message, and no session with 401', async () => {
    const printer = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    for (const url of [
      '/api/apps/states?country=XX',
      '/api/apps/states',
      '/api/apps/states?country=USA',
    ]) {
      const answer = await printer('GET', url);
      expect(answer.status, url).toBe(400);
      expect(answer.body.message, url).toBeTruthy();
    }
    expect((await printer('GET', '/api/apps/states?country=XX')).body.errors.country).toBe(
      'Unknown country code: give an ISO 3166-1 alpha-2 code such as US',
    );
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/apps/states?country=US' });
    expect(anonymous.statusCode).toBe(401);
  });
});
