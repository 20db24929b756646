// The in-memory IndexedDB must be in place before Dexie is loaded.
import 'fake-indexeddb/auto';
import { LOCAL_DATABASE } from '@platfox/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore, signOut } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { staffStore } from '../staff/staffSession';
import { openScanHistory, type ScanHistoryRow } from './history';
import { deleteScanHistory, storedVersion } from './localDb';
import ScanPage from './ScanPage';

const STAFF_ID = '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11';
const ITEM_ID = '5a1e4c1e-1b7e-4f55-8f0a-3d7f7c9b2a10';
const SCANNED = 'K7Q2M9XW4R_2';

const scanned = (changes: Record<string, unknown> = {}) => ({
  status: 200,
  message: `Picked: ${SCANNED}`,
  data: {
    orderItemId: ITEM_ID,
    qtyIndex: 2,
    from: 'APPROVED',
    to: 'PICKED',
    itemStatus: 'PICKED',
    productTypeName: 'Classic T-Shirt',
    variantName: 'White / M',
    productTitle: 'Platfox logo tee',
    attributeOptions: ['Color:Black', 'Size:L'],
    ...changes,
  },
});

type Answer = () => Response | Promise<Response>;
let answers: Answer[] = [];
let bodies: Record<string, unknown>[] = [];
let tones: { frequency: number; type: string; seconds: number }[] = [];

