import type { StaffStats } from '@platfox/domain';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import { startOfLocalDay } from './service';
import { timeLogsByStaff } from './time-logs';
import { MAX_SHIFT_MS, sessionsOf, workedMinutes } from './time-totals';

/** Units each member moved since two instants; the order-items module answers it (app wiring). */
export type ProcessCountsOf = (
  db: Db,
  staffIds: readonly string[],
  since: { today: Date; lastHour: Date },
) => Promise<Map<string, { today: number; lastHour: number }>>;

const HOUR_MS = 3_600_000;

/**
 * The live floor figures of staff (spec 03 section 3.1): who is in, units moved today and in the
 * last hour, minutes worked today and the speed, by the station's day. Read when asked (the staff
 * screen) and after each scan or time log (the human_resource_stats_updated event).
 */
export class StaffFigures {
  constructor(
    private readonly db: Db,
    private readonly live: Pick<Live, 'emitToUser'>,
    private readonly processCounts: ProcessCountsOf,
  ) {}

  async of(
    staffIds: readonly string[],
    timezoneOffset = 0,
    now = new Date(),
  ): Promise<Map<string, StaffStats>> {
    const today = startOfLocalDay(now, timezoneOffset);
    const lastHour = new Date(now.getTime() - HOUR_MS);
    const figures = new Map<string, StaffStats>();
    if (staffIds.length === 0) return figures;
    const [byStaff, counts] = await Promise.all([
      // A session begun before today (a night shift) still works into today.
      timeLogsByStaff(this.db, staffIds, new Date(today.getTime() - MAX_SHIFT_MS)),
      this.processCounts(this.db, staffIds, { today, lastHour }),
    ]);
    for (const staffId of staffIds) {
      const sessions = sessionsOf(byStaff.get(staffId) ?? [], now);
      const todayWork = workedMinutes(sessions, today.getTime(), now.getTime());
      const count = counts.get(staffId) ?? { today: 0, lastHour: 0 };
      figures.set(staffId, {
        hasCheckedIn: sessions.at(-1)?.isOpen ?? false,
        lastHourProcesses: count.lastHour,
        todayProcesses: count.today,
        todayWork,
        speedAvg: todayWork > 0 ? Math.round((count.today / todayWork) * 100) / 100 : 0,
        lastHourCheckPoint: lastHour.toISOString(),
        todayCheckPoint: today.toISOString(),
      });
    }
    return figures;
  }

  /**
   * Tells the printer's sessions a member's figures moved, after the commit. A scan leaves the
   * promise (it answers first); a time log awaits it, so its events keep their order. A failure
   * loses one update of a live screen, which the next scan or a reload repairs: logged, never
   * thrown.
   */
  announce(
    printerId: string,
    staffId: string,
    type: string,
    timezoneOffset = 0,
    log?: (error: unknown) => void,
  ): Promise<void> {
    const at = new Date();
    return this.of([staffId], timezoneOffset, at)
      .then((figures) => {
        const stats = figures.get(staffId);
        if (!stats) return;
        this.live.emitToUser('PRINTER', printerId, 'human_resource_stats_updated', {
          staffId,
          type,
          at: at.toISOString(),
          stats,
        });
      })
      .catch((error: unknown) => log?.(error));
  }
}
