import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../platform/i18n';
import { renderPanel } from '../filters/testUtils';
import type { ScanConfig } from '../types';
import { ScanPanel, type ExtraScanMode } from './ScanPanel';

function renderScan(config: ScanConfig, extraModes?: ExtraScanMode[]) {
  const onFind = vi.fn();
  const onScan = vi.fn();
  renderPanel(
    <ScanPanel config={config} onFind={onFind} onScan={onScan} extraModes={extraModes} />,
  );
  return { onFind, onScan };
}

const input = () => screen.getByTestId('scan-input') as HTMLInputElement;

/** What a keyboard-wedge scanner does: types the code, then presses Enter. */
function scan(code: string) {
  fireEvent.change(input(), { target: { value: input().value + code } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

async function chooseMode(label: string) {
  fireEvent.click(screen.getByTestId('scan-mode'));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

beforeAll(async () => {
  await initI18n('en');
});

describe('ScanPanel: find', () => {
  it('finds the code cut at its first underscore, and empties the field for the next scan', () => {
    const { onFind } = renderScan({ lookupKey: 'barcode' });
    scan('PS-1001_3');
    expect(onFind).toHaveBeenLastCalledWith(['PS-1001'], 'FIND');
    expect(input().value).toBe('');
    scan('PS-2002');
    expect(onFind).toHaveBeenLastCalledWith(['PS-2002'], 'FIND');
  });

  it('keeps the whole code with substring matching', () => {
    const { onFind } = renderScan({ lookupKey: 'barcode', isSubstringMatching: true });
    scan('PS-1001_3');
    expect(onFind).toHaveBeenCalledWith(['PS-1001_3'], 'FIND');
  });

  it('ignores an empty scan', () => {
    const { onFind } = renderScan({ lookupKey: 'barcode' });
    scan('   ');
    expect(onFind).not.toHaveBeenCalled();
  });

  it('refuses to scan without a lookup key: "Process denied"', async () => {
    const { onFind } = renderScan({});
    scan('PS-1001');
    expect(await screen.findByText('Process denied')).toBeTruthy();
    expect(onFind).not.toHaveBeenCalled();
  });
});

describe('ScanPanel: find continuously', () => {
  it('adds each scan to the search, split on ; and cut at _', async () => {
    const { onFind } = renderScan({ lookupKey: 'barcode' });
    await chooseMode('Find continuously');
    scan('A_1');
    expect(onFind).toHaveBeenLastCalledWith(['A'], 'FIND_CONTINUOUSLY');
    expect(input().value).toBe('A_1;');
    scan('B_2;C');
    expect(onFind).toHaveBeenLastCalledWith(['A', 'B', 'C'], 'FIND_CONTINUOUSLY');
    scan('A_2');
    expect(onFind).toHaveBeenLastCalledWith(['A', 'B', 'C'], 'FIND_CONTINUOUSLY');
  });

  it('starts again when the mode changes', async () => {
    const { onFind } = renderScan({ lookupKey: 'barcode' });
    await chooseMode('Find continuously');
    scan('A');
    await chooseMode('Find');
    expect(input().value).toBe('');
    scan('B');
    expect(onFind).toHaveBeenLastCalledWith(['B'], 'FIND');
  });
});

describe('ScanPanel: other modes', () => {
  it('hands the scanned code over as it is, with or without a lookup key', async () => {
    const { onFind, onScan } = renderScan({}, [{ value: 'PRINT', label: 'Print label' }]);
    await chooseMode('Print label');
    scan(' PS-1001_3 ');
    expect(onScan).toHaveBeenCalledWith('PS-1001_3');
    expect(onFind).not.toHaveBeenCalled();
    expect(screen.queryByText('Process denied')).toBeNull();
  });
});
