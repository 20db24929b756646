import { ORDER_IMPORT_MAX_ERRORS, type ImportError } from '@platfox/domain';
import { lineError, type ParsedLine } from './lines';

/**
 * What an import tells the seller: the counts, and each refused line with its sheet, column and
 * reason. The kept errors are capped (a broken 50,000-line file would otherwise be one huge row);
 * the counts stay exact.
 */
export class ImportReport {
  totalLines = 0;
  createdLines = 0;
  createdOrders = 0;
  private readonly errors: ImportError[] = [];
  private readonly failed = new Set<number>();
  private readonly refusedReferences = new Set<string>();

  get failedLines(): number {
    return this.failed.size;
  }

  /** A line refused; its order (by reference, when known) is refused with it. */
  refuse(line: number, errors: ImportError[], reference?: string): void {
    this.failed.add(line);
    if (reference) this.refusedReferences.add(reference);
    for (const error of errors) {
      if (this.errors.length < ORDER_IMPORT_MAX_ERRORS) this.errors.push(error);
    }
  }

  /** A note on a line that was imported anyway: kept with the errors, not counted as failed. */
  warn(error: ImportError): void {
    if (this.errors.length < ORDER_IMPORT_MAX_ERRORS)
      this.errors.push({ ...error, isWarning: true });
  }

  refuseAll(lines: readonly ParsedLine[], message: string): void {
    for (const line of lines) {
      this.refuse(line.line, [lineError(line.line, 'reference', message)], line.reference);
    }
  }

  hasReference(reference: string): boolean {
    return this.refusedReferences.has(reference);
  }

  created(lines: number, orders = 1): void {
    this.createdLines += lines;
    this.createdOrders += orders;
  }

  counts() {
    const errors = [...this.errors].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return {
      totalLines: this.totalLines,
      createdLines: this.createdLines,
      failedLines: this.failedLines,
      createdOrders: this.createdOrders,
      errors,
    };
  }
}
