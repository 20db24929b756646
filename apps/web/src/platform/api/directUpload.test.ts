import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/fixtures';
import { forgetDirectUploadForTests, uploadImage } from './directUpload';

const BUCKET_URL = 'https://bucket.test/uploads/me/abc?X-Amz-Signature=x';
const png = () =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'proof.png', { type: 'image/png' });

type Seen = { method: string; url: string; headers?: HeadersInit; body?: unknown };

/** The server and the bucket as the browser's fetch sees them. */
function serve(options: { isDirect: boolean; bucketFails?: boolean }) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      seen.push({ method, url: input, headers: init.headers, body: init.body });
      if (input.includes('/api/uploads/signed-url')) {
        if (!options.isDirect) {
          return json(409, {
            status: 409,
            message: 'Direct upload is not available here',
            errors: {},
          });
        }
        return json(200, {
          status: 200,
          data: {
            url: BUCKET_URL,
            method: 'PUT',
            headers: { 'Content-Type': 'image/png', 'Content-Length': '7' },
            key: 'uploads/me/abc',
            expiresAt: '2026-11-30T06:05:00.000Z',
          },
        });
      }
      if (input === BUCKET_URL) {
        if (options.bucketFails) throw new TypeError('Failed to fetch');
        return new Response(null, { status: 200 });
      }
      if (input.includes('/api/uploads/validate-signed-url')) {
        return json(200, {
          status: 200,
          data: { id: 'direct-file', name: 'proof.png', contentType: 'image/png', size: 7 },
        });
      }
      throw new Error(`unexpected ${method} ${input}`);
    }),
  );
  return seen;
}

const throughApp = vi.fn(async (file: File) => ({ id: 'app-file', name: file.name }));

beforeEach(() => {
  forgetDirectUploadForTests();
  throughApp.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('an image upload', () => {
  it('goes straight to the bucket when the server signs uploads, then is recorded', async () => {
    const seen = serve({ isDirect: true });
    const file = png();
    expect(await uploadImage(file, throughApp)).toEqual({ id: 'direct-file', name: 'proof.png' });
    expect(throughApp).not.toHaveBeenCalled();
    expect(seen.map((request) => request.method)).toEqual(['GET', 'PUT', 'POST']);
    expect(seen[0]!.url).toContain('contentType=image%2Fpng');
    expect(seen[0]!.url).toContain('size=7');
    expect(seen[1]).toMatchObject({ url: BUCKET_URL, body: file });
    expect(seen[1]!.headers).toEqual({ 'Content-Type': 'image/png', 'Content-Length': '7' });
    expect(JSON.parse(String(seen[2]!.body))).toEqual({ key: 'uploads/me/abc', name: 'proof.png' });
  });

  it('goes through the app where the server has no bucket, and asks only once', async () => {
    const seen = serve({ isDirect: false });
    expect(await uploadImage(png(), throughApp)).toEqual({ id: 'app-file', name: 'proof.png' });
    expect(await uploadImage(png(), throughApp)).toEqual({ id: 'app-file', name: 'proof.png' });
    expect(throughApp).toHaveBeenCalledTimes(2);
    expect(seen.filter((request) => request.url.includes('signed-url'))).toHaveLength(1);
  });

  it('goes through the app when the bucket cannot be reached, and for a file not an image', async () => {
    const seen = serve({ isDirect: true, bucketFails: true });
    expect(await uploadImage(png(), throughApp)).toEqual({ id: 'app-file', name: 'proof.png' });
    expect(seen.some((request) => request.url.includes('validate-signed-url'))).toBe(false);
    const pdf = new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' });
    expect(await uploadImage(pdf, throughApp)).toEqual({ id: 'app-file', name: 'proof.pdf' });
    expect(throughApp).toHaveBeenCalledTimes(2);
  });
});
