import { staffQrValue } from '@platfox/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoAdmin, newAdmin, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { readQrCode, renderPage, type PageImage } from '../packing-slips/test-reader';
import { cardSlot } from './qr-cards';
import { newOwner, type OwnerCall } from './test-fixtures';

/* The printer's people (issue 33): staff, QR cards, work shifts, mail settings and who may. */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof newOwner>>;
let other: Awaited<ReturnType<typeof newOwner>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await newOwner(ctx);
  other = await newOwner(ctx);
});
afterAll(() => ctx.close());

const member = { fullName: 'Ada Floor', role: 'USER', jobType: 'FULL-TIME' };
const create = async (call: OwnerCall, body: object = member) => {
  const created = await call('POST', '/api/printer/human-resources', body);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { id: string; code: string; fullName: string };
};

/** The QR code on card `index` of the sheet, read from the page rendered at 150 dpi. */
async function cardCode(pdf: Buffer, index: number): Promise<string | null> {
  const slot = cardSlot(index);
  const page: PageImage = await renderPage(pdf, slot.page + 1, 150);
  const scale = 150 / 72;
  const { data, info } = await sharp(page.data, {
    raw: { width: page.width, height: page.height, channels: 4 },
  })
    .extract({
      left: Math.floor(slot.x * scale),
      top: Math.floor(slot.y * scale),
      width: Math.floor(slot.width * scale),
      height: Math.floor(slot.height * scale),
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return readQrCode({ data, width: info.width, height: info.height });
}

describe('staff', () => {
  it('creates and edits a member with a shift of its own printer only', async () => {
    const shift = await owner.call('POST', '/api/printer/work-shifts', {
      name: 'Morning',
      type: 'FIXED',
      startTime: '06:00',
      endTime: '14:00',
    });
    expect(shift.status).toBe(200);
    const created = await create(owner.call, {
      ...member,
      email: 'ada@floor.test',
      phone: '+44 20 7946 0000',
      workShiftId: shift.body.data.id,
    });
    expect(created.code).toBe(staffQrValue(created.id));
    const edited = await owner.call('PUT', `/api/printer/human-resources/${created.id}`, {
      ...member,
      fullName: 'Ada Lovelace',
      role: 'ADMIN',
      jobType: 'PART-TIME',
      email: '',
      workShiftId: shift.body.data.id,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      fullName: 'Ada Lovelace',
      role: 'ADMIN',
      jobType: 'PART-TIME',
      email: null,
      phone: null,
      workShiftName: 'Morning',
      isActive: true,
      stats: { hasCheckedIn: false, todayProcesses: 0, todayWork: 0 },
    });
    const listed = await owner.call('GET', '/api/printer/human-resources?timezoneOffset=-420');
    expect(listed.body.data.map((row: { id: string }) => row.id)).toContain(created.id);
    const shifts = await owner.call('GET', '/api/printer/work-shifts');
    expect(shifts.body.data).toMatchObject([{ name: 'Morning', staffCount: 1 }]);
    // The shift is assigned: deleting it is refused until the member has another.
    const refused = await owner.call('DELETE', `/api/printer/work-shifts/${shift.body.data.id}`);
    expect(refused.status).toBe(409);
    // Another printer's shift is not one to assign.
    const foreign = await other.call('POST', '/api/printer/work-shifts', {
      name: 'Flex',
      type: 'FLEXIBLE',
      hoursPerDay: 6,
    });
    const wrongShift = await owner.call('PUT', `/api/printer/human-resources/${created.id}`, {
      ...member,
      workShiftId: foreign.body.data.id,
    });
    expect(wrongShift.status).toBe(400);
    expect(wrongShift.body.errors.workShiftId).toBe('Work shift not found');
  });

  it('says what is wrong with bad input, field by field', async () => {
    const bad = await owner.call('POST', '/api/printer/human-resources', {
      fullName: '',
      email: 'not-an-email',
      role: 'BOSS',
      jobType: 'FULL-TIME',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'fullName', 'role']);
    const fixed = await owner.call('POST', '/api/printer/work-shifts', {
      name: 'X',
      type: 'FIXED',
    });
    expect(fixed.status).toBe(400);
    expect(fixed.body.errors.startTime).toMatch(/start and an end/);
    const flexible = await owner.call('POST', '/api/printer/work-shifts', {
      name: 'Y',
      type: 'FLEXIBLE',
    });
    expect(flexible.body.errors.hoursPerDay).toMatch(/hours per day/);
    const mail = await owner.call('PUT', '/api/printer/setting/email', {
      GENERAL_MAIL: ['floor@printer.test', 'nope'],
      RECEIVE_EXPORT_MAILS: [],
      SUPPORT_MAIL: [],
    });
    expect(mail.status).toBe(400);
  });

  it('prints QR cards whose codes check the member in at the station', async () => {
    const first = await create(owner.call, { ...member, fullName: 'Bo Cards' });
    const second = await create(owner.call, { ...member, fullName: 'Cy Cards' });
    const pdf = await owner.call(
      'GET',
      `/api/printer/human-resources/qr-cards?ids=${first.id},${second.id}`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.raw.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.raw.rawPayload;
    // Sorted by name: Bo's card first.
    expect(await cardCode(bytes, 0)).toBe(first.code);
    expect(await cardCode(bytes, 1)).toBe(second.code);
    const checkIn = await owner.plain.post('/api/printer/time-logs', {
      code: await cardCode(bytes, 1),
      type: 'checkin',
      timezoneOffset: 0,
    });
    expect(checkIn.status).toBe(200);
    expect(checkIn.body.data).toMatchObject({ id: second.id, hasCheckedIn: true });
    // A sheet of every active member of the printer, and none of another's.
    const sheet = await owner.call('GET', '/api/printer/human-resources/qr-cards');
    expect(sheet.status).toBe(200);
    const foreign = await other.call(
      'GET',
      `/api/printer/human-resources/qr-cards?ids=${first.id}`,
    );
    expect(foreign.status).toBe(404);
  });

  it('keeps the floor mail addresses, lower-cased and once each', async () => {
    const put = await owner.call('PUT', '/api/printer/setting/email', {
      GENERAL_MAIL: ['Floor@Printer.test', 'floor@printer.test'],
      RECEIVE_EXPORT_MAILS: ['exports@printer.test'],
      SUPPORT_MAIL: [],
    });
    expect(put.status).toBe(200);
    const read = await owner.call('GET', '/api/printer/setting/email');
    expect(read.body.data).toEqual({
      GENERAL_MAIL: ['floor@printer.test'],
      RECEIVE_EXPORT_MAILS: ['exports@printer.test'],
      SUPPORT_MAIL: [],
    });
    expect((await other.call('GET', '/api/printer/setting/email')).body.data.GENERAL_MAIL).toEqual(
      [],
    );
  });
});

describe('who may', () => {
  it("refuses another printer's records, a missing token, other types and admins without the permission", async () => {
    const mine = await create(owner.call, { ...member, fullName: 'Di Mine' });
    const shift = await owner.call('POST', '/api/printer/work-shifts', {
      name: 'Mine',
      type: 'FLEXIBLE',
      hoursPerDay: 4,
    });
    const shiftId = shift.body.data.id as string;
    // Another printer: not found.
    expect(
      (await other.call('PUT', `/api/printer/human-resources/${mine.id}`, member)).status,
    ).toBe(404);
    const shiftBody = { name: 'Theirs', type: 'FLEXIBLE', hoursPerDay: 2 };
    expect((await other.call('PUT', `/api/printer/work-shifts/${shiftId}`, shiftBody)).status).toBe(
      404,
    );
    expect((await other.call('DELETE', `/api/printer/work-shifts/${shiftId}`)).status).toBe(404);
    const theirList = await other.call('GET', '/api/printer/human-resources');
    expect(theirList.body.data.map((row: { id: string }) => row.id)).not.toContain(mine.id);
    const theirLog = await other.call(
      'GET',
      `/api/printer/staff-log?from=2026-01-01&to=2026-01-31&staffId=${mine.id}`,
    );
    expect(theirLog.body.data).toMatchObject({ days: [], staffTotal: 0 });

    const printerUrls = [
      'GET /api/printer/human-resources',
      'POST /api/printer/human-resources',
      `PUT /api/printer/human-resources/${mine.id}`,
      'GET /api/printer/human-resources/qr-cards',
      'GET /api/printer/work-shifts',
      'POST /api/printer/work-shifts',
      `PUT /api/printer/work-shifts/${shiftId}`,
      `DELETE /api/printer/work-shifts/${shiftId}`,
      'GET /api/printer/staff-log?from=2026-01-01&to=2026-01-31',
      'GET /api/printer/staff-log/export?from=2026-01-01&to=2026-01-31',
      'GET /api/printer/setting/email',
      'PUT /api/printer/setting/email',
      'GET /api/printer/setting/time-keeping',
      'PUT /api/printer/setting/time-keeping',
    ];
    const seller = as(ctx, (await newSeller(ctx)).session);
    for (const line of printerUrls) {
      const [method, url] = line.split(' ') as ['GET', string];
      // Without the owner's feature token.
      expect((await owner.plain(method, url, {})).status, line).toBe(403);
      expect((await seller(method, url, {})).status, line).toBe(403);
    }
    const adminUrls = [
      '/api/admin/printer-staff',
      '/api/admin/staff-time-tracking?from=2026-01-01&to=2026-01-31',
      '/api/admin/work-shifts',
    ];
    const stranger: Caller = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    for (const url of adminUrls) {
      expect((await stranger.get(url)).status, url).toBe(403);
      expect((await owner.plain.get(url)).status, url).toBe(403);
    }
    expect(
      (await owner.call('GET', '/api/printer/staff-log?from=2026-02-01&to=2026-01-01')).status,
    ).toBe(400);
    expect(
      (await owner.call('GET', '/api/printer/staff-log?from=2026-01-01&to=2026-06-01')).status,
    ).toBe(400);
  });

  it("lets an admin with the permission read every printer's staff, or one printer's", async () => {
    const mine = await create(owner.call, { ...member, fullName: 'Ed Everywhere' });
    const theirs = await create(other.call, { ...member, fullName: 'Flo Elsewhere' });
    const admin = as(ctx, await newAdmin(ctx, ['PRINTER_STAFF_ACCESS']));
    const all = await admin.get('/api/admin/printer-staff');
    expect(all.status).toBe(200);
    const ids = all.body.data.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    const one = await admin.get(`/api/admin/printer-staff?printerId=${other.id}`);
    expect(one.body.data.map((row: { id: string }) => row.id)).toEqual([theirs.id]);
    expect(one.body.data[0].printerName).toBeTruthy();
    const demo = as(ctx, await demoAdmin(ctx));
    expect((await demo.get(`/api/admin/work-shifts?printerId=${owner.id}`)).status).toBe(200);
  });
});
