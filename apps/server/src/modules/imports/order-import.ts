import {
  IMPORT_MESSAGES,
  isSameAddress,
  MAX_ORDER_LINES,
  ORDER_IMPORT_MAX_LINES,
  type ImportError,
  type OrderCart,
} from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { files } from '../../platform/files/tables';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import { type Live, announceListChange } from '../../platform/live';
import type { Actor } from '../auth/index';
import type { ShippingPriceService } from '../catalog/index';
import {
  priceCart,
  type PricedCart,
  productFacts,
  type ProductFacts,
  saveDrafts,
} from '../orders/index';
import { findItem, itemsOfTypes, sellerProducts } from './catalog';
import { checkHeader, lineError, parseLine, type ParsedLine } from './lines';
import { ImportFileError, readSheet, type SpreadsheetFormat } from './reader';
import { ImportPriceSheets } from './price-sheets';
import { ImportReport } from './report';
import { importQueueOrders, importQueues, type ImportQueueRow } from './tables';

/** A line ready for the cart: its product and item resolved. */
type ResolvedLine = ParsedLine & { productId: string; productTypeItemId: string };
type OrderGroup = { reference: string; lines: ResolvedLine[] };
type PricedGroup = { group: OrderGroup; cart: OrderCart; priced: PricedCart };

/** The drafts of a spreadsheet import. */
const IMPORTED = { kind: 'IMPORT' } as const;

/** Orders written per transaction (three statements each batch), by default. */
const WRITE_BATCH = 200;

/** Which column a refusal of priceCart names (its error keys are the cart's paths). */
const CART_FIELD_COLUMN = {
  productId: 'product',
  productTypeItemId: 'item',
} as const;

/**
 * The order-import job (spec 03 section 3.5, kind ORDER): reads the seller's file as a stream,
 * checks the template's sheet and columns, checks every line, groups lines into orders by the
 * order reference and creates each valid order as a draft through the orders module (priceCart,
 * saveDrafts): the seller reviews and places them from the draft list, which charges the
 * balance. An order with a refused line is not created at all; every refusal names its sheet,
 * column and line. Re-running after a restart skips the references created before.
 */
