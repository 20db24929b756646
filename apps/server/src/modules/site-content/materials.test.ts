import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, newAdmin, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { png } from '../catalog/test-fixtures';

let ctx: TestContext;
let editor: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = as(ctx, await newAdmin(ctx, ['PRODUCT_TYPE_ACCESS', 'PRODUCT_TYPE_DETAIL_UPDATE']));
});
afterAll(() => ctx.close());

describe('site materials', () => {
  it('keep a colour with its swatch and a material with a catalogue image; everyone lists them', async () => {
    const image = await editor.upload('/api/catalog/images', await png(64, 64), 'linen.png');
    expect(image.status).toBe(200);
    const navy = await editor.post('/api/site-materials', {
      type: 'COLOR',
      name: ' Navy ',
      value: '#1F2A44',
    });
    expect(navy.status).toBe(200);
    expect(navy.body.data).toMatchObject({
      type: 'COLOR',
      name: 'Navy',
      value: '#1f2a44',
      description: '',
      imageUrl: null,
    });
    const linen = await editor.post('/api/site-materials', {
      type: 'MATERIAL',
      name: 'Linen',
      value: 'ignored for a material',
      description: 'Breathable, 100% flax',
      imageId: image.body.data.id,
    });
    expect(linen.body.data).toMatchObject({
      value: '',
      imageId: image.body.data.id,
      imageUrl: `/api/catalog/images/${image.body.data.id}`,
    });
    const seller = as(ctx, (await newSeller(ctx)).session);
    const listed = await seller.get('/api/site-materials');
    expect(listed.body.data.map((m: { name: string }) => m.name)).toEqual(['Navy', 'Linen']);
    expect((await seller.get(linen.body.data.imageUrl)).status).toBe(200);

    const rows = await editor.list('site-material', {});
    expect(rows.body.items.find((r: { name: string }) => r.name === 'Linen')).toMatchObject({
      type: 'MATERIAL',
      imageUrl: `/api/catalog/images/${image.body.data.id}`,
    });

    const changed = await editor.put(`/api/site-materials/${navy.body.data.id}`, {
      type: 'COLOR',
      name: 'Midnight navy',
      value: '#101830',
    });
    expect(changed.body.data).toMatchObject({ name: 'Midnight navy', value: '#101830' });
    expect((await editor.get(`/api/site-materials/${navy.body.data.id}`)).body.data.name).toBe(
      'Midnight navy',
    );
    const removed = await editor.remove('site-material', [navy.body.data.id]);
    expect(removed.status).toBe(200);
    expect((await editor.get(`/api/site-materials/${navy.body.data.id}`)).status).toBe(404);
  });

  it('refuse a colour without a swatch, a taken name, and an image that is not a catalogue one', async () => {
    const noSwatch = await editor.post('/api/site-materials', { type: 'COLOR', name: 'Red' });
    expect(noSwatch.status).toBe(400);
    expect(noSwatch.body.errors).toEqual({ value: 'Enter the colour as #rrggbb' });
    await editor.post('/api/site-materials', { type: 'MATERIAL', name: 'Cotton' });
    const taken = await editor.post('/api/site-materials', { type: 'MATERIAL', name: 'COTTON' });
    expect(taken.body.errors).toEqual({ name: 'Another one of this type already has this name' });
    // The same name as a colour is another thing.
    const asColour = await editor.post('/api/site-materials', {
      type: 'COLOR',
      name: 'Cotton',
      value: '#f5f0e6',
    });
    expect(asColour.status).toBe(200);
    const seller = as(ctx, (await newSeller(ctx)).session);
    const mockup = await seller.upload('/api/seller/mockups', await png(32, 32), 'mine.png');
    const foreign = await editor.post('/api/site-materials', {
      type: 'MATERIAL',
      name: 'Stolen',
      imageId: mockup.body.data.id,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ imageId: 'The image is not a catalogue image' });
    const unknown = await editor.put(`/api/site-materials/${crypto.randomUUID()}`, {
      type: 'MATERIAL',
      name: 'Nothing',
    });
    expect(unknown.status).toBe(404);
  });

  it('are edited only by admins who edit product types', async () => {
    const reader = as(ctx, await newAdmin(ctx, ['PRODUCT_TYPE_ACCESS']));
    const body = { type: 'MATERIAL', name: 'Silk' };
    expect((await reader.post('/api/site-materials', body)).status).toBe(403);
    expect((await reader.list('site-material', {})).status).toBe(200);
    const other = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await other.list('site-material', {})).status).toBe(403);
    const seller = as(ctx, (await newSeller(ctx)).session);
    expect((await seller.post('/api/site-materials', body)).status).toBe(403);
  });
});
