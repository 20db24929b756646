import type { Staff } from '@platfox/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { sessionStore } from '../../platform/session';
import { aSession, json } from '../../test/fixtures';
import { renderInApp } from '../../test/render';
import { scanStaffCode, type findStaff } from './api';
import { PrinterStaff } from './PrinterStaff';
import { clearStaff, startStaffCheck, staffStore, type StaffCheckAnswer } from './staffSession';

const CODE = 'STAFF_0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11';
const staff: Staff = {
  id: '0d5b2f4e-7f0a-4c2b-9a51-2f1f0d9c1e11',
  fullName: 'Sky Staff',
  email: null,
  phone: null,
  role: 'USER',
  hasCheckedIn: true,
  isActive: true,
};
const checkedIn: StaffCheckAnswer = { valid: true, hasCheckedIn: true, message: 'OK', staff };

type Answer = () => Response | Promise<Response>;
let answers: Answer[] = [];
let bodies: unknown[] = [];

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  answers = [];
  bodies = [];
  clearStaff();
  const session = aSession({ type: 'PRINTER', fullName: 'Pia Printer' });
  sessionStore.set({ status: 'signedIn', auth: { ...session, isRemembered: false } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/logout') return json(200, { status: 200, message: 'Signed out' });
      bodies.push(JSON.parse(String(init.body)));
      const answer = answers.shift();
      if (!answer) throw new TypeError('no answer queued');
      return answer();
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.set({ status: 'signedOut', auth: null });
});

