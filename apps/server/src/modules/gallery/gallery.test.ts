import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type Caller, demoAdmin, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { png, jpeg, smallCatalog, type SmallCatalog } from '../catalog/test-fixtures';

let ctx: TestContext;
let catalog: SmallCatalog;
let sellerA: Caller;
let sellerB: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  catalog = await smallCatalog(as(ctx, await demoAdmin(ctx)));
  sellerA = as(ctx, (await newUser(ctx, 'SELLER')).session);
  sellerB = as(ctx, (await newUser(ctx, 'SELLER')).session);
});
afterAll(() => ctx.close());

const add = async (seller: Caller, name: string, bytes?: Buffer) => {
  const answer = await seller.upload(
    '/api/seller/gallery',
    bytes ?? (await png(1600, 1900, 150)),
    name,
  );
  expect(answer.status).toBe(200);
  return answer.body.data as { id: string; url: string; thumbnailUrl: string; name: string };
};

describe('the gallery', () => {
  it('keeps an uploaded image with its size, pixels, density, status and a thumbnail', async () => {
    const bytes = await png(1600, 1900, 150);
    const uploaded = await sellerA.upload('/api/seller/gallery', bytes, 'Sunset beach.png');
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data).toMatchObject({
      name: 'Sunset beach',
      contentType: 'image/png',
      size: bytes.length,
      width: 1600,
      height: 1900,
      dpi: 150,
      status: 'ACTIVE',
      tags: [],
    });
    const { id } = uploaded.body.data;
    expect((await sellerA.get(`/api/seller/gallery/${id}`)).body.data.name).toBe('Sunset beach');
    const thumbnail = await sellerA.get(uploaded.body.data.thumbnailUrl);
    expect(thumbnail.raw.headers['content-type']).toBe('image/webp');
    const original = await sellerA.get(uploaded.body.data.url);
    expect(original.raw.headers['content-type']).toBe('image/png');
    expect(original.raw.rawPayload.equals(bytes)).toBe(true);
  });

  it('refuses a file that is not a PNG or JPEG whatever its name, and a request without a file', async () => {
    const fake = await sellerA.upload('/api/seller/gallery', Buffer.from('GIF89a nope'), 'x.png');
    expect(fake.status).toBe(400);
    expect(fake.body.errors).toEqual({ file: 'The file has an invalid file format' });
    const none = await sellerA.post('/api/seller/gallery', { file: 'nothing' });
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual({ file: 'Please choose a file to upload' });
  });

  it("is the seller's own: another seller's id reads as not found, and others are refused", async () => {
    const item = await add(sellerA, 'mine.png');
    for (const answer of [
      await sellerB.get(`/api/seller/gallery/${item.id}`),
      await sellerB.get(item.url),
      await sellerB.put(`/api/seller/gallery/${item.id}`, {
        name: 'x',
        tags: [],
        status: 'ACTIVE',
      }),
      await sellerB('DELETE', `/api/seller/gallery/${item.id}`),
      await sellerB.post(
        `/api/seller/gallery/${item.id}/design?uploadTypeItemId=${catalog.frontId}`,
      ),
    ]) {
      expect(answer.status).toBe(404);
    }
    const page = await sellerB.get('/api/seller/gallery');
    expect(page.body.data.items.map((i: { id: string }) => i.id)).not.toContain(item.id);
    // An admin, even one with every product permission, has no gallery of sellers to read.
    const admin = as(ctx, await newAdmin(ctx, ['PRODUCT_ACCESS', 'PRODUCT_DETAIL_ACCESS']));
    expect((await admin.get('/api/seller/gallery')).status).toBe(403);
    expect((await admin.get(`/api/seller/gallery/${item.id}`)).status).toBe(403);
  });

  it('changes name, tags and status; at most 3 tags, each once, kept in lower case', async () => {
    const item = await add(sellerA, 'tagged.png');
    const url = `/api/seller/gallery/${item.id}`;
    const saved = await sellerA.put(url, {
      name: '  Cat poster ',
      tags: ['Cats', ' retro  style', 'poster'],
      status: 'ARCHIVED',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'Cat poster',
      tags: ['cats', 'retro style', 'poster'],
      status: 'ARCHIVED',
    });
    const four = await sellerA.put(url, {
      name: 'x',
      tags: ['a', 'b', 'c', 'd'],
      status: 'ACTIVE',
    });
    expect(four.status).toBe(400);
    expect(four.body.errors).toEqual({ tags: 'The tags field must be 3 or less' });
    const twice = await sellerA.put(url, { name: 'x', tags: ['a', 'A'], status: 'ACTIVE' });
    expect(twice.body.errors).toEqual({ tags: 'Each tag may be given once' });
    const noName = await sellerA.put(url, { name: ' ', tags: [], status: 'ACTIVE' });
    expect(noName.body.errors).toEqual({ name: 'The name field is required' });
  });

  it('searches by name, filters by tag and status, newest first, a page at a time', async () => {
    const seller = as(ctx, (await newUser(ctx, 'SELLER')).session);
    const small = await png(40, 40);
    const dog = await add(seller, 'dog.png', small);
    const cat = await add(seller, 'cat_100%.png', small);
    const bird = await add(seller, 'bird.png', small);
    const put = (id: string, name: string, tags: string[], status = 'ACTIVE') =>
      seller.put(`/api/seller/gallery/${id}`, { name, tags, status });
    await put(dog.id, 'Dog', ['animals']);
    await put(cat.id, 'Cat 100%', ['animals', 'cats']);
    await put(bird.id, 'Bird', ['animals'], 'ARCHIVED');
    const names = async (query: string) =>
      (await seller.get(`/api/seller/gallery${query}`)).body.data.items.map(
        (i: { name: string }) => i.name,
      );
    expect(await names('')).toEqual(['Bird', 'Cat 100%', 'Dog']);
    expect(await names('?search=100%25')).toEqual(['Cat 100%']);
    expect(await names('?tag=Cats')).toEqual(['Cat 100%']);
    expect(await names('?tag=animals&status=ACTIVE')).toEqual(['Cat 100%', 'Dog']);
    const paged = await seller.get('/api/seller/gallery?pageSize=2&page=2');
    expect(paged.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.body.data.items.map((i: { name: string }) => i.name)).toEqual(['Dog']);
    expect((await seller.get('/api/seller/gallery?pageSize=500')).status).toBe(400);

    expect((await seller.get('/api/seller/tags')).body.data).toEqual([
      { tag: 'animals', items: 3 },
      { tag: 'cats', items: 1 },
    ]);
    // Renaming onto a tag an item already has keeps it once; an empty name removes the tag.
    const renamed = await seller.put('/api/seller/tags', { from: 'animals', to: 'Cats' });
    expect(renamed.body.data).toEqual([{ tag: 'cats', items: 3 }]);
    expect((await seller.get(`/api/seller/gallery/${cat.id}`)).body.data.tags).toEqual(['cats']);
    const removed = await seller.put('/api/seller/tags', { from: 'cats', to: '' });
    expect(removed.body.data).toEqual([]);
    // Another seller's tags are neither listed nor renamed.
    expect((await sellerB.put('/api/seller/tags', { from: 'cats', to: 'x' })).body.data).toEqual(
      [],
    );
  });

  it('is used as a design when it fits the print position, checked like an upload', async () => {
    const fits = await add(sellerA, 'front.png', await png(1600, 1900, 150));
    await sellerA.put(`/api/seller/gallery/${fits.id}`, {
      name: 'Front art',
      tags: [],
      status: 'ACTIVE',
    });
    const design = await sellerA.post(
      `/api/seller/gallery/${fits.id}/design?uploadTypeItemId=${catalog.frontId}`,
    );
    expect(design.status).toBe(200);
    expect(design.body.data).toMatchObject({
      kind: 'DESIGN',
      name: 'Front art.png',
      width: 1600,
      height: 1900,
      uploadTypeItemId: catalog.frontId,
    });
    expect((await sellerA.get(design.body.data.url)).raw.headers['content-type']).toBe('image/png');

    const small = await add(sellerA, 'small.jpg', await jpeg(1000, 1000, 150));
    const refused = await sellerA.post(
      `/api/seller/gallery/${small.id}/design?uploadTypeItemId=${catalog.frontId}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors.file).toMatch(/1000 × 1000 px/);

    await sellerA.put(`/api/seller/gallery/${fits.id}`, {
      name: 'front',
      tags: [],
      status: 'ARCHIVED',
    });
    const archived = await sellerA.post(
      `/api/seller/gallery/${fits.id}/design?uploadTypeItemId=${catalog.frontId}`,
    );
    expect(archived.status).toBe(400);
    expect(archived.body.message).toMatch(/archived/);
  });

  it('deletes an item and its files; a design taken from it stays', async () => {
    const item = await add(sellerA, 'gone.png');
    const design = await sellerA.post(
      `/api/seller/gallery/${item.id}/design?uploadTypeItemId=${catalog.frontId}`,
    );
    const deleted = await sellerA('DELETE', `/api/seller/gallery/${item.id}`);
    expect(deleted.status).toBe(200);
    expect((await sellerA.get(`/api/seller/gallery/${item.id}`)).status).toBe(404);
    expect((await sellerA.get(item.url)).status).toBe(404);
    expect((await sellerA('DELETE', `/api/seller/gallery/${item.id}`)).status).toBe(404);
    expect((await sellerA.get(design.body.data.url)).status).toBe(200);
  });
});