/** A Web Audio stand-in that notes each tone's pitch, waveform and length. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    const tone = { frequency: 0, type: '', seconds: 0 };
    const startedAt = this.currentTime;
    return {
      frequency: {
        set value(hz: number) {
          tone.frequency = hz;
        },
      },
      set type(value: string) {
        tone.type = value;
      },
      connect: () => undefined,
      start: () => undefined,
      stop: (at: number) => {
        tone.seconds = at - startedAt;
        tones.push(tone);
      },
    };
  }
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(async () => {
  answers = [];
  bodies = [];
  tones = [];
  await deleteScanHistory();
  const session = aSession({ type: 'PRINTER', fullName: 'Pia Printer' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  staffStore.set({ staffId: STAFF_ID, staff: null, isScanRequested: false });
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/logout') return json(200, { status: 200, message: 'Signed out' });
      bodies.push({ url, ...(JSON.parse(String(init.body)) as Record<string, unknown>) });
      const answer = answers.shift();
      if (!answer) throw new TypeError('no answer queued');
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  staffStore.set({ staffId: null, staff: null, isScanRequested: false });
  sessionStore.set({ status: 'signedOut', auth: null });
});

/** What a keyboard-wedge scanner does: types the value into the focused input, then Enter. */
function scanWithKeyboard(value: string) {
  const input = screen.getByTestId('scan-input');
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

const historyCodes = () =>
  screen.queryAllByTestId('scan-history-code').map((cell) => cell.textContent);

describe('scan and print (/p/scan)', () => {
  it('applies the station action, beeps, shows the item and records the scan', async () => {
    answers.push(() => json(200, scanned()));
    renderInApp(<ScanPage />, { path: '/p/scan' });
    await screen.findByTestId('scan-history-empty');
    expect(document.activeElement).toBe(screen.getByTestId('scan-input'));

    scanWithKeyboard(`  ${SCANNED} `);

    expect(await screen.findByTestId('scan-result-type')).toHaveProperty(
      'textContent',
      'Classic T-Shirt',
    );
    expect(screen.getByTestId('scan-result-status').textContent).toBe('Picked');
    expect(screen.getByTestId('scan-result-attributes').textContent).toBe('Color: Black · Size: L');
    expect(screen.getByTestId('scan-message').textContent).toBe(`Picked: ${SCANNED}`);
    expect(bodies).toEqual([
      expect.objectContaining({
        url: '/api/printer/scan',
        code: SCANNED,
        action: 'pick',
        staffId: STAFF_ID,
      }),
    ]);
    expect(tones).toEqual([{ frequency: 3000, type: 'sine', seconds: 0.3 }]);

    await waitFor(() => expect(historyCodes()).toEqual([SCANNED]));
    const history = await openScanHistory();
    const [row] = await history.getAll();
    history.close();
    expect(row).toMatchObject({
      codeAndQtyIndex: SCANNED,
      code: 'K7Q2M9XW4R',
      qtyIndex: 2,
      orderItemId: ITEM_ID,
      productTypeName: 'Classic T-Shirt',
      attributeOptions: ['Color:Black', 'Size:L'],
      imageUrl: null,
      status: 'PICKED',
      action: 'pick',
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('scan-input')));
  });

  it("shows the server's refusal, does not beep or record, and takes the focus back", async () => {
    const refusal = 'This item was just updated by another scan; scan it again if needed';
    answers.push(() => json(409, { status: 409, message: refusal }));
    renderInApp(<ScanPage />, { path: '/p/scan' });
    await screen.findByTestId('scan-history-empty');
    screen.getByTestId('scan-submit').focus();

    scanWithKeyboard(SCANNED);

    expect((await screen.findByTestId('scan-error')).textContent).toBe(refusal);
    expect(tones).toEqual([]);
    expect(historyCodes()).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('scan-input')));
  });

  it('keeps the history across a reload of the screen, newest first, and upserts a unit', async () => {
    answers.push(
      () => json(200, scanned()),
      () => json(200, scanned({ qtyIndex: 1 })),
      () => json(200, scanned({ from: 'PICKED', to: 'PROCESSING', itemStatus: 'PROCESSING' })),
    );
    const first = renderInApp(<ScanPage />, { path: '/p/scan' });
    await screen.findByTestId('scan-history-empty');
    scanWithKeyboard(SCANNED);
    await waitFor(() => expect(historyCodes()).toEqual([SCANNED]));
    scanWithKeyboard('K7Q2M9XW4R_1');
    await waitFor(() => expect(historyCodes()).toEqual(['K7Q2M9XW4R_1', SCANNED]));
    first.unmount();

    renderInApp(<ScanPage />, { path: '/p/scan' });
    await waitFor(() => expect(historyCodes()).toEqual(['K7Q2M9XW4R_1', SCANNED]));

    // The same unit scanned again replaces its row and moves to the top.
    scanWithKeyboard(SCANNED);
    await waitFor(() => expect(historyCodes()).toEqual([SCANNED, 'K7Q2M9XW4R_1']));
    const statuses = screen.getAllByTestId('scan-history-status').map((cell) => cell.textContent);
    expect(statuses).toEqual(['Processing', 'Picked']);
  });

  it('clears the history only after the confirmation', async () => {
    answers.push(() => json(200, scanned()));
    renderInApp(<ScanPage />, { path: '/p/scan' });
    await screen.findByTestId('scan-history-empty');
    scanWithKeyboard(SCANNED);
    await waitFor(() => expect(historyCodes()).toEqual([SCANNED]));

    fireEvent.click(screen.getByTestId('scan-history-clear'));
    const dialog = await screen.findByTestId('scan-history-clear-confirm');
    fireEvent.click(within(dialog).getByTestId('confirm-cancel'));
    expect(historyCodes()).toEqual([SCANNED]);

    fireEvent.click(screen.getByTestId('scan-history-clear'));
    fireEvent.click(
      within(await screen.findByTestId('scan-history-clear-confirm')).getByTestId('confirm-ok'),
    );
    await screen.findByTestId('scan-history-empty');
    const history = await openScanHistory();
    expect(await history.count()).toBe(0);
    history.close();
  });

  it('remembers the station action on this device and sends it with each scan', async () => {
    answers.push(() =>
      json(200, scanned({ from: 'PICKED', to: 'PROCESSING', itemStatus: 'PROCESSING' })),
    );
    const first = renderInApp(<ScanPage />, { path: '/p/scan' });
    fireEvent.change(screen.getByTestId('scan-action'), { target: { value: 'process' } });
    first.unmount();

    renderInApp(<ScanPage />, { path: '/p/scan' });
    expect(screen.getByTestId('scan-action')).toHaveProperty('value', 'process');
    await screen.findByTestId('scan-history-empty');
    scanWithKeyboard(SCANNED);
    await screen.findByTestId('scan-result');
    expect(bodies[0]).toMatchObject({ action: 'process' });
  });

  it('asks for a reason before a cancel scan and sends it along', async () => {
    answers.push(() =>
      json(200, scanned({ to: 'CANCELED', itemStatus: 'CANCELED', from: 'APPROVED' })),
    );
    renderInApp(<ScanPage />, { path: '/p/scan' });
    fireEvent.change(screen.getByTestId('scan-action'), { target: { value: 'cancel' } });
    await screen.findByTestId('scan-history-empty');
    scanWithKeyboard(SCANNED);
    expect((await screen.findByTestId('scan-error')).textContent).toBe(
      'Enter the reason for this action before scanning.',
    );
    expect(bodies).toEqual([]);

    fireEvent.change(screen.getByTestId('scan-description'), {
      target: { value: 'Misprint' },
    });
    scanWithKeyboard(SCANNED);
    await screen.findByTestId('scan-result');
    expect(bodies[0]).toMatchObject({ action: 'cancel', description: 'Misprint' });
  });

  it('refuses to scan without a checked-in staff member and asks for one', async () => {
    staffStore.set({ staffId: null, staff: null, isScanRequested: false });
    renderInApp(<ScanPage />, { path: '/p/scan' });
    await screen.findByTestId('scan-history-empty');
    scanWithKeyboard(SCANNED);
    expect((await screen.findByTestId('scan-error')).textContent).toBe(
      'Checked-in staff access only, please check in',
    );
    expect(bodies).toEqual([]);
    expect(staffStore.get().isScanRequested).toBe(true);
  });

  it('hides the camera button where the browser cannot detect codes', async () => {
    renderInApp(<ScanPage />, { path: '/p/scan' });
    await screen.findByTestId('scan-history-empty');
    expect(screen.queryByTestId('camera-scan')).toBeNull();
  });
});

