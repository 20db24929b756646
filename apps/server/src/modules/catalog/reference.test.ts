import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, demoAdmin, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { ATTRIBUTE_IN_USE } from '../data-lists/models/attribute';
import { NO_DELETE_PERMISSION } from '../data-lists/admin-delete';
import { productTypeBody, smallCatalog, unique } from './test-fixtures';

let ctx: TestContext;
let admin: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await demoAdmin(ctx));
});
afterAll(() => ctx.close());

const colour = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Colour'),
  element: 'COLOR',
  option: 'COLOR',
  options: [
    { name: 'White', value: '#FFFFFF' },
    { name: 'Navy', value: '#001f3f' },
  ],
  ...overrides,
});

describe('attributes', () => {
  it('creates an attribute with its options in order, and edits, adds and removes options', async () => {
    const created = await admin.post('/api/attributes', colour());
    expect(created.status).toBe(200);
    const attribute = created.body.data;
    expect(attribute.options.map((o: { name: string }) => o.name)).toEqual(['White', 'Navy']);
    const [white] = attribute.options;

    const edited = await admin.put(`/api/attributes/${attribute.id}`, {
      ...colour({ name: attribute.name }),
      options: [
        { id: white.id, name: 'Snow', value: '#fffafa', sortOrder: 1 },
        { id: '-1', name: 'Black', value: '#000', sortOrder: 0 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.options).toEqual([
      { id: expect.any(String), name: 'Black', value: '#000', sortOrder: 0 },
      { id: white.id, name: 'Snow', value: '#fffafa', sortOrder: 1 },
    ]);
    expect((await admin.get(`/api/attributes/${attribute.id}`)).body.data).toEqual(
      edited.body.data,
    );
  });

  it('names the field of each validation failure', async () => {
    const missing = await admin.post('/api/attributes', { element: 'COLOR', option: 'COLOR' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({
      name: 'The name field is required',
      options: 'The options field is required',
    });
    const badValues = await admin.post(
      '/api/attributes',
      colour({
        options: [
          { name: 'Red', value: 'red' },
          { name: 'red', value: '#f00' },
        ],
      }),
    );
    expect(badValues.status).toBe(400);
    expect(badValues.body.errors).toEqual({
      'options.0.value': 'The value must be a hex colour such as #FFFFFF',
      'options.1.name': 'This option name is already used in the attribute',
    });
    const image = await admin.post(
      '/api/attributes',
      colour({ option: 'IMAGE', options: [{ name: 'Camo', value: crypto.randomUUID() }] }),
    );
    expect(image.body.errors).toEqual({ 'options.0.value': 'The value must be an uploaded image' });
    const element = await admin.post('/api/attributes', colour({ element: 'SHAPE' }));
    expect(element.body.errors).toEqual({ element: 'The selected element is invalid' });
  });

  it('refuses a name already taken (any case) with 409', async () => {
    const first = await admin.post('/api/attributes', colour());
    const again = await admin.post(
      '/api/attributes',
      colour({ name: first.body.data.name.toUpperCase() }),
    );
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ name: 'The name already exists' });
  });

  it('keeps an option that a product type uses', async () => {
    const catalog = await smallCatalog(admin);
    expect((await admin.post('/api/product-types', productTypeBody(catalog))).status).toBe(200);
    const size = (await admin.get(`/api/attributes/${catalog.sizeId}`)).body.data;
    const response = await admin.put(`/api/attributes/${catalog.sizeId}`, {
      name: size.name,
      element: 'SIZE',
      option: 'TEXT',
      options: [{ id: catalog.options.S, name: 'S', value: 'Small' }],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(
      'An option used by a product type or an upload type cannot be removed',
    );
  });

  it('lists through data-lists and deletes only unused attributes', async () => {
    const unused = (await admin.post('/api/attributes', colour())).body.data;
    const catalog = await smallCatalog(admin);
    await admin.post('/api/product-types', productTypeBody(catalog));
    const listed = await admin.list('attribute', {
      filters: [{ field: 'name', operation: 'exact', value: unused.name }],
    });
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: unused.id,
        element: 'COLOR',
        option: 'COLOR',
        optionCount: 2,
        optionNames: 'White, Navy',
      }),
    ]);
    const removed = await admin.remove('attribute', [unused.id, catalog.sizeId]);
    expect(removed.body).toMatchObject({
      deleted: 1,
      refused: [{ id: catalog.sizeId, reason: ATTRIBUTE_IN_USE }],
    });
    expect((await admin.get(`/api/attributes/${unused.id}`)).status).toBe(404);
  });
});

describe('upload types', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: unique('Front'),
    items: [{ type: 'FRONT', name: 'Front', width: 1500, height: 1800, isRequired: true }],
    ...overrides,
  });

  it('creates one with items in pixels and edits them, keeping item ids', async () => {
    const created = await admin.post('/api/upload-types', body());
    expect(created.status).toBe(200);
    const front = created.body.data.items[0];
    expect(front).toEqual({
      id: expect.any(String),
      type: 'FRONT',
      name: 'Front',
      width: 1500,
      height: 1800,
      isRequired: true,
      attributeOptionId: null,
    });
    const edited = await admin.put(`/api/upload-types/${created.body.data.id}`, {
      ...body({ name: created.body.data.name, isGroupType: true }),
      items: [
        { ...front, width: 1600, attributeOptionId: undefined },
        { type: 'BACK', name: 'Back', width: 1200, height: 1200 },
      ],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.items).toMatchObject([
      { id: front.id, width: 1600 },
      { type: 'BACK', isRequired: false },
    ]);
  });

  it('needs at least 2 items in a group', async () => {
    const response = await admin.post('/api/upload-types', body({ isGroupType: true }));
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ items: 'An upload type group needs at least 2 items' });
  });

  it('refuses a position twice, zero pixels, and an option without its attribute', async () => {
    const response = await admin.post(
      '/api/upload-types',
      body({
        items: [
          { type: 'FRONT', name: 'A', width: 0, height: 10 },
          { type: 'FRONT', name: 'B', width: 10, height: 10 },
          {
            type: 'BACK',
            name: 'C',
            width: 10,
            height: 10,
            attributeOptionId: crypto.randomUUID(),
          },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'items.0.width': 'The width field must be 1 or more',
      'items.1.type': 'This print position is already used in the upload type',
      'items.2.attributeOptionId':
        'Choose the attribute of the upload type before an attribute option',
    });
  });

  it('ties items to options of its own attribute only', async () => {
    const catalog = await smallCatalog(admin);
    const ok = await admin.post(
      '/api/upload-types',
      body({
        attributeId: catalog.sizeId,
        items: [
          {
            type: 'FRONT',
            name: 'S',
            width: 100,
            height: 100,
            attributeOptionId: catalog.options.S,
          },
          {
            type: 'FRONT',
            name: 'M',
            width: 120,
            height: 120,
            attributeOptionId: catalog.options.M,
          },
        ],
      }),
    );
    expect(ok.status).toBe(200);
    const wrong = await admin.post(
      '/api/upload-types',
      body({
        attributeId: catalog.sizeId,
        items: [
          { type: 'FRONT', name: 'x', width: 1, height: 1, attributeOptionId: catalog.options.Red },
        ],
      }),
    );
    expect(wrong.body.errors).toEqual({
      'items.0.attributeOptionId': 'The option is not one of the attribute',
    });
  });
});

