import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CatalogImage, GalleryItem, UploadTypeItem } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { stubFetch } from '../../test/stubFetch';
import { signInAs, signOutQuietly } from '../../test/testApp';
import { GalleryPicker } from './GalleryPicker';

const at = '2026-11-01T10:00:00.000Z';
const item = (id: string, name: string, extra: Partial<GalleryItem>): GalleryItem => ({
  id,
  name,
  contentType: 'image/png',
  size: 200_000,
  width: 3000,
  height: 3600,
  dpi: 150,
  status: 'ACTIVE',
  tags: [],
  url: `/api/seller/gallery/${id}/image`,
  thumbnailUrl: `/api/seller/gallery/${id}/image?size=thumbnail`,
  createdAt: at,
  updatedAt: at,
  ...extra,
});
const FITS = item('11111111-1111-4111-8111-111111111111', 'Big art', {});
const SMALL = item('22222222-2222-4222-8222-222222222222', 'Tiny', { width: 800, height: 900 });
const LOW = item('33333333-3333-4333-8333-333333333333', 'Web image', { dpi: 72 });
const FRONT: UploadTypeItem = {
  id: '44444444-4444-4444-8444-444444444444',
  type: 'FRONT',
  name: 'Front',
  width: 3000,
  height: 3600,
  isRequired: true,
  attributeOptionId: null,
};
const DESIGN: CatalogImage = {
  id: '55555555-5555-4555-8555-555555555555',
  kind: 'DESIGN',
  name: 'Big art.png',
  width: 3000,
  height: 3600,
  dpi: 150,
  uploadTypeItemId: FRONT.id,
  url: '/api/catalog/images/55555555-5555-4555-8555-555555555555',
  thumbnailUrl: null,
  createdAt: at,
};

vi.setConfig({ testTimeout: 30_000 });
const PATIENT = { timeout: 15_000 };

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  signOutQuietly();
  signInAs({ type: 'SELLER' });
});
afterEach(() => vi.unstubAllGlobals());

describe('GalleryPicker', () => {
  it('offers active items, says which will not fit, and hands back the checked design', async () => {
    const calls = stubFetch(({ method, path, url }) => {
      if (path === '/api/seller/gallery') {
        const items = [FITS, SMALL, LOW];
        return json(200, { status: 200, data: { items, total: 3, page: 1, pageSize: 12 } });
      }
      if (path === '/api/seller/tags') return json(200, { status: 200, data: [] });
      if (method === 'POST' && path === `/api/seller/gallery/${FITS.id}/design`) {
        expect(url.searchParams.get('uploadTypeItemId')).toBe(FRONT.id);
        return json(200, { status: 200, data: DESIGN });
      }
      return undefined;
    });
    const picked = vi.fn();
    renderInApp(<GalleryPicker item={FRONT} onPicked={picked} />);
    fireEvent.click(screen.getByTestId('design-gallery-FRONT'));
    const dialog = await screen.findByTestId('gallery-picker', {}, PATIENT);
    await waitFor(() => expect(within(dialog).getAllByTestId('gallery-card')).toHaveLength(3));
    const list = calls.find((call) => call.path === '/api/seller/gallery');
    expect(list?.url.searchParams.get('status')).toBe('ACTIVE');
    const [fits, small, low] = within(dialog).getAllByTestId('gallery-card');
    expect(within(fits!).queryByTestId('gallery-card-note')).toBeNull();
    expect(small!.textContent).toContain('Smaller than this print area');
    expect(low!.textContent).toContain('Only 72 dpi: at least 150 needed');

    const use = within(dialog).getByTestId('gallery-pick') as HTMLButtonElement;
    expect(use.disabled).toBe(true);
    fireEvent.click(fits!);
    fireEvent.click(use);
    await waitFor(() => expect(picked).toHaveBeenCalledWith(DESIGN));
  });
});
