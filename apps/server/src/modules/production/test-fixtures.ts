import { randomUUID } from 'node:crypto';
import { staffQrValue } from '@platfox/domain';
import type { TestContext } from '../../test/harness';
import { staff, staffTimeLogs } from '../staff/tables';

/*
 * Data of the printer floor's tests. Their orders are on the seeded demo catalogue, where the demo
 * printer (test/fixtures.ts) holds the only permission for "Classic T-Shirt", so every approved
 * item is routed to it.
 */

/** A staff member of the printer, checked in or not. */
export async function staffOf(ctx: TestContext, printerId: string, isCheckedIn: boolean) {
  const id = randomUUID();
  await ctx.database.db
    .insert(staff)
    .values({ id, printerId, fullName: `Staff ${id.slice(0, 4)}`, code: staffQrValue(id) });
  if (isCheckedIn)
    await ctx.database.db.insert(staffTimeLogs).values({ staffId: id, type: 'checkin' });
  return id;
}
