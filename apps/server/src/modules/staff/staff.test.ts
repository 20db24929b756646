import { STAFF_QR_FORMAT_MESSAGE, staffQrValue, type Session } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';
import {
  CHECKED_IN_ONLY,
  MAX_SHIFT_MS,
  STAFF_DISABLED,
  STAFF_NOT_FOUND,
  startOfLocalDay,
} from './service';
import { staff, staffTimeLogs } from './tables';

let ctx: TestContext;
let printer: Session;
let ownStaffId: string;
let otherPrinter: Session;
let otherPrinterId: string;
let foreignStaffId: string;

/** A staff member of a printer, with no time logs. */
async function addStaff(printerId: string, fullName: string): Promise<string> {
  const id = crypto.randomUUID();
  await ctx.database.db.insert(staff).values({ id, printerId, fullName, code: staffQrValue(id) });
  return id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  printer = await signIn(ctx.app, 'printer@demo.test');
  const [seeded] = await ctx.database.db
    .select()
    .from(staff)
    .where(eq(staff.printerId, printer.user.id));
  ownStaffId = seeded!.id;
  const other = await createUser(ctx, { type: 'PRINTER', isEnabledStaffManagement: true });
  otherPrinterId = other.id;
  otherPrinter = await signInWith(ctx.app, other.email, other.password);
  foreignStaffId = await addStaff(other.id, 'Fay Foreign');
});
afterAll(() => ctx.close());

const byCode = (session: Session, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/printer/staff/by-code',
    headers: bearer(session),
    payload: payload as never,
  });
const timeLog = (session: Session, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/printer/time-logs',
    headers: bearer(session),
    payload: payload as never,
  });

describe('POST /api/printer/staff/by-code', () => {
  it("finds the printer's own checked-in staff by QR value and by id", async () => {
    const scanned = await byCode(printer, { codeOrId: staffQrValue(ownStaffId), type: 'code' });
    expect(scanned.statusCode).toBe(200);
    expect(scanned.json()).toMatchObject({
      valid: true,
      hasCheckedIn: true,
      staff: { id: ownStaffId, fullName: 'Sky Staff', role: 'USER', hasCheckedIn: true },
    });
    const byId = await byCode(printer, { codeOrId: ownStaffId, type: 'id' });
    expect(byId.json().staff.id).toBe(ownStaffId);
  });

  it('answers a malformed QR value with the spec message followed by the value', async () => {
    const response = await byCode(printer, { codeOrId: 'garbage', type: 'code' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: false,
      hasCheckedIn: false,
      message: `${STAFF_QR_FORMAT_MESSAGE} garbage`,
      staff: null,
    });
  });

  it("does not find another printer's staff, nor an id that is no id", async () => {
    for (const payload of [
      { codeOrId: staffQrValue(foreignStaffId), type: 'code' },
      { codeOrId: foreignStaffId, type: 'id' },
      { codeOrId: 'STAFF_12345', type: 'code' },
    ]) {
      const response = await byCode(printer, payload);
      expect(response.json()).toMatchObject({
        valid: false,
        message: STAFF_NOT_FOUND,
        staff: null,
      });
    }
    const own = await byCode(otherPrinter, { codeOrId: foreignStaffId, type: 'id' });
    expect(own.json()).toMatchObject({
      valid: true,
      hasCheckedIn: false,
      message: CHECKED_IN_ONLY,
    });
  });

  it('is for printers only', async () => {
    const seller = await signIn(ctx.app, 'seller@demo.test');
    const response = await byCode(seller, { codeOrId: ownStaffId, type: 'id' });
    expect(response.statusCode).toBe(403);
  });
});

