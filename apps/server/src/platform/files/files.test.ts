import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../config';
import { users } from '../../modules/accounts/tables';
import { bearer, createTestApp, signIn, type TestContext } from '../../test/harness';
import { S3FileStore } from './s3';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';
import { attachmentHeader, createFileStore, FileService } from './service';
import { FileMissingError, LocalFileStore, newStorageKey, type FileStore } from './store';
import { files as filesTable } from './tables';

const dir = mkdtempSync(path.join(tmpdir(), 'platfox-files-'));
let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(async () => {
  await standIn.close();
  rmSync(dir, { recursive: true, force: true });
});

const settings = (): S3Settings => ({
  endpoint: standIn.endpoint,
  bucket: 'platfox-test',
  region: 'us-east-1',
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
});

/** What every store must do, whatever it stores in. */
async function roundTrip(store: FileStore) {
  const fromBuffer = newStorageKey('exports');
  const fromStream = newStorageKey('exports');
  expect(await store.put(fromBuffer, Buffer.from('héllo,world\r\n'), 'text/csv')).toEqual({
    size: 14,
  });
  const chunks = Readable.from([Buffer.from('a'.repeat(70_000)), Buffer.from('b')]);
  expect(await store.put(fromStream, chunks, 'text/plain')).toEqual({ size: 70_001 });
  expect(await text(await store.get(fromBuffer))).toBe('héllo,world\r\n');
  expect((await text(await store.get(fromStream))).length).toBe(70_001);
  expect(await store.exists(fromBuffer)).toBe(true);
  await store.delete(fromBuffer);
  expect(await store.exists(fromBuffer)).toBe(false);
  await expect(store.get(fromBuffer)).rejects.toBeInstanceOf(FileMissingError);
  await store.delete(fromBuffer); // deleting twice is fine
  return { fromStream };
}

describe('local file store', () => {
  it('puts, gets and deletes files by their generated keys', async () => {
    const root = path.join(dir, 'local');
    await roundTrip(new LocalFileStore(root));
    // Only finished files are left: partial files are renamed into place.
    const month = readdirSync(path.join(root, 'exports'), { recursive: true }).map(String);
    expect(month.some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('refuses keys that could leave its folder or were not made by newStorageKey', async () => {
    const store = new LocalFileStore(path.join(dir, 'safe'));
    const bad = [
      '../outside',
      'exports/../../outside',
      '/etc/passwd',
      'exports//double',
      'Exports/Upper',
      'exports/a b',
      'exports\\windows',
      '',
    ];
    for (const key of bad) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid/);
      await expect(store.get(key)).rejects.toThrow(/Invalid/);
    }
    expect(readdirSync(dir)).not.toContain('outside');
    expect(newStorageKey('exports', new Date('2024-05-01T00:00:00Z'))).toMatch(
      /^exports\/2024\/05\/[0-9a-f-]{36}$/,
    );
  });
});

describe('S3 file store (against a loopback stand-in)', () => {
  it('puts, gets and deletes objects with the real client', async () => {
    const store = new S3FileStore(settings());
    const { fromStream } = await roundTrip(store);
    const stored = standIn.objects.get(`/platfox-test/${fromStream}`);
    expect(stored?.contentType).toBe('text/plain');
    expect(stored?.body.length).toBe(70_001);
    const methods = new Set(standIn.requests.map((request) => request.method));
    expect(methods).toEqual(new Set(['PUT', 'GET', 'HEAD', 'DELETE']));
    store.close();
  });

  it('is chosen when S3_BUCKET is set', () => {
    expect(createFileStore({ dataDir: dir, s3: settings() })).toBeInstanceOf(S3FileStore);
    expect(createFileStore({ dataDir: dir, s3: undefined })).toBeInstanceOf(LocalFileStore);
  });
});

describe('GET /api/files/:id/download', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ s3: settings() });
  });
  afterAll(() => ctx.close());

  it("streams the owner's file with its name, and reads as not found for other accounts", async () => {
    const [seller] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'seller@demo.test'));
    const files = new FileService(ctx.database.db, createFileStore(ctx.config));
    const file = await files.save({
      ownerId: seller!.id,
      readPermission: 'ORDER_ACCESS',
      folder: 'exports',
      name: 'orders "May".csv',
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from('id,name\r\n1,Mug\r\n'),
    });
    expect(file.size).toBe(16);

    const url = `/api/files/${file.id}/download`;
    const mine = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer(await signIn(ctx.app, 'seller@demo.test')),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toBe('id,name\r\n1,Mug\r\n');
    expect(mine.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(mine.headers['content-disposition']).toBe(attachmentHeader('orders "May".csv'));
    expect(mine.headers['content-disposition']).toContain(
      `filename*=UTF-8''orders%20%22May%22.csv`,
    );

    const printer = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer(await signIn(ctx.app, 'printer@demo.test')),
    });
    expect(printer.statusCode).toBe(404);
    const admin = await ctx.app.inject({
      method: 'GET',
      url,
      headers: bearer(await signIn(ctx.app, 'admin@demo.test')),
    });
    expect(admin.statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/files/3f1c9a52-7a4e-4a8e-9d7b-2b1f6a0c9e11/download',
      headers: bearer(await signIn(ctx.app, 'admin@demo.test')),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('makes a short-lived download link for the owner that works without the bearer token', async () => {
    const [seller] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'seller@demo.test'));
    const files = new FileService(ctx.database.db, createFileStore(ctx.config));
    const file = await files.save({
      ownerId: seller!.id,
      readPermission: 'ORDER_ACCESS',
      folder: 'exports',
      name: 'linked.csv',
      contentType: 'text/csv; charset=utf-8',
      body: Buffer.from('a,b\r\n'),
    });
    const makeLink = async (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/files/${file.id}/link`,
        headers: bearer(await signIn(ctx.app, email)),
      });
    expect((await makeLink('printer@demo.test')).statusCode).toBe(404);
    const first = (await makeLink('seller@demo.test')).json().data as { url: string };
    const made = await makeLink('seller@demo.test');
    expect(made.statusCode).toBe(200);
    const { url, expiresAt } = made.json().data as { url: string; expiresAt: string };
    expect(url).toMatch(/^\/api\/files\/link\?token=[\w-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);

    const followed = await ctx.app.inject({ method: 'GET', url });
    expect(followed.statusCode).toBe(200);
    expect(followed.body).toBe('a,b\r\n');
    expect(followed.headers['content-disposition']).toContain('filename="linked.csv"');
    // A new link replaces the previous one.
    expect((await ctx.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);
    // And a link stops working once it expires.
    const expiredAt = new Date(Date.now() - 1000);
    await ctx.database.db
      .update(filesTable)
      .set({ linkExpiresAt: expiredAt })
      .where(eq(filesTable.id, file.id));
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('names a download safely whatever its name holds', () => {
    expect(attachmentHeader('report\r\nX-Evil: 1.csv')).not.toMatch(/[\r\n]/);
    expect(attachmentHeader('名单.xlsx')).toBe(
      `attachment; filename="__.xlsx"; filename*=UTF-8''%E5%90%8D%E5%8D%95.xlsx`,
    );
  });
});
