import { staffQrValue, type StaffDay } from '@platfox/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiCall, apiSignIn, type ApiSession } from '../support/api';
import { baseUrl, DEMO_PASSWORD, launchBrowser } from '../support/browser';
import { LIVE_WAIT_MS, liveConnected } from '../support/live';
import { approveOrder, placeDemoOrder } from '../support/orders';
import { waitForMail } from '../support/outbox';
import { qrCodeOfDownload } from '../support/qr';

/*
 * Issue 33's story: the printer's owner verifies with the mailed PIN, takes on two staff members
 * and prints their cards; the codes read from the PDF check them in at the station; one of them
 * scans ten pieces while the owner's staff screen counts along; the owner ends the day and reads
 * the hours in time tracking. On the demo printer (the only one the demo tee is routed to), with
 * only the order this journey places: the demo staff member and the printer's settings are left
 * as found.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
});
afterEach(() => context?.close());

type Unit = { qtyIndex: number; scanValue: string };
const PIECES = 10;
const PRINTER = 'printer@demo.test';

/** Ten demo tees of one order the demo seller places now, approved: their units' slip values. */
async function tenPiecesOnTheFloor(printer: ApiSession): Promise<string[]> {
  const admin = await apiSignIn('admin@demo.test');
  const seller = await apiSignIn('seller@demo.test');
  // Other journeys spend the demo seller's balance; the ten tees bring their own money.
  const funded = await apiCall(admin, 'POST', '/transactions/bonus', {
    userId: seller.userId,
    amount: 20_000,
    description: 'People journey: ten tees for the floor',
  });
  expect(funded.status, JSON.stringify(funded.body)).toBe(200);
  const order = await placeDemoOrder(seller, 'Pia People', PIECES);
  const [itemId] = await approveOrder(order.id);
  const item = await apiCall<{ data: { units: Unit[] } }>(
    printer,
    'GET',
    `/printer/order-items/${itemId}`,
  );
  expect(item.body.data.units).toHaveLength(PIECES);
  return item.body.data.units.map((unit) => unit.scanValue);
}

/** A call with the owner's feature token, as the management screens make it. */
async function ownerCall<T>(printer: ApiSession, featureToken: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    headers: { authorization: `Bearer ${printer.token}`, 'auth-feature': featureToken },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The owner adds a staff member on the staff screen; answers the new row's id. */
async function addStaff(target: Page, fullName: string): Promise<string> {
  await target.getByTestId('staff-new').click();
  const form = target.getByTestId('staff-form');
  await form.getByLabel('Full name').fill(fullName);
  await target.getByTestId('staff-save').click();
  await form.waitFor({ state: 'detached' });
  const row = target.getByTestId('staff-row').filter({ hasText: fullName });
  await row.waitFor();
  return (await row.getAttribute('data-staff-id'))!;
}

/** Checks a member in or out at the check-in page with the code read from their card. */
async function timeLog(station: Page, kind: 'in' | 'out', code: string, name: string) {
  await station.getByText(kind === 'in' ? 'Check in' : 'Check out', { exact: true }).click();
  const input = station.getByTestId('check-in-code');
  await input.fill(code);
  await input.press('Enter');
  await expect
    .poll(() => station.getByTestId('check-in-result').textContent())
    .toMatch(new RegExp(`^${name} checked ${kind} at `));
}

/** Hours as time tracking shows them: minutes to the hundredth (the server's), then hours. */
const hoursShown = (fromIso: string, toIso: string) => {
  const minutes = Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 600) / 100;
  return `${(minutes / 60).toFixed(2)} h`;
};
/** A time as the station's clock showed it (its offset in minutes west of UTC). */
const stationClock = (iso: string, offset: number) =>
  new Date(Date.parse(iso) - offset * 60_000).toISOString().slice(11, 16);

