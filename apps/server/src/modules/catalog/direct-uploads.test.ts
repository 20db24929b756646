import { DIRECT_UPLOAD_MESSAGES } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { S3Settings } from '../../config';
import { startS3StandIn, type S3StandIn } from '../../platform/files/s3-stand-in';
import { files } from '../../platform/files/tables';
import { as, type Caller, demoAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { png } from './test-fixtures';

let standIn: S3StandIn;
let ctx: TestContext;
let sellerA: Caller;
let sellerB: Caller;
let sellerAId: string;
/** The stand-in's clock runs this far ahead: a URL expires without waiting. */
let clockAheadMs = 0;
beforeAll(async () => {
  standIn = await startS3StandIn({ now: () => new Date(Date.now() + clockAheadMs) });
  const s3: S3Settings = {
    endpoint: standIn.endpoint,
    bucket: 'direct',
    region: 'us-east-1',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
  };
  ctx = await createTestApp({ s3 });
  const a = await newUser(ctx, 'SELLER');
  sellerAId = a.id;
  sellerA = as(ctx, a.session);
  sellerB = as(ctx, (await newUser(ctx, 'SELLER')).session);
});
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});

type Signed = { url: string; key: string; headers: Record<string, string> };

async function sign(seller: Caller, bytes: Buffer, contentType = 'image/png'): Promise<Signed> {
  const query = new URLSearchParams({ name: 'art.png', contentType, size: String(bytes.length) });
  const answer = await seller.get(`/api/uploads/signed-url?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const put = (url: string, body: Buffer, contentType = 'image/png') =>
  fetch(url, {
    method: 'PUT',
    body: new Uint8Array(body),
    headers: { 'content-type': contentType },
  });

const recorded = (key: string) =>
  ctx.database.db.select().from(files).where(eq(files.storageKey, key));

describe('uploads straight to the bucket', () => {
  it('signs a PUT, then records the checked object as the caller’s file', async () => {
    const bytes = await png(64, 48);
    const signed = await sign(sellerA, bytes);
    expect(signed.key).toMatch(new RegExp(`^uploads/${sellerAId}/[0-9a-f-]{36}$`));
    expect(signed.headers).toEqual({ 'content-type': 'image/png' });
    const url = new URL(signed.url);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect((await put(signed.url, bytes)).status).toBe(200);
    const valid = await sellerA.post('/api/uploads/validate-signed-url', {
      key: signed.key,
      name: 'art.html',
    });
    expect(valid.status, JSON.stringify(valid.body)).toBe(200);
    expect(valid.body.data).toMatchObject({
      name: 'art.png',
      contentType: 'image/png',
      size: bytes.length,
    });
    const [row] = await recorded(signed.key);
    expect(row).toMatchObject({ ownerId: sellerAId, type: 'IMAGE', size: bytes.length });
    const download = await sellerA.get(`/api/files/${valid.body.data.id}/download`);
    expect(download.raw.rawPayload.equals(bytes)).toBe(true);
    expect((await sellerB.get(`/api/files/${valid.body.data.id}/download`)).status).toBe(404);
    const again = await sellerA.post('/api/uploads/validate-signed-url', {
      key: signed.key,
      name: 'art.png',
    });
    expect(again.status).toBe(409);
  });

  it('refuses bad requests for a URL, and other account types', async () => {
    const missing = await sellerA.get('/api/uploads/signed-url?name=a.png&contentType=image/png');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('size');
    const html = await sellerA.get('/api/uploads/signed-url?name=a&contentType=text/html&size=9');
    expect(html.status).toBe(400);
    expect(html.body.errors).toHaveProperty('contentType');
    const big = await sellerA.get(
      `/api/uploads/signed-url?name=a.png&contentType=image/png&size=${11 * 1024 * 1024}`,
    );
    expect(big.status).toBe(400);
    expect(big.body.errors).toHaveProperty('size');
    const admin = as(ctx, await demoAdmin(ctx));
    const printer = as(ctx, (await newUser(ctx, 'PRINTER')).session);
    const query = '/api/uploads/signed-url?name=a.png&contentType=image/png&size=10';
    expect((await admin.get(query)).status).toBe(403);
    expect((await printer.get(query)).status).toBe(403);
    const body = { key: `uploads/${sellerAId}/00000000-0000-4000-8000-000000000000`, name: 'a' };
    expect((await printer.post('/api/uploads/validate-signed-url', body)).status).toBe(403);
    const bad = await sellerA.post('/api/uploads/validate-signed-url', { name: 'a' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('key');
  });

  it('the bucket refuses an expired or tampered URL, and a body of another size or type', async () => {
    const bytes = await png(32, 32);
    const signed = await sign(sellerA, bytes);
    const tampered = new URL(signed.url);
    tampered.pathname = tampered.pathname.replace(signed.key, `uploads/${sellerAId}/other`);
    expect((await put(tampered.toString(), bytes)).status).toBe(403);
    const longer = new URL(signed.url);
    longer.searchParams.set('X-Amz-Expires', '604800');
    expect((await put(longer.toString(), bytes)).status).toBe(403);
    const forged = new URL(signed.url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    expect((await put(forged.toString(), bytes)).status).toBe(403);
    expect((await put(signed.url, Buffer.concat([bytes, Buffer.alloc(10)]))).status).toBe(403);
    expect((await put(signed.url, bytes, 'image/jpeg')).status).toBe(403);
    clockAheadMs = 301_000;
    try {
      const expired = await put(signed.url, bytes);
      expect(expired.status).toBe(403);
      expect(await expired.text()).toContain('Request has expired');
    } finally {
      clockAheadMs = 0;
    }
    expect([...standIn.objects.keys()]).not.toContain(`/direct/${signed.key}`);
    // Nothing was uploaded, so there is nothing to record.
    const valid = await sellerA.post('/api/uploads/validate-signed-url', {
      key: signed.key,
      name: 'a.png',
    });
    expect(valid.status).toBe(400);
    expect(valid.body.errors).toEqual({ key: DIRECT_UPLOAD_MESSAGES.missing });
  });

  it('refuses at validation a file too big or not an image, and records nothing', async () => {
    const text = Buffer.from('<html><script>alert(1)</script></html>');
    const notImage = await sign(sellerA, text);
    expect((await put(notImage.url, text)).status).toBe(200);
    const refused = await sellerA.post('/api/uploads/validate-signed-url', {
      key: notImage.key,
      name: 'a.png',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ file: DIRECT_UPLOAD_MESSAGES.notImage });
    expect(await recorded(notImage.key)).toEqual([]);
    expect(standIn.objects.has(`/direct/${notImage.key}`)).toBe(false);

    const bytes = await png(16, 16);
    const mismatch = await sign(sellerA, bytes, 'image/jpeg');
    expect((await put(mismatch.url, bytes, 'image/jpeg')).status).toBe(200);
    const wrongType = await sellerA.post('/api/uploads/validate-signed-url', {
      key: mismatch.key,
      name: 'a.jpg',
    });
    expect(wrongType.body.errors).toEqual({ file: DIRECT_UPLOAD_MESSAGES.typeMismatch });
    expect(await recorded(mismatch.key)).toEqual([]);

    // A bucket that let a larger body in (another client, a policy without the length).
    const large = await sign(sellerA, bytes);
    standIn.objects.set(`/direct/${large.key}`, {
      body: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024)]),
      contentType: 'image/png',
    });
    const tooBig = await sellerA.post('/api/uploads/validate-signed-url', {
      key: large.key,
      name: 'a.png',
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors).toEqual({ file: DIRECT_UPLOAD_MESSAGES.tooLarge });
    expect(await recorded(large.key)).toEqual([]);
    expect(standIn.objects.has(`/direct/${large.key}`)).toBe(false);
  });

  it('another account cannot validate a key that is not its own', async () => {
    const bytes = await png(20, 20);
    const signed = await sign(sellerA, bytes);
    expect((await put(signed.url, bytes)).status).toBe(200);
    const other = await sellerB.post('/api/uploads/validate-signed-url', {
      key: signed.key,
      name: 'mine.png',
    });
    expect(other.status).toBe(404);
    expect(await recorded(signed.key)).toEqual([]);
    const outside = await sellerA.post('/api/uploads/validate-signed-url', {
      key: 'designs/2026/01/00000000-0000-4000-8000-000000000000',
      name: 'a.png',
    });
    expect(outside.status).toBe(404);
  });
});

describe('without S3', () => {
  it('answers 409: direct upload is not available, the web uploads through the app', async () => {
    const local = await createTestApp();
    try {
      const seller = as(local, (await newUser(local, 'SELLER')).session);
      const answer = await seller.get(
        '/api/uploads/signed-url?name=a.png&contentType=image/png&size=10',
      );
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(DIRECT_UPLOAD_MESSAGES.notAvailable);
      const validate = await seller.post('/api/uploads/validate-signed-url', {
        key: 'uploads/x',
        name: 'a.png',
      });
      expect(validate.status).toBe(409);
    } finally {
      await local.close();
    }
  });
});