describe('a scanned staff code (spec 01 sections 4 and 5)', () => {
  const find = (answer: StaffCheckAnswer | Error) =>
    vi.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }) as unknown as typeof findStaff & ReturnType<typeof vi.fn>;

  it('is trimmed and sent whole as a code', async () => {
    const lookup = find(checkedIn);
    await expect(scanStaffCode(`  ${CODE}\n`, 'offline', lookup)).resolves.toEqual({
      kind: 'loggedIn',
      staff,
    });
    expect(lookup).toHaveBeenCalledWith(CODE, 'code');
  });

  it('is refused before any call when it is not "<prefix>_<staff id>"', async () => {
    const lookup = find(checkedIn);
    for (const value of ['no-underscore', '_missing-prefix', 'STAFF_']) {
      await expect(scanStaffCode(value, 'offline', lookup)).resolves.toEqual({
        kind: 'format',
        value,
      });
    }
    await expect(scanStaffCode('   ', 'offline', lookup)).resolves.toEqual({ kind: 'empty' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('tells a staff member who has not checked in from one the server refuses', async () => {
    await expect(
      scanStaffCode(
        CODE,
        'offline',
        find({ valid: true, hasCheckedIn: false, message: 'Check in first', staff }),
      ),
    ).resolves.toEqual({ kind: 'notCheckedIn', staff, message: 'Check in first' });
    await expect(
      scanStaffCode(
        CODE,
        'offline',
        find({ valid: false, hasCheckedIn: false, message: 'Staff not found', staff: null }),
      ),
    ).resolves.toEqual({ kind: 'refused', message: 'Staff not found' });
  });
});

describe('the staff check every 5 minutes', () => {
  it('verifies the stored id again and signs out a staff member who left', async () => {
    vi.useFakeTimers();
    const answers: StaffCheckAnswer[] = [
      checkedIn,
      checkedIn,
      { valid: true, hasCheckedIn: false, message: 'Checked out', staff },
    ];
    const find = vi.fn(async () => answers.shift()!);
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    const stop = startStaffCheck({
      staffId: staff.id,
      find,
      onValid,
      onInvalid,
      isImmediate: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(find).toHaveBeenCalledWith(staff.id);
    expect(onValid).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(299_999);
    expect(find).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(onValid).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(onInvalid).toHaveBeenCalledWith('Checked out');
    stop();
    await vi.advanceTimersByTimeAsync(900_000);
    expect(find).toHaveBeenCalledTimes(3);
  });

  it('keeps the staff member when the server does not answer', async () => {
    vi.useFakeTimers();
    const find = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const onInvalid = vi.fn();
    const stop = startStaffCheck({
      staffId: staff.id,
      find,
      onValid: vi.fn(),
      onInvalid,
      isImmediate: false,
    });
    await vi.advanceTimersByTimeAsync(300_000);
    expect(find).toHaveBeenCalledOnce();
    expect(onInvalid).not.toHaveBeenCalled();
    stop();
  });
});

describe('the scan-staff-code modal', () => {
  const input = () => screen.getByTestId('staff-code-input') as HTMLInputElement;
  const scan = (value: string) => {
    fireEvent.change(input(), { target: { value } });
    fireEvent.keyDown(input(), { key: 'Enter' });
  };

  it('opens by itself for a printer without a staff member and logs one in on Enter', async () => {
    answers.push(() => json(200, checkedIn));
    renderInApp(<PrinterStaff />, { path: '/p/scan' });
    await screen.findByTestId('staff-code-input');
    scan(`  ${CODE}  `);
    await waitFor(() => expect(staffStore.get().staff).toEqual(staff));
    expect(bodies).toEqual([
      { codeOrId: CODE, type: 'code', timezoneOffset: new Date().getTimezoneOffset() },
    ]);
    expect(localStorage.getItem('staffId')).toBe(staff.id);
    await waitFor(() => expect(screen.queryByTestId('staff-code-input')).toBeNull());
  });

  it('ignores Enter while a request is on its way', async () => {
    let release: (response: Response) => void = () => undefined;
    answers.push(() => new Promise<Response>((resolve) => (release = resolve)));
    renderInApp(<PrinterStaff />, { path: '/p/scan' });
    await screen.findByTestId('staff-code-input');
    scan(CODE);
    scan(CODE);
    fireEvent.click(screen.getByTestId('staff-code-submit'));
    await waitFor(() => expect(bodies).toHaveLength(1));
    await act(async () => release(json(200, checkedIn)));
    await waitFor(() => expect(staffStore.get().staffId).toBe(staff.id));
    expect(bodies).toHaveLength(1);
  });

  it('shows the format message with the value, and focus goes back to the input', async () => {
    renderInApp(<PrinterStaff />, { path: '/p/scan' });
    await screen.findByTestId('staff-code-input');
    scan('bogus-value');
    const alert = await screen.findByTestId('staff-scan-alert');
    expect(alert.textContent).toBe(
      'The QR code format is incorrect! Please capture the screen and send it to admin. bogus-value',
    );
    expect(bodies).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(input().value).toBe('');
  });

  it('shows the server’s message in an alert', async () => {
    answers.push(() =>
      json(200, { valid: false, hasCheckedIn: false, message: 'Staff not found', staff: null }),
    );
    renderInApp(<PrinterStaff />, { path: '/p/scan' });
    await screen.findByTestId('staff-code-input');
    scan(CODE);
    expect((await screen.findByTestId('staff-scan-alert')).textContent).toBe('Staff not found');
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(staffStore.get().staffId).toBeNull();
  });

  it('says checked-in staff only, with OK to scan again or Logout', async () => {
    answers.push(() =>
      json(200, { valid: true, hasCheckedIn: false, message: 'Check in first', staff }),
    );
    const { router } = renderInApp(<PrinterStaff />, { path: '/p/scan' });
    await screen.findByTestId('staff-code-input');
    scan(CODE);
    const notice = await screen.findByTestId('staff-not-checked-in');
    expect(notice.textContent).toContain('Checked-in staff access only');
    expect(notice.textContent).toContain('Sky Staff has not checked in today.');
    fireEvent.click(screen.getByTestId('staff-alert-ok'));
    expect(screen.queryByTestId('staff-not-checked-in')).toBeNull();

    answers.push(() =>
      json(200, { valid: true, hasCheckedIn: false, message: 'Check in first', staff }),
    );
    scan(CODE);
    fireEvent.click(await screen.findByTestId('staff-alert-logout'));
    expect(sessionStore.get().status).toBe('signedOut');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('closed without a staff member, sends the workplace to check-in', async () => {
    const { router } = renderInApp(<PrinterStaff />, { path: '/p/scan' });
    await screen.findByTestId('staff-code-input');
    fireEvent.keyDown(input(), { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-in'));
    expect(sessionStore.get().status).toBe('signedIn');
  });

  it('checks a stored staff member at start to show the name, with type "id"', async () => {
    localStorage.setItem('staffId', staff.id);
    staffStore.set({ staffId: staff.id, staff: null, isScanRequested: false });
    answers.push(() => json(200, checkedIn));
    renderInApp(<PrinterStaff />, { path: '/p/scan' });
    await waitFor(() => expect(staffStore.get().staff?.fullName).toBe('Sky Staff'));
    expect(bodies[0]).toMatchObject({ codeOrId: staff.id, type: 'id' });
    expect(screen.queryByTestId('staff-code-input')).toBeNull();
  });
});
