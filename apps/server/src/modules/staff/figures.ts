import type { StaffStats } from '@platfox/domain';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import { startOfLocalDay } from './service';
import { MAX_SHIFT_MS, sessionsOf, workedMinutes, type TimeLog } from './time-totals';

/**
 * The members' time logs from `logsFrom` (each in time order) and the units each moved since
 * `today` and since `lastHour`, in one statement: the order-items module answers it, as it owns
 * the floor's actions and may read this module's time logs (app wiring; no import back).
 */
export type FloorReadsOf = (
  db: Db,
  staffIds: readonly string[],
  since: { logsFrom: Date; today: Date; lastHour: Date },
) => Promise<{
  logs: Map<string, TimeLog[]>;
  counts: Map<string, { today: number; lastHour: number }>;
}>;

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
    private readonly floorReads: FloorReadsOf,
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
    const { logs: byStaff, counts } = await this.floorReads(this.db, staffIds, {
      // A session begun before today (a night shift) still works into today.
      logsFrom: new Date(today.getTime() - MAX_SHIFT_MS),
      today,
      lastHour,
    });
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