describe('the local database (spec 03 section 3.5)', () => {
  const row: ScanHistoryRow = {
    codeAndQtyIndex: 'AAA_1',
    code: 'AAA',
    qtyIndex: 1,
    orderItemId: ITEM_ID,
    imageUrl: null,
    productTypeName: 'Classic T-Shirt',
    productTitle: 'Tee',
    attributeOptions: [],
    status: 'PICKED',
    action: 'pick',
    createdAt: 1,
  };

  /** A database left by another version of the app, holding one row. */
  function storeAtVersion(version: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const request = indexedDB.open(LOCAL_DATABASE.name, version);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(LOCAL_DATABASE.scanHistoryTable, {
          keyPath: LOCAL_DATABASE.uniqueKey,
        });
      };
      request.onsuccess = () => {
        const db = request.result;
        const put = db
          .transaction(LOCAL_DATABASE.scanHistoryTable, 'readwrite')
          .objectStore(LOCAL_DATABASE.scanHistoryTable)
          .put(row);
        put.onsuccess = () => {
          db.close();
          resolve();
        };
        put.onerror = () => reject(put.error);
      };
      request.onerror = () => reject(request.error);
    });
  }

  it('keeps the rows of a database of its own version', async () => {
    const history = await openScanHistory();
    await history.add(row);
    history.close();
    const again = await openScanHistory();
    expect(await again.get('AAA_1')).toEqual(row);
    again.close();
  });

  it.each([30, 50])(
    'wipes and rebuilds a database stored at another version (%i)',
    async (version) => {
      await storeAtVersion(version);
      const history = await openScanHistory();
      expect(history.isFailed).toBe(false);
      expect(await history.getAll()).toEqual([]);
      await history.add(row);
      expect(await history.count()).toBe(1);
      history.close();
      expect(await storedVersion(indexedDB)).toBe(LOCAL_DATABASE.version * 10);
    },
  );

  it('supports add, count, get, get all, update and delete', async () => {
    const history = await openScanHistory();
    await history.add(row);
    await history.add({ ...row, codeAndQtyIndex: 'AAA_2', qtyIndex: 2, createdAt: 2 });
    expect(await history.count()).toBe(2);
    await history.update('AAA_1', { status: 'PROCESSING' });
    expect((await history.get('AAA_1'))?.status).toBe('PROCESSING');
    expect((await history.getAll()).map((each) => each.codeAndQtyIndex)).toEqual([
      'AAA_2',
      'AAA_1',
    ]);
    await history.delete('AAA_2');
    expect(await history.count()).toBe(1);
    history.close();
  });

  it('is marked failed without IndexedDB, each operation failing with its message', async () => {
    vi.stubGlobal('indexedDB', undefined);
    const history = await openScanHistory();
    expect(history.isFailed).toBe(true);
    await expect(history.add(row)).rejects.toThrow('Add Data Fail!');
    await expect(history.count()).rejects.toThrow('Count Fail!');
    await expect(history.get('AAA_1')).rejects.toThrow('Get Data Fail!');
    await expect(history.getAll()).rejects.toThrow('Get Data Fail!');
    await expect(history.update('AAA_1', {})).rejects.toThrow('Update Data Fail!');
    await expect(history.delete()).rejects.toThrow('Delete Fail!');
  });

  it('shows the failure on the screen while scans still go through', async () => {
    vi.stubGlobal('indexedDB', undefined);
    answers.push(() => json(200, scanned()));
    renderInApp(<ScanPage />, { path: '/p/scan' });
    expect((await screen.findByTestId('scan-history-error')).textContent).toBe('Get Data Fail!');
    scanWithKeyboard(SCANNED);
    await screen.findByTestId('scan-result');
    await waitFor(() =>
      expect(screen.getByTestId('scan-history-error').textContent).toBe('Add Data Fail!'),
    );
  });

  it('is deleted by sign-out', async () => {
    const history = await openScanHistory();
    await history.add(row);
    act(() => signOut());
    await waitFor(async () => expect(await storedVersion(indexedDB)).toBeNull());
    history.close();
  });
});