export class OrderImportJob {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly files: FileService,
    private readonly actorOf: (userId: string) => Promise<Actor>,
    private readonly writeBatch = WRITE_BATCH,
  ) {}

  async run({ job, reportProgress, signal }: JobContext): Promise<JobOutcome> {
    const importId = String(job.payload.importQueueId);
    const [entry] = await this.db.select().from(importQueues).where(eq(importQueues.id, importId));
    if (!entry) throw new Error('The import was not found');
    await this.setStatus(entry, { status: 'PROCESSING', startedAt: entry.startedAt ?? new Date() });
    try {
      const report = await this.importFile(entry, reportProgress, signal);
      const status = report.failedLines > 0 ? 'FINISHED_WITH_ERRORS' : 'FINISHED';
      await this.setStatus(entry, { status, finishedAt: new Date(), ...report.counts() });
      return {
        result: { importQueueId: entry.id, ...report.counts() },
        hasErrors: report.failedLines > 0,
      };
    } catch (error) {
      if (signal.aborted) {
        // Given back to the queue: the next run picks up where this one stopped.
        await this.setStatus(entry, { status: 'PENDING' });
        throw error;
      }
      const message =
        error instanceof ImportFileError ? error.message : 'The import failed unexpectedly';
      await this.setStatus(entry, { status: 'FAIL', message, finishedAt: new Date() });
      throw error instanceof ImportFileError ? error : new Error(message, { cause: error });
    }
  }

  private async importFile(
    entry: ImportQueueRow,
    reportProgress: JobContext['reportProgress'],
    signal: AbortSignal,
  ): Promise<ImportReport> {
    const actor = await this.actorOf(entry.ownerId);
    const report = new ImportReport();
    const parsed = await this.readLines(entry, report);
    const total = parsed.length + report.failedLines;
    report.totalLines = total;
    reportProgress(0, total);

    const done = await this.db
      .select()
      .from(importQueueOrders)
      .where(eq(importQueueOrders.importQueueId, entry.id));
    const created = new Map(done.map((row) => [row.reference, row]));
    const groups = await this.resolve(actor.id, parsed, report, created);
    const sheets = new ImportPriceSheets(this.db, this.live);
    // Every product of the file read once: pricing thousands of carts then reads nothing more.
    const facts = await productFacts(
      this.db,
      actor.id,
      groups.flatMap((group) => group.lines.map((line) => line.productId)),
    );
    let progress = report.failedLines;
    const newOrders: string[] = [];
    let pending: PricedGroup[] = [];
    let pendingLines = 0;
    const flush = async () => {
      newOrders.push(...(await this.writeOrders(entry, actor, pending, report)));
      progress += pendingLines;
      pending = [];
      pendingLines = 0;
      reportProgress(progress, total);
    };
    for (const group of groups) {
      if (signal.aborted) throw new Error('The import was interrupted');
      pendingLines += group.lines.length;
      const before = created.get(group.reference);
      if (before) {
        report.created(before.lines);
      } else {
        const priced = await this.price(actor, group, report, sheets, facts);
        if (priced) pending.push(priced);
      }
      if (pending.length >= this.writeBatch) await flush();
    }
    await flush();
    if (newOrders.length > 0) {
      const owners = [{ type: 'SELLER' as const, id: actor.id }];
      announceListChange(this.live, { model: 'order', kind: 'created', ids: newOrders, owners });
    }
    return report;
  }

  /** Every line of the file checked for shapes; refused lines go to the report. */
  private async readLines(entry: ImportQueueRow, report: ImportReport): Promise<ParsedLine[]> {
    const [file] = entry.fileId
      ? await this.db.select().from(files).where(eq(files.id, entry.fileId))
      : [];
    if (!file) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
    const format: SpreadsheetFormat = file.contentType.includes('csv') ? 'csv' : 'xlsx';
    const content = await this.files.store.get(file.storageKey);
    const lines: ParsedLine[] = [];
    let isHeader = true;
    let count = 0;
    for await (const row of readSheet(content, format)) {
      if (isHeader) {
        checkHeader(row);
        isHeader = false;
        continue;
      }
      count += 1;
      if (count > ORDER_IMPORT_MAX_LINES) {
        content.destroy();
        throw new ImportFileError(IMPORT_MESSAGES.tooManyLines);
      }
      const result = parseLine(row);
      if (Array.isArray(result)) report.refuse(row.line, result, row.cells[0]);
      else lines.push(result);
    }
    if (isHeader) throw new ImportFileError(IMPORT_MESSAGES.unreadable);
    if (count === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
    return lines;
  }

  /**
   * Products and items resolved, lines grouped by reference; an order with any refused line
   * (here or when its shape was read) is refused whole.
   */
  private async resolve(
    sellerId: string,
    lines: ParsedLine[],
    report: ImportReport,
    created: ReadonlyMap<string, unknown>,
  ): Promise<OrderGroup[]> {
    const productsByRef = await sellerProducts(
      this.db,
      sellerId,
      lines.map((line) => line.product),
    );
    const productOf = (ref: string) => productsByRef.get(ref.toLowerCase());
    const typeIds = lines.flatMap((line) => productOf(line.product)?.productTypeId ?? []);
    const items = await itemsOfTypes(this.db, typeIds);

    const groups = new Map<string, OrderGroup>();
    for (const line of lines) {
      const group = groups.get(line.reference) ?? { reference: line.reference, lines: [] };
      groups.set(line.reference, group);
      const product = productOf(line.product);
      if (!product) {
        report.refuse(
          line.line,
          [lineError(line.line, 'product', IMPORT_MESSAGES.productNotFound)],
          line.reference,
        );
        continue;
      }
      const itemId = findItem(items.get(product.productTypeId), line.item);
      if (!itemId) {
        report.refuse(
          line.line,
          [lineError(line.line, 'item', IMPORT_MESSAGES.itemNotFound)],
          line.reference,
        );
        continue;
      }
      const first = group.lines[0];
      if (first && !isSameAddress(first.address, line.address)) {
        report.refuse(
          line.line,
          [lineError(line.line, 'street', IMPORT_MESSAGES.addressDiffers)],
          line.reference,
        );
        continue;
      }
      if (first && first.shipping !== line.shipping) {
        report.refuse(
          line.line,
          [lineError(line.line, 'shipping', IMPORT_MESSAGES.shippingDiffers)],
          line.reference,
        );
        continue;
      }
      group.lines.push({ ...line, productId: product.id, productTypeItemId: itemId });
    }
    const valid: OrderGroup[] = [];
    for (const group of groups.values()) {
      // Created by an earlier run of this job (a restart): counted, never created again.
      if (created.has(group.reference)) {
        valid.push(group);
      } else if (group.lines.length > MAX_ORDER_LINES) {
        report.refuseAll(group.lines, IMPORT_MESSAGES.tooManyOrderLines);
      } else if (report.hasReference(group.reference)) {
        report.refuseAll(group.lines, IMPORT_MESSAGES.orderRefused);
      } else {
        valid.push(group);
      }
    }
    return valid;
  }

  /** The group's cart priced by the orders module; a refusal is reported line by line. */
  private async price(
    actor: Actor,
    group: OrderGroup,
    report: ImportReport,
    sheets: ShippingPriceService,
    facts: ProductFacts,
  ): Promise<PricedGroup | null> {
    const first = group.lines[0]!;
    const cart: OrderCart = {
      lines: group.lines.map((line) => ({
        productId: line.productId,
        productTypeItemId: line.productTypeItemId,
        quantity: line.quantity,
      })),
      address: first.address,
      isFastShipping: first.shipping === 'FAST',
      isLocalPickup: first.shipping === 'LOCAL_PICKUP',
      note: first.note,
    };
    try {
      return { group, cart, priced: await priceCart(this.db, sheets, actor.id, cart, facts) };
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 400) throw error;
      this.refuseOrder(group, error, report);
      return null;
    }
  }

  /**
   * Priced orders written as drafts, each with its mark on the import, several per transaction
   * (a commit per order would dominate a large file). If a batch fails, its orders are written
   * one transaction each, so one bad order never takes others with it or is half-written.
   */
  private async writeOrders(
    entry: ImportQueueRow,
    actor: Actor,
    batch: readonly PricedGroup[],
    report: ImportReport,
  ): Promise<string[]> {
    if (batch.length === 0) return [];
    const write = (groups: readonly PricedGroup[]) =>
      this.db.transaction(async (tx) => {
        const orders = await saveDrafts(
          tx,
          { actor, ip: null },
          groups.map(({ cart, priced }) => ({ origin: IMPORTED, cart, priced })),
        );
        const marks = groups.map(({ group }, index) => ({
          importQueueId: entry.id,
          reference: group.reference,
          orderId: orders[index]!.id,
          lines: group.lines.length,
        }));
        // The marks commit with their orders: a re-run finds exactly what this batch wrote.
        await tx.insert(importQueueOrders).values(marks);
        return marks.map((mark) => mark.orderId);
      });
    let ids: string[];
    try {
      ids = await write(batch);
    } catch (error) {
      if (batch.length === 1) throw error;
      ids = [];
      for (const one of batch) ids.push(...(await write([one])));
    }
    for (const { group } of batch) report.created(group.lines.length, 1);
    return ids;
  }

  /** The orders module's refusal told line by line: the named line gets the reason. */
  private refuseOrder(group: OrderGroup, error: HttpError, report: ImportReport): void {
    const named = new Map<number, ImportError>();
    for (const [path, message] of Object.entries(error.errors ?? {})) {
      const [head, index, field] = path.split('.');
      if (head === 'lines') {
        const line = group.lines[Number(index)];
        const column = CART_FIELD_COLUMN[field as keyof typeof CART_FIELD_COLUMN] ?? null;
        if (line) named.set(line.line, lineError(line.line, column, message));
      } else if (head === 'address') {
        const line = group.lines[0]!;
        // "address.state": the second part names the field.
        named.set(line.line, lineError(line.line, index === 'state' ? 'state' : null, message));
      }
    }
    for (const line of group.lines) {
      const own = named.get(line.line);
      const reason =
        own ??
        lineError(
          line.line,
          'reference',
          named.size > 0 ? IMPORT_MESSAGES.orderRefused : error.message,
        );
      report.refuse(line.line, [reason], group.reference);
    }
  }

  private async setStatus(
    entry: ImportQueueRow,
    changes: Partial<Omit<ImportQueueRow, 'id' | 'ownerId'>>,
  ): Promise<void> {
    await this.db.update(importQueues).set(changes).where(eq(importQueues.id, entry.id));
    const owners = [{ type: 'SELLER' as const, id: entry.ownerId }];
    announceListChange(this.live, {
      model: 'import-queue',
      kind: 'updated',
      ids: [entry.id],
      owners,
    });
  }
}
