import { staffQrValue } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestContext } from '../../test/harness';
import { staff } from './tables';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('human_resource_stats_updated', () => {
  it('tells the printer, and only the printer, when its staff checks in or out', async () => {
    const printer = await signIn(ctx.app, 'printer@demo.test');
    const other = await createUser(ctx, { type: 'PRINTER', isEnabledStaffManagement: true });
    const staffId = crypto.randomUUID();
    await ctx.database.db.insert(staff).values({
      id: staffId,
      printerId: printer.user.id,
      fullName: 'Lia Live',
      code: staffQrValue(staffId),
    });
    const sent = vi.spyOn(ctx.app.live, 'emitToUser');
    for (const type of ['checkin', 'checkout']) {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: '/api/printer/time-logs',
        headers: bearer(printer),
        payload: { code: staffQrValue(staffId), type, timezoneOffset: 0 },
      });
      expect(answer.statusCode).toBe(200);
    }
    const told = sent.mock.calls.filter(([, , event]) => event === 'human_resource_stats_updated');
    expect(told).toEqual([
      [
        'PRINTER',
        printer.user.id,
        'human_resource_stats_updated',
        {
          staffId,
          type: 'checkin',
          at: expect.any(String),
          stats: expect.objectContaining({ hasCheckedIn: true }),
        },
      ],
      [
        'PRINTER',
        printer.user.id,
        'human_resource_stats_updated',
        {
          staffId,
          type: 'checkout',
          at: expect.any(String),
          stats: expect.objectContaining({ hasCheckedIn: false }),
        },
      ],
    ]);
    expect(told.some(([, userId]) => userId === other.id)).toBe(false);
    sent.mockRestore();
  });
});
