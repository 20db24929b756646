import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadReceipt } from '../features/transactions/api';
import { importsApi } from '../features/imports/api';
import { sessionStore } from '../platform/session';
import { aSession, json } from '../test/fixtures';

/** What the browser was asked to save: the link's file name and the file behind its URL. */
const saved: { name: string; file: Blob }[] = [];
const files = new Map<string, Blob>();

beforeEach(() => {
  saved.length = 0;
  files.clear();
  sessionStore.set({
    status: 'signedIn',
    auth: { ...aSession({ type: 'SELLER' }), isRemembered: false },
  });
  vi.spyOn(URL, 'createObjectURL').mockImplementation((file) => {
    const url = `blob:test/${files.size}`;
    files.set(url, file as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const file = files.get(this.href);
    if (file) saved.push({ name: this.download, file });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pdf = () =>
  new Response('%PDF-1.7 receipt', {
    status: 200,
    headers: { 'content-type': 'application/pdf' },
  });

describe('files the server writes, read through call()', () => {
  it('saves a receipt under its name, asked with the query and the session token', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => pdf());
    vi.stubGlobal('fetch', fetch);

    await downloadReceipt(
      { id: '8f6c8e9e-2d1a-4a8b-9a55-0c1f5c1e2b3a', type: 'inv' },
      'receipt-8f6c8e9e.pdf',
    );

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/receipts?id=8f6c8e9e-2d1a-4a8b-9a55-0c1f5c1e2b3a&type=inv');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer access-1');
    expect(saved.map((file) => file.name)).toEqual(['receipt-8f6c8e9e.pdf']);
    expect(await saved[0]?.file.text()).toBe('%PDF-1.7 receipt');
  });

  it("refuses with the server's message and saves nothing", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, { status: 409, message: 'This transaction has no receipt yet', errors: {} }),
      ),
    );

    await expect(
      downloadReceipt({ id: '8f6c8e9e-2d1a-4a8b-9a55-0c1f5c1e2b3a', type: 'inv' }, 'r.pdf'),
    ).rejects.toMatchObject({ status: 409, message: 'This transaction has no receipt yet' });
    expect(saved).toEqual([]);
  });

  it("saves an import's template from its contract path", async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => pdf());
    vi.stubGlobal('fetch', fetch);

    await importsApi.downloadTemplate();

    expect(fetch.mock.calls[0]?.[0]).toBe('/api/imports/orders/template');
    expect(saved.map((file) => file.name)).toEqual(['order-import-template.xlsx']);
  });
});
