import type { GenerateVariantPreview, Warehouse } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, SLOW } from '../../test/testApp';

const TYPE_ID = '7d1f0a52-3c4b-4e8a-9f21-5a6b7c8d9e01';
const WAREHOUSE: Warehouse = {
  id: 'a3b4c5d6-e7f8-4a1b-8c2d-3e4f5a6b7c8d',
  name: 'Dock A',
  address: '4 Quay Street',
  isDefault: true,
  itemCount: 1,
  totalStock: 10,
  storageAreaCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const combination = (index: number, name: string, exists: boolean) => ({
  productTypeItemId: `0000000${index}-0000-4000-8000-000000000000`,
  name,
  exists,
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 60_000 });

describe('generate variant page', () => {
  it('shows the combinations to make, makes them in one step and says how many', async () => {
    signInAs({ type: 'PRINTER' });
    let isMade = false;
    const posted: unknown[] = [];
    renderApp('/p/generate-variant', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
      'GET /api/printer/warehouses': () => ok({ status: 200, data: [WAREHOUSE] }),
      'GET /api/printer/generate-variant': (_body, url) => {
        const data: GenerateVariantPreview = {
          productTypes: [{ id: TYPE_ID, name: 'Classic T-Shirt' }],
          combinations:
            url.searchParams.get('productTypeId') === TYPE_ID &&
            url.searchParams.get('warehouseId') === WAREHOUSE.id
              ? [
                  combination(1, 'Black / S', true),
                  combination(2, 'Black / M', isMade),
                  combination(3, 'White / M', isMade),
                ]
              : [],
        };
        return ok({ status: 200, data });
      },
      'POST /api/printer/generate-variant': (body) => {
        posted.push(body);
        isMade = true;
        return ok({ status: 200, data: { made: 2, skipped: 1 } });
      },
    });

    const select = await screen.findByTestId('variants-product-type', {}, SLOW);
    fireEvent.click(select);
    await waitFor(() => expect(select.getAttribute('aria-controls')).toBeTruthy());
    const options = document.getElementById(select.getAttribute('aria-controls')!)!;
    fireEvent.click(
      await within(options).findByRole('option', { name: 'Classic T-Shirt', hidden: true }),
    );

    await waitFor(() => expect(screen.getAllByTestId('variant-row')).toHaveLength(3));
    expect(screen.getByTestId('variants-summary').textContent).toBe('3 combinations, 2 to make');
    const rows = screen.getAllByTestId('variant-row');
    expect(within(rows[0]!).getByText('Already in the warehouse')).toBeTruthy();
    expect(within(rows[1]!).getByText('Will be made')).toBeTruthy();

    // The filter narrows the rows shown, not what is made.
    fireEvent.change(screen.getByTestId('variants-filter'), { target: { value: 'white' } });
    expect(screen.getAllByTestId('variant-row')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('variants-generate'));
    await waitFor(() =>
      expect(screen.getByTestId('variants-result').textContent).toBe(
        'Items made: 2. Skipped, already in the warehouse: 1.',
      ),
    );
    expect(posted).toEqual([{ productTypeId: TYPE_ID, warehouseId: WAREHOUSE.id }]);
    await waitFor(() =>
      expect((screen.getByTestId('variants-generate') as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