describe('product type categories', () => {
  it('creates, edits, counts product types and deletes through the list', async () => {
    const created = await admin.post('/api/product-type-categories', { name: unique('Tops') });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ description: null, productTypeCount: 0 });
    const id = created.body.data.id;
    const edited = await admin.put(`/api/product-type-categories/${id}`, {
      name: created.body.data.name,
      description: 'Shirts and hoodies',
    });
    expect(edited.body.data.description).toBe('Shirts and hoodies');
    const catalog = await smallCatalog(admin);
    await admin.post('/api/product-types', productTypeBody(catalog, { categoryId: id }));
    expect((await admin.get(`/api/product-type-categories/${id}`)).body.data.productTypeCount).toBe(
      1,
    );
    expect((await admin.remove('product-type-category', [id])).body.deleted).toBe(1);
  });
});

describe('permissions of the reference data', () => {
  it('gives 403 to an admin without the permission, and to sellers and printers', async () => {
    const reader = as(ctx, await newAdmin(ctx, ['ATTRIBUTE_ACCESS', 'ATTRIBUTE_DETAIL_ACCESS']));
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    const printer = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const attribute = (await admin.post('/api/attributes', colour())).body.data;

    expect((await reader.get(`/api/attributes/${attribute.id}`)).status).toBe(200);
    expect((await reader.list('attribute')).status).toBe(200);
    expect((await reader.post('/api/attributes', colour())).status).toBe(403);
    expect((await reader.put(`/api/attributes/${attribute.id}`, colour())).status).toBe(403);
    expect((await reader.post('/api/upload-types', {})).status).toBe(403);
    expect((await reader.list('upload-type')).status).toBe(403);
    expect((await reader.remove('attribute', [attribute.id])).body.refused).toEqual([
      { id: attribute.id, reason: NO_DELETE_PERMISSION },
    ]);
    for (const other of [seller, printer]) {
      expect((await other.get('/api/attributes')).status).toBe(403);
      expect((await other.post('/api/attributes', colour())).status).toBe(403);
      expect((await other.get('/api/upload-types')).status).toBe(403);
      expect((await other.list('attribute')).status).toBe(403);
    }
  });
});
