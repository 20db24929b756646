import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import type { ScanHistoryRow } from './history';
import { ScanResultCard } from './ScanResultCard';

const IMAGE_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const THUMBNAIL = `/api/catalog/images/${IMAGE_ID}?size=thumbnail`;

const row = (imageUrl: string | null): ScanHistoryRow => ({
  codeAndQtyIndex: 'K7Q2M9XW4R_2',
  code: 'K7Q2M9XW4R',
  qtyIndex: 2,
  orderItemId: '5a1e4c1e-1b7e-4f55-8f0a-3d7f7c9b2a10',
  imageUrl,
  productTypeName: 'Classic T-Shirt',
  productTitle: 'Platfox logo tee',
  attributeOptions: ['Size:L'],
  status: 'PICKED',
  action: 'pick',
  createdAt: 1,
});
const last = (imageUrl: string | null) =>
  ({
    kind: 'done',
    row: row(imageUrl),
    message: 'Picked',
    from: 'APPROVED',
    to: 'PICKED',
  }) as const;

// Bytes, not a jsdom Blob: the fetch's Response is not jsdom's and would not read one.
const png = () =>
  new Response(new Uint8Array([137, 80, 78, 71]), {
    status: 200,
    headers: { 'content-type': 'image/png' },
  });

// jsdom has no object URLs.
const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };

let requested: string[];
let downloads: string[];
let refuse: boolean;

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  requested = [];
  downloads = [];
  refuse = false;
  Object.assign(URL, {
    createObjectURL: () => 'blob:http://localhost/image',
    revokeObjectURL() {},
  });
  const session = aSession({ type: 'PRINTER', fullName: 'Pia Printer' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.startsWith('/api/printer/image-buffer') && refuse) {
        const message = 'Only images of this site can be read';
        return json(400, { status: 400, message, errors: { url: message } });
      }
      return png();
    }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  Object.assign(URL, jsdomUrl);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe("the scanned unit's full image (printer/image-buffer)", () => {
  it('reads the full-size file behind the thumbnail and saves it under the slip code', async () => {
    renderInApp(<ScanResultCard last={last(THUMBNAIL)} />);
    fireEvent.click(await screen.findByTestId('scan-result-image-download'));
    await waitFor(() => expect(downloads).toEqual(['K7Q2M9XW4R-2.png']));
    const buffer = requested.filter((url) => url.startsWith('/api/printer/image-buffer'));
    // The original, not the thumbnail the station shows.
    expect(buffer).toEqual([
      `/api/printer/image-buffer?url=${encodeURIComponent(`/api/catalog/images/${IMAGE_ID}`)}`,
    ]);
  });

  it('offers no download for a unit without a picture', async () => {
    renderInApp(<ScanResultCard last={last(null)} />);
    await screen.findByTestId('scan-result');
    expect(screen.queryByTestId('scan-result-image-download')).toBeNull();
  });

  it('saves nothing when the server refuses the image', async () => {
    refuse = true;
    renderInApp(<ScanResultCard last={last(THUMBNAIL)} />);
    const button = await screen.findByTestId('scan-result-image-download');
    fireEvent.click(button);
    await waitFor(() =>
      expect(requested.some((url) => url.startsWith('/api/printer/image-buffer'))).toBe(true),
    );
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
    expect(downloads).toEqual([]);
  });
});
