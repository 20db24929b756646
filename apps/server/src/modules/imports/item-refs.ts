import { and, eq, inArray } from 'drizzle-orm';
import type { ImportError } from '@platfox/domain';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import type { Actor } from '../auth/index';
import { orderItemsReadModel } from '../order-items/index';
import { readQueuedLines, runQueuedImport, type QueueDeps, type SheetSpec } from './queued-file';
import { ImportReport } from './report';
import type { ImportQueueRow } from './tables';
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

/** What an item-by-item import does with each of its lines (tracking codes, coming-stock dates). */
export type ItemLineImport<Line extends { line: number; itemRef: string }> = {
  sheet: SheetSpec<Line>;
  /** The line's error when its item is not found within the uploader's reach. */
  notFound: (line: Line) => ImportError;
  /**
   * The line's change to its item, by the uploader (no address: a job), in a transaction of its
   * own; what it answers are the line's warnings.
   */
  change: (by: { actor: Actor; ip: null }, itemId: string, line: Line) => Promise<ImportError[]>;
  /** The line's error when the change is refused (a 4xx from the service). */
  refusal: (line: Line, error: HttpError) => ImportError;
};

/** An item-by-item import's job run: the queued file's entry, as the uploader. */
export function runItemLineImport<Line extends { line: number; itemRef: string }>(
  deps: QueueDeps & { files: FileService },
  context: JobContext,
  spec: ItemLineImport<Line>,
): Promise<JobOutcome> {
  return runQueuedImport(deps, context, (entry, actor, _startedAt, job) =>
    importItemLines(deps, entry, actor, job, spec),
  );
}

/**
 * An item-by-item import's file: its lines read and checked, their items resolved within
 * the uploader's reach, then each line applied in turn, in its own transaction (`change`'s), so
 * a refused line takes no other with it; a server error (5xx, or not an HttpError) stops the
 * import. Progress counts the lines the sheet check already refused as done.
 */
async function importItemLines<Line extends { line: number; itemRef: string }>(
  deps: { db: Db; files: FileService },
  entry: ImportQueueRow,
  actor: Actor,
  { reportProgress, signal }: Pick<JobContext, 'reportProgress' | 'signal'>,
  { sheet, notFound, change, refusal }: ItemLineImport<Line>,
): Promise<ImportReport> {
  const report = new ImportReport();
  const lines = await readQueuedLines(deps, entry, report, sheet);
  const total = lines.length + report.failedLines;
  report.totalLines = total;
  reportProgress(0, total);
  const items = await resolveItemRefs(
    deps.db,
    actor,
    lines.map((line) => line.itemRef),
  );
  const by = { actor, ip: null };
  let done = report.failedLines;
  for (const line of lines) {
    if (signal.aborted) throw new Error('The import was interrupted');
    const itemId = items.get(line.itemRef.toUpperCase());
    if (itemId) await applyLine(report, line, () => change(by, itemId, line), refusal);
    else report.refuse(line.line, [notFound(line)]);
    done += 1;
    if (done % PROGRESS_EVERY === 0) reportProgress(done, total);
  }
  reportProgress(total, total);
  return report;
}

async function applyLine<Line extends { line: number }>(
  report: ImportReport,
  line: Line,
  change: () => Promise<ImportError[]>,
  refusal: (line: Line, error: HttpError) => ImportError,
): Promise<void> {
  try {
    const warnings = await change();
    report.created(1, 0);
    for (const warning of warnings) report.warn(warning);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    report.refuse(line.line, [refusal(line, error)]);
  }
}
