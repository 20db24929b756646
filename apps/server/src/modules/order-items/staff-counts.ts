import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db';
import { staffReadModel, type TimeLog } from '../staff/index';
import { orderItemActionLogs } from './tables';

export type ProcessCounts = { today: number; lastHour: number };

export type StaffFloorReads = {
  /** Each member's time logs from `logsFrom`, in time order. */
  logs: Map<string, TimeLog[]>;
  /** Units each member moved since `today` and since `lastHour`. */
  counts: Map<string, ProcessCounts>;
};

type Row = {
  staffId: string;
  type: TimeLog['type'] | null;
  at: number | string | null;
  timezoneOffset: number | null;
  today: number | null;
  lastHour: number | null;
};

/**
 * What the live staff figures are made of (issue 33), in one statement: a scan announces them,
 * and two queries side by side cost two round trips and two pooled connections per scan.
 *  - the members' time logs from `logsFrom` (one range of staff_time_logs_staff_idx a member);
 *  - the units they moved on the floor since `today` and since `lastHour`: the actions log's unit
 *    rows (an item-wide change, such as tracking, has no unit), one index-only range a member
 *    (order_item_action_logs_staff_idx, which holds only unit rows).
 * The two are stacked (union all): a count row has no log type. Times arrive as epoch
 * milliseconds, which both drivers give as numbers.
 */
export async function staffFloorReads(
  db: Db,
  staffIds: readonly string[],
  since: { logsFrom: Date; today: Date; lastHour: Date },
): Promise<StaffFloorReads> {
  const reads: StaffFloorReads = { logs: new Map(), counts: new Map() };
  if (staffIds.length === 0) return reads;
  const logs = staffReadModel.staffTimeLogs;
  const actions = orderItemActionLogs;
  const ids = sql.join(
    staffIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const today = since.today.toISOString();
  const lastHour = since.lastHour.toISOString();
  const countsFrom = since.today < since.lastHour ? today : lastHour;
  const result = await db.execute(sql`
    select ${logs.staffId} as "staffId", ${logs.type} as "type",
           (extract(epoch from ${logs.createdAt}) * 1000)::float8 as "at",
           ${logs.timezoneOffset} as "timezoneOffset", null::int as "today",
           null::int as "lastHour"
      from ${logs}
     where ${logs.staffId} in (${ids}) and ${logs.createdAt} >= ${since.logsFrom.toISOString()}::timestamptz
    union all
    select ${actions.staffId}, null, null, null,
           (count(*) filter (where ${actions.createdAt} >= ${today}::timestamptz))::int,
           (count(*) filter (where ${actions.createdAt} >= ${lastHour}::timestamptz))::int
      from ${actions}
     where ${actions.staffId} in (${ids}) and ${actions.createdAt} >= ${countsFrom}::timestamptz
       and ${actions.qtyIndex} is not null
     group by ${actions.staffId}
     order by "staffId", "at"`);
  const rows = rowsOf<Row>(result);
  for (const row of rows) {
    if (row.type === null) {
      reads.counts.set(row.staffId, { today: row.today ?? 0, lastHour: row.lastHour ?? 0 });
      continue;
    }
    const log = {
      type: row.type,
      at: new Date(Number(row.at)),
      timezoneOffset: Number(row.timezoneOffset ?? 0),
    };
    const list = reads.logs.get(row.staffId);
    if (list) list.push(log);
    else reads.logs.set(row.staffId, [log]);
  }
  return reads;
}
