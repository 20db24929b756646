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
 * How long a printer's scans gather before their figures are read and sent: a station scans
 * several units a second, and each announced on its own cost a read of the figures per scan (p95
 * 2.1 ms, bench/people.ts) and an event per scan that the staff screen redraws. A tenth of a
 * second is under what a watcher notices, and a burst of scans then costs one read and one event
 * per member.
 */
export const FIGURES_GATHER_MS = 100;

type Gathered = { type: string; timezoneOffset: number };

/**
 * The live floor figures of staff (spec 03 section 3.1): who is in, units moved today and in the
 * last hour, minutes worked today and the speed, by the station's day. Read when asked (the staff
 * screen) and after each scan or time log (the human_resource_stats_updated event).
 */
export class StaffFigures {
  /** Per printer, the members whose figures moved since the last send, with their last scan. */
  private readonly gathering = new Map<string, Map<string, Gathered>>();

  constructor(
    private readonly db: Db,
    private readonly live: Pick<Live, 'emitToUser'>,
    private readonly floorReads: FloorReadsOf,
    private readonly gatherMs = FIGURES_GATHER_MS,
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

  /**
   * A scan's announcement, off its answer: the member joins the printer's gathering, and
   * FIGURES_GATHER_MS after the first scan of a burst one statement reads every gathered member's
   * figures and one event a member goes out (the member's last scan names the type). Never
   * awaited by the scan; a failure loses one update, which the next scan repairs (logged).
   */
  gather(
    printerId: string,
    staffId: string,
    type: string,
    timezoneOffset = 0,
    log?: (error: unknown) => void,
  ): void {
    let members = this.gathering.get(printerId);
    if (!members) {
      members = new Map();
      this.gathering.set(printerId, members);
      // unref: a pending send never holds a stopping process open.
      setTimeout(() => void this.sendGathered(printerId, log), this.gatherMs).unref();
    }
    members.set(staffId, { type, timezoneOffset });
  }

  private async sendGathered(printerId: string, log?: (error: unknown) => void) {
    const members = this.gathering.get(printerId);
    this.gathering.delete(printerId);
    if (!members) return;
    // One read per station clock (the day's start is the station's), nearly always one.
    const byOffset = new Map<number, string[]>();
    for (const [staffId, { timezoneOffset }] of members) {
      byOffset.set(timezoneOffset, [...(byOffset.get(timezoneOffset) ?? []), staffId]);
    }
    const at = new Date();
    for (const [offset, staffIds] of byOffset) {
      try {
        const figures = await this.of(staffIds, offset, at);
        for (const staffId of staffIds) {
          const stats = figures.get(staffId);
          if (!stats) continue;
          this.live.emitToUser('PRINTER', printerId, 'human_resource_stats_updated', {
            staffId,
            type: members.get(staffId)!.type,
            at: at.toISOString(),
            stats,
          });
        }
      } catch (error) {
        log?.(error);
      }
    }
  }
}