describe("the printer's people", () => {
  it('an owner takes on two staff, prints their cards, watches a scan count and reads the hours', async () => {
    const printer = await apiSignIn(PRINTER);
    const slips = await tenPiecesOnTheFloor(printer);
    const names = ['Noor Press', 'Ivo Ink'] as const;
    const codes: string[] = [];
    const ids: string[] = [];
    // Codes of this journey's members checked in: a failed step still checks them out.
    const onDuty = new Set<string>();
    const station = await context.newPage();
    try {
      // The printer signs in, remembered so that the station tab shares the session; the demo
      // staff member on duty opens the workplace.
      const connected = liveConnected(page, '/api/printer');
      await page.goto(`${baseUrl()}/login`);
      await page.getByTestId('login-email').fill(PRINTER);
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-remember').click();
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => url.pathname === '/p/scan');
      const staffInput = page.getByTestId('staff-code-input');
      await staffInput.fill(inject('staffCode'));
      await staffInput.press('Enter');
      await expect.poll(() => page.getByTestId('staff-name').textContent()).toBe('Sky Staff');

      // The staff screen asks for the owner: the PIN comes by mail.
      await page.getByTestId('menu-item-/p/hm/staff').click();
      await page.waitForURL((url) => url.pathname === '/p/verify-token-owner');
      const asked = new Date();
      await page.getByTestId('owner-send-pin').click();
      await page.getByTestId('owner-pin-sent').waitFor();
      const mail = await waitForMail(PRINTER, /verification PIN/, 10_000, asked);
      const pin = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      const staffCall = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/printer/human-resources',
      );
      await page.getByTestId('owner-pin').locator('input').first().click();
      await page.keyboard.type(pin);
      await page.waitForURL((url) => url.pathname === '/p/hm/staff');
      const featureToken = (await staffCall).headers()['auth-feature'] ?? '';
      expect(featureToken).not.toBe('');
      await connected;

      // Two new members, each with a card printed from their row; the code is read off the PDF.
      for (const name of names) {
        const id = await addStaff(page, name);
        const row = page.getByTestId('staff-row').filter({ hasText: name });
        const download = page.waitForEvent('download');
        await row.getByTestId('staff-print-card').click();
        const code = await qrCodeOfDownload(await download);
        expect(code, `${name}'s card`).toBe(staffQrValue(id));
        codes.push(code!);
        ids.push(id);
      }
      const [noorCode, ivoCode] = codes as [string, string];
      const noorRow = page.getByTestId('staff-row').filter({ hasText: names[0] });
      expect(await noorRow.textContent()).toContain('Not in');

      // The cards check both in at the station (a second tab of the workplace).
      await station.goto(`${baseUrl()}/check-in`);
      onDuty.add(noorCode).add(ivoCode);
      await timeLog(station, 'in', noorCode, names[0]);
      await timeLog(station, 'in', ivoCode, names[1]);
      await expect
        .poll(() => noorRow.textContent(), { timeout: LIVE_WAIT_MS })
        .toContain('Checked in');

      // Noor logs in at the scan station and picks the ten pieces; the owner's tab counts along.
      await station.getByTestId('check-in-back').click();
      await station.waitForURL((url) => url.pathname === '/p/scan');
      await station.getByTestId('staff-name').click();
      await station.getByTestId('staff-logout').click();
      const stationStaff = station.getByTestId('staff-code-input');
      await stationStaff.fill(noorCode);
      await stationStaff.press('Enter');
      await expect.poll(() => station.getByTestId('staff-name').textContent()).toBe(names[0]);
      await stationStaff.waitFor({ state: 'detached' });
      const today = noorRow.getByTestId('staff-today-processes');
      expect(await today.textContent()).toBe('0');
      for (const [index, slip] of slips.entries()) {
        await station.keyboard.type(slip);
        await station.keyboard.press('Enter');
        await expect
          .poll(() => station.getByTestId('scan-message').textContent(), { timeout: LIVE_WAIT_MS })
          .toBe(`Unit ${slip} picked`);
        if (index === 0) {
          await expect.poll(() => today.textContent(), { timeout: LIVE_WAIT_MS }).toBe('1');
        }
      }
      await expect.poll(() => today.textContent(), { timeout: LIVE_WAIT_MS }).toBe(`${PIECES}`);
      expect(await noorRow.getByTestId('staff-last-hour').textContent()).toBe(`${PIECES}`);
      const ivoRow = page.getByTestId('staff-row').filter({ hasText: names[1] });
      expect(await ivoRow.getByTestId('staff-today-processes').textContent()).toBe('0');

      // The owner ends the day: both check out.
      await station.goto(`${baseUrl()}/check-in`);
      await timeLog(station, 'out', noorCode, names[0]);
      await timeLog(station, 'out', ivoCode, names[1]);
      await expect.poll(() => noorRow.textContent(), { timeout: LIVE_WAIT_MS }).toContain('Not in');
      await expect.poll(() => ivoRow.textContent(), { timeout: LIVE_WAIT_MS }).toContain('Not in');
      onDuty.clear();

      // Time tracking: each member's day, its hours from the times the server recorded.
      await page.goto(`${baseUrl()}/p/hm/time-tracking`);
      for (const [index, name] of names.entries()) {
        const row = page.getByTestId('time-row').filter({ hasText: name });
        await row.waitFor();
        const date = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
        const log = await ownerCall<{ data: { days: StaffDay[] } }>(
          printer,
          featureToken,
          `/printer/staff-log?from=${date}&to=${date}&staffId=${ids[index]}`,
        );
        const day = log.data.days.find((each) => each.fullName === name);
        expect(day, `${name}'s day in the staff log`).toBeDefined();
        expect(day!.isOpen).toBe(false);
        const checkIn = day!.firstCheckIn;
        const checkOut = day!.lastCheckOut!;
        // The server's total agrees with its own times (minutes, to the hundredth).
        expect(day!.duration).toBeCloseTo((Date.parse(checkOut) - Date.parse(checkIn)) / 60_000, 1);
        const hours = hoursShown(checkIn, checkOut);
        await expect.poll(() => row.getByTestId('time-duration').textContent()).toBe(hours);
        // No break or lunch: the hours worked are the whole day.
        expect(await row.getByTestId('time-worked').textContent()).toBe(hours);
        const cells = await row.locator('td').allTextContents();
        expect(cells[3]).toBe(stationClock(checkIn, day!.timezoneOffset));
        expect(cells[4]).toBe(stationClock(checkOut, day!.timezoneOffset));
      }
    } finally {
      // A failed run leaves no member of this journey checked in on the demo printer.
      for (const code of onDuty) {
        await apiCall(printer, 'POST', '/printer/time-logs', {
          code,
          type: 'checkout',
          timezoneOffset: 0,
        });
      }
    }
  });
});
