import { and, eq, inArray } from 'drizzle-orm';
import type { ImportError } from '@platfox/domain';
import type { Db } from '../../platform/db';
import type { JobContext } from '../../platform/jobs';
import type { Actor } from '../auth/index';
import { orderItemsReadModel } from '../order-items/index';
import type { ImportReport } from './report';
const { orderItems, orderItemUnits } = orderItemsReadModel;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order items an import's lines name, by reference (an item id or a packing-slip code,
 * upper-cased), within the uploader's reach: a printer finds only the items routed to it, so
 * another printer's item reads as unknown; an admin finds any.
 */
export async function resolveItemRefs(
  db: Db,
  actor: Actor,
  itemRefs: readonly string[],
): Promise<Map<string, string>> {
  const scope = actor.type === 'PRINTER' ? eq(orderItems.printerId, actor.id) : undefined;
  const refs = [...new Set(itemRefs.map((ref) => ref.toUpperCase()))];
  const ids = refs.filter((ref) => UUID.test(ref)).map((ref) => ref.toLowerCase());
  const codes = refs.filter((ref) => !UUID.test(ref));
  const found = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(and(inArray(orderItems.id, ids.slice(i, i + 1000)), scope));
    for (const row of rows) found.set(row.id.toUpperCase(), row.id);
  }
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .selectDistinct({ code: orderItemUnits.code, id: orderItems.id })
      .from(orderItemUnits)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUnits.orderItemId))
      .where(and(inArray(orderItemUnits.code, codes.slice(i, i + 1000)), scope));
    for (const row of rows) found.set(row.code.toUpperCase(), row.id);
  }
  return found;
}

/** Progress is told every this many lines (and at the end). */
const PROGRESS_EVERY = 25;

/**
 * An item-by-item import's run (tracking codes, coming-stock dates): the lines' items resolved
 * within the uploader's reach, then each line applied in turn, in its own transaction (`apply`'s),
 * so a refused line takes no other with it. A line whose item is not found is refused with
 * `notFound`'s error. Progress counts the lines the sheet check already refused as done.
 */
export async function applyItemLines<Line extends { line: number; itemRef: string }>(
  db: Db,
  actor: Actor,
  lines: readonly Line[],
  report: ImportReport,
  { reportProgress, signal }: Pick<JobContext, 'reportProgress' | 'signal'>,
  notFound: (line: Line) => ImportError,
  apply: (itemId: string, line: Line) => Promise<void>,
): Promise<void> {
  const total = lines.length + report.failedLines;
  report.totalLines = total;
  reportProgress(0, total);
  const items = await resolveItemRefs(
    db,
    actor,
    lines.map((line) => line.itemRef),
  );
  let done = report.failedLines;
  for (const line of lines) {
    if (signal.aborted) throw new Error('The import was interrupted');
    const itemId = items.get(line.itemRef.toUpperCase());
    if (itemId) await apply(itemId, line);
    else report.refuse(line.line, [notFound(line)]);
    done += 1;
    if (done % PROGRESS_EVERY === 0) reportProgress(done, total);
  }
  reportProgress(total, total);
}