describe('startOfLocalDay', () => {
  it('starts the day at local midnight for offsets as Date#getTimezoneOffset gives them', () => {
    const now = new Date('2026-03-01T20:00:00Z');
    expect(startOfLocalDay(now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    // UTC+7 (offset -420): 03:00 on 2 March locally, a day that began at 17:00 UTC on 1 March.
    expect(startOfLocalDay(now, -420).toISOString()).toBe('2026-03-01T17:00:00.000Z');
    // UTC-5 (offset 300): 15:00 on 1 March locally, begun at 05:00 UTC.
    expect(startOfLocalDay(now, 300).toISOString()).toBe('2026-03-01T05:00:00.000Z');
  });
});

describe('POST /api/printer/time-logs', () => {
  it('checks a staff member in and out, once each', async () => {
    const staffId = await addStaff(printer.user.id, 'Cal Checker');
    const code = staffQrValue(staffId);
    const checkin = await timeLog(printer, { code, type: 'checkin', timezoneOffset: -420 });
    expect(checkin.statusCode).toBe(200);
    expect(checkin.json().data).toMatchObject({ id: staffId, hasCheckedIn: true });
    expect((await byCode(printer, { codeOrId: code, type: 'code' })).json().hasCheckedIn).toBe(
      true,
    );
    const twice = await timeLog(printer, { code, type: 'checkin', timezoneOffset: -420 });
    expect(twice.statusCode).toBe(400);

    const checkout = await timeLog(printer, { code, type: 'checkout', timezoneOffset: -420 });
    expect(checkout.json().data.hasCheckedIn).toBe(false);
    expect((await byCode(printer, { codeOrId: code, type: 'code' })).json().hasCheckedIn).toBe(
      false,
    );
    expect((await timeLog(printer, { code, type: 'checkout', timezoneOffset: 0 })).statusCode).toBe(
      400,
    );
  });

  it('keeps a night shift on duty past midnight, and lets a forgotten check-in lapse after the longest shift', async () => {
    // The time zone where it is now about 01:00, so a check-in two hours ago was yesterday there.
    const now = new Date();
    const minutesOfDay = now.getUTCHours() * 60 + now.getUTCMinutes();
    const east = (minutesOfDay - 60 + 1440) % 1440;
    const offset = east > 720 ? east - 1440 : east;
    const twoHoursAgo = new Date(now.getTime() - 2 * 3600_000);
    expect(twoHoursAgo < startOfLocalDay(now, offset)).toBe(true);
    const night = await addStaff(printer.user.id, 'Nia Night');
    const stale = await addStaff(printer.user.id, 'Sol Stale');
    await ctx.database.db.insert(staffTimeLogs).values([
      // Checked in at about 23:00 local time: still on the shift that crossed midnight.
      { staffId: night, type: 'checkin', timezoneOffset: offset, createdAt: twoHoursAgo },
      // Checked in longer ago than a shift lasts, and never checked out.
      {
        staffId: stale,
        type: 'checkin',
        timezoneOffset: offset,
        createdAt: new Date(Date.now() - MAX_SHIFT_MS - 60_000),
      },
    ]);
    const onDuty = async (staffId: string) =>
      (await byCode(printer, { codeOrId: staffId, type: 'id', timezoneOffset: offset })).json()
        .hasCheckedIn as boolean;
    expect(await onDuty(night)).toBe(true);
    expect(await onDuty(stale)).toBe(false);

    const out = await timeLog(printer, {
      code: staffQrValue(night),
      type: 'checkout',
      timezoneOffset: offset,
    });
    expect(out.statusCode).toBe(200);
    expect(await onDuty(night)).toBe(false);
    const staleIn = await timeLog(printer, {
      code: staffQrValue(stale),
      type: 'checkin',
      timezoneOffset: offset,
    });
    expect(staleIn.statusCode).toBe(200);
  });

  it('refuses a malformed code on its field and another printer’s staff as not found', async () => {
    const bad = await timeLog(printer, { code: 'nope', type: 'checkin', timezoneOffset: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.code).toBe(`${STAFF_QR_FORMAT_MESSAGE} nope`);
    const foreign = await timeLog(printer, {
      code: staffQrValue(foreignStaffId),
      type: 'checkin',
      timezoneOffset: 0,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers each bad field with its message', async () => {
    const cases: [string, object, string, RegExp][] = [
      ['/api/printer/time-logs', {}, 'code', /required/],
      [
        '/api/printer/time-logs',
        { code: 'STAFF_x', type: 'nap', timezoneOffset: 0 },
        'type',
        /invalid/,
      ],
      [
        '/api/printer/time-logs',
        { code: 'STAFF_x', type: 'checkin', timezoneOffset: 900 },
        'timezoneOffset',
        /840/,
      ],
      [
        '/api/printer/time-logs',
        { code: 'STAFF_x', type: 'checkin' },
        'timezoneOffset',
        /required/,
      ],
      ['/api/printer/staff/by-code', { type: 'code' }, 'codeOrId', /required/],
      ['/api/printer/staff/by-code', { codeOrId: 'x', type: 'qr' }, 'type', /invalid/],
      [
        '/api/printer/staff/by-code',
        { codeOrId: 'x', type: 'id', extra: 1 },
        'extra',
        /Unknown field/,
      ],
    ];
    for (const [url, payload, field, message] of cases) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: bearer(printer),
        payload: payload as never,
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().errors[field]).toMatch(message);
    }
  });
});

describe('owner verification and GET /api/printer/hm/staff', () => {
  const hmStaff = (session: Session, featureToken?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/printer/hm/staff',
      headers: { ...bearer(session), ...(featureToken ? { 'auth-feature': featureToken } : {}) },
    });
  const askPin = (session: Session) =>
    ctx.app.inject({ method: 'POST', url: '/api/apps/pin-code', headers: bearer(session) });
  const verifyPin = (session: Session, userId: string, pin: string, isGenFeatureToken = true) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/apps/verify-pin-code/${userId}`,
      headers: bearer(session),
      payload: { pin, isGenFeatureToken },
    });
  const mailedPin = (email: string) => /\b(\d{6})\b/.exec(ctx.mailer.last(email).text)![1]!;
  const wrongPin = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

  it('needs a feature token from the mailed PIN, and lists only own staff with it', async () => {
    const without = await hmStaff(printer);
    expect(without.statusCode).toBe(403);
    expect(without.json().message).toBe('Owner verification required');
    expect((await hmStaff(printer, 'made-up')).statusCode).toBe(403);

    expect((await askPin(printer)).statusCode).toBe(200);
    const mail = ctx.mailer.last('printer@demo.test');
    expect(mail.subject).toMatch(/PIN/);
    const pin = mailedPin('printer@demo.test');

    expect((await verifyPin(printer, otherPrinterId, pin)).statusCode).toBe(403);
    const wrong = await verifyPin(printer, printer.user.id, wrongPin(pin));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.pin).toMatch(/incorrect/);

    const verified = await verifyPin(printer, printer.user.id, pin);
    expect(verified.statusCode).toBe(200);
    const { featureToken, expiresTimeStamp } = verified.json().data;
    expect(expiresTimeStamp).toBeGreaterThan(Date.now() + 7.9 * 3600_000);
    expect((await verifyPin(printer, printer.user.id, pin)).statusCode).toBe(400);

    const listed = await hmStaff(printer, featureToken);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().data.map((row: { id: string }) => row.id);
    expect(ids).toContain(ownStaffId);
    expect(ids).not.toContain(foreignStaffId);
    // The token is the printer's own: another printer cannot borrow it.
    expect((await hmStaff(otherPrinter, featureToken)).statusCode).toBe(403);
  });

  it('spends the PIN after five wrong guesses', async () => {
    await askPin(otherPrinter);
    const pin = mailedPin(otherPrinter.user.email);
    for (let i = 0; i < 5; i++) {
      expect((await verifyPin(otherPrinter, otherPrinterId, wrongPin(pin))).statusCode).toBe(400);
    }
    const late = await verifyPin(otherPrinter, otherPrinterId, pin);
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.pin).toMatch(/ask for a new one/);
  });

  it('refuses the staff screen when staff management is off', async () => {
    const plain = await createUser(ctx, { type: 'PRINTER' });
    const session = await signInWith(ctx.app, plain.email, plain.password);
    await askPin(session);
    const verified = await verifyPin(session, plain.id, mailedPin(plain.email));
    const response = await hmStaff(session, verified.json().data.featureToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/Staff management is not enabled/);
  });

  it('disables and activates a member: told live, refused at check-in and by code, once each', async () => {
    await askPin(printer);
    const verified = await verifyPin(printer, printer.user.id, mailedPin('printer@demo.test'));
    const token = verified.json().data.featureToken as string;
    const memberId = await addStaff(printer.user.id, 'Dee Disabled');
    const code = staffQrValue(memberId);
    expect((await timeLog(printer, { code, type: 'checkin', timezoneOffset: 0 })).statusCode).toBe(
      200,
    );
    const setState = (session: Session, state: string, id = memberId, feature = token) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/printer/hm/staff/${id}/${state}`,
        headers: { ...bearer(session), 'auth-feature': feature },
      });
    const sent = vi.spyOn(ctx.app.live, 'emitToUser');
    const told = () =>
      sent.mock.calls.filter(([, , event]) => event === 'activated' || event === 'disabled');

    const disabled = await setState(printer, 'disabled');
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({
      id: memberId,
      isActive: false,
      hasCheckedIn: true,
    });
    // Disabling again changes nothing and tells no one again.
    expect((await setState(printer, 'disabled')).statusCode).toBe(200);
    expect(told()).toEqual([
      ['PRINTER', printer.user.id, 'disabled', { staffId: memberId, isActive: false }],
    ]);
    const found = await byCode(printer, { codeOrId: code, type: 'code' });
    expect(found.json()).toMatchObject({ valid: false, message: STAFF_DISABLED, staff: null });
    // Checking out still closes the day; checking in again is refused.
    expect((await timeLog(printer, { code, type: 'checkout', timezoneOffset: 0 })).statusCode).toBe(
      200,
    );
    const checkIn = await timeLog(printer, { code, type: 'checkin', timezoneOffset: 0 });
    expect(checkIn.statusCode).toBe(403);
    expect(checkIn.json().message).toBe(STAFF_DISABLED);

    // Another printer, even holding this printer's token, and a foreign member: refused.
    expect((await setState(otherPrinter, 'activated')).statusCode).toBe(403);
    expect((await setState(printer, 'activated', foreignStaffId)).statusCode).toBe(404);
    expect((await setState(printer, 'activated', memberId, 'made-up')).statusCode).toBe(403);

    const activated = await setState(printer, 'activated');
    expect(activated.json().data.isActive).toBe(true);
    expect(told().at(-1)).toEqual([
      'PRINTER',
      printer.user.id,
      'activated',
      { staffId: memberId, isActive: true },
    ]);
    expect((await timeLog(printer, { code, type: 'checkin', timezoneOffset: 0 })).statusCode).toBe(
      200,
    );
    sent.mockRestore();
  });

  it('verifies without a feature token when none is asked for, and checks the PIN field', async () => {
    await askPin(printer);
    const pin = mailedPin('printer@demo.test');
    const answer = await verifyPin(printer, printer.user.id, pin, false);
    expect(answer.json()).toEqual({
      status: 200,
      data: { featureToken: null, expiresTimeStamp: null },
    });
    for (const bad of ['12345', '1234567', 'abcdef']) {
      const response = await verifyPin(printer, printer.user.id, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.pin).toBe('The PIN must be 6 digits');
    }
  });
});
