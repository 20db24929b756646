import pg from 'pg';
import type { Actor } from '../../apps/server/src/platform/actor';
import type { Db } from '../../apps/server/src/platform/db';
import { staffFloorReads } from '../../apps/server/src/modules/order-items/index';
import { ProductionService } from '../../apps/server/src/modules/production/service';
import { FIGURES_GATHER_MS, StaffFigures } from '../../apps/server/src/modules/staff/figures';
import { percentile, silentLive, type Figures } from './server';

/**
 * Issue 33's figure, "the staff-stats live event adds under 2 ms to a scan's server time": the
 * scan's use case called in this process on the bench database (no HTTP, no other load of the
 * bench's own), `runs` scans in each of three ways, one after the other:
 *  - none: no staff figures at all (the scan alone);
 *  - gathered: as the server runs, the figures gathered per printer and sent after the answer;
 *  - on the answer: the figures read before the scan answers, as before issue 33's change.
 * For each: the answer's p50/p95 and this process's CPU per scan, the gathered sends' reads
 * included (the phase waits for the last gathering to be sent).
 */
export async function scanFiguresCost(
  db: Db,
  scan: { printerId: string; staffId: string; nextCode: () => string; runs: number },
): Promise<Figures> {
  const by = { actor: { id: scan.printerId, type: 'PRINTER' } as Actor, ip: '127.0.0.1' };
  const figures = new StaffFigures(db, silentLive, staffFloorReads);
  const ways = {
    none: new ProductionService(db, silentLive),
    gathered: new ProductionService(db, silentLive, figures),
    'on the answer': new ProductionService(db, silentLive, {
      // The figures read and sent before the scan answers: the cost the answer used to carry.
      gather: () => undefined,
    }),
  };
  // Warm: the statements prepared on the pool's connections and the code compiled.
  for (let warm = 0; warm < 100; warm += 1) {
    await ways.none.scan(by, {
      code: `${scan.nextCode()}_1`,
      action: 'pick',
      staffId: scan.staffId,
    });
  }
  const result: Figures = {};
  const answers: Record<string, number[]> = {};
  // Round trips: every statement the driver sends (BEGIN and COMMIT included) is one.
  const query = pg.Client.prototype.query;
  let statements = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements += 1;
    return (query as (...given: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  for (const [way, production] of Object.entries(ways)) {
    const times: number[] = [];
    statements = 0;
    const cpu = process.cpuUsage();
    for (let run = 0; run < scan.runs; run += 1) {
      const started = performance.now();
      await production.scan(by, {
        code: `${scan.nextCode()}_1`,
        action: 'pick',
        staffId: scan.staffId,
      });
      if (way === 'on the answer') await figures.of([scan.staffId]);
      times.push(performance.now() - started);
    }
    // The last gathering's read and send belong to these scans.
    if (way === 'gathered')
      await new Promise((resolve) => setTimeout(resolve, FIGURES_GATHER_MS * 3));
    const used = process.cpuUsage(cpu);
    answers[way] = times;
    result[`scan's server time in process, staff figures ${way}: p50 / p95 of the answer`] =
      `${percentile(times, 50).toFixed(2)} / ${percentile(times, 95).toFixed(2)} ms`;
    result[`scan's server time in process, staff figures ${way}: CPU per scan`] =
      `${((used.user + used.system) / 1000 / scan.runs).toFixed(2)} ms, ${(statements / scan.runs).toFixed(2)} round trips`;
  }
  pg.Client.prototype.query = query;
  const added = (way: string) =>
    `p50 ${(percentile(answers[way]!, 50) - percentile(answers.none!, 50)).toFixed(2)} ms, p95 ${(percentile(answers[way]!, 95) - percentile(answers.none!, 95)).toFixed(2)} ms`;
  result[`staff figures event: added to a scan's answer, gathered (goal < 2 ms)`] =
    added('gathered');
  result[`staff figures event: added to a scan's answer, on the answer (before)`] =
    added('on the answer');
  return result;
}
