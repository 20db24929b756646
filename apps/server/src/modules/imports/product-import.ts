import {
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_DESIGN_COLUMNS,
  PRODUCT_IMPORT_MAX_LINES,
  PRODUCT_IMPORT_MESSAGES,
  PRODUCT_IMPORT_SHEET,
  PRODUCT_MESSAGES,
  type ImportError,
  type UploadTypeItemType,
} from '@platfox/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import type { JobContext, JobOutcome } from '../../platform/jobs';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import {
  type CatalogImageService,
  type ProductService,
  type ProductTypeRow,
  type UploadTypeItemRow,
  catalogReadModel,
} from '../catalog/index';
import { fetchImage, ImageFetchError, type ImageFetchOptions } from './image-fetch';
import { parseProductLine, productLineError, type ProductLine } from './product-lines';
import { readQueuedLines, runQueuedImport, type SheetSpec } from './queued-file';
import { ImportReport } from './report';
import type { ImportQueueRow } from './tables';
const { products, productTypes, uploadTypeItems } = catalogReadModel;

type ColumnKey = (typeof PRODUCT_IMPORT_COLUMNS)[number]['key'];
type ProductTypeChoice = { row: ProductTypeRow; positions: UploadTypeItemRow[] };
type Catalogue = { byId: Map<string, ProductTypeChoice>; byName: Map<string, ProductTypeChoice[]> };

/** The sheet this import reads (queued-file.ts reads and checks it). */
const PRODUCT_SHEET: SheetSpec<ProductLine> = {
  sheet: PRODUCT_IMPORT_SHEET,
  columns: PRODUCT_IMPORT_COLUMNS,
  maxLines: PRODUCT_IMPORT_MAX_LINES,
  messages: PRODUCT_IMPORT_MESSAGES,
  parse: parseProductLine,
};
/** A refusal of the line: every problem, by column. */
class LineRefused extends Error {
  constructor(readonly errors: ImportError[]) {
    super('line refused');
  }
}

const designKey = (type: UploadTypeItemType) => PRODUCT_IMPORT_DESIGN_COLUMNS[type].key;

/**
 * The product-import job (kind PRODUCT, /s/product/import): reads the seller's file, resolves
 * each line's product type among the active ones, downloads its design and mockup URLs, uploads
 * them through the image service the product form uses (so the 150 dpi and art-work checks are
 * the same) and creates the product through the product service, as the seller. A line creates
 * its product or nothing; a refusal names its column. Products are created with the file's
 * SKUs, unique per seller: a re-run after a restart counts a SKU created since the import
 * started as done instead of making it twice.
 */
export class ProductImportJob {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly files: FileService,
    private readonly images: CatalogImageService,
    private readonly products: ProductService,
    private readonly actorOf: (userId: string) => Promise<Actor>,
    private readonly fetchOptions: ImageFetchOptions = {},
  ) {}

  private get queue() {
    return { db: this.db, live: this.live, actorOf: this.actorOf };
  }

  run(context: JobContext): Promise<JobOutcome> {
    return runQueuedImport(
      this.queue,
      context,
      (entry, actor, startedAt, { reportProgress, signal }) =>
        this.importFile(entry, actor, startedAt, reportProgress, signal),
    );
  }

  private async importFile(
    entry: ImportQueueRow,
    actor: Actor,
    startedAt: Date,
    reportProgress: JobContext['reportProgress'],
    signal: AbortSignal,
  ): Promise<ImportReport> {
    const report = new ImportReport();
    const lines = this.withoutRepeatedSkus(
      await readQueuedLines({ db: this.db, files: this.files }, entry, report, PRODUCT_SHEET),
      report,
    );
    const total = lines.length + report.failedLines;
    report.totalLines = total;
    reportProgress(0, total);
    const catalogue = await this.catalogue();
    const existing = await this.existingSkus(actor.id, lines);
    let done = report.failedLines;
    for (const line of lines) {
      if (signal.aborted) throw new Error('The import was interrupted');
      const before = existing.get(line.sku.toLowerCase());
      if (before && before >= startedAt) {
        report.created(1, 0); // made by this import before a restart
      } else if (before) {
        report.refuse(line.line, [productLineError(line.line, 'sku', PRODUCT_MESSAGES.skuTaken)]);
      } else {
        await this.importLine(actor, catalogue, line, report);
      }
      done += 1;
      reportProgress(done, total);
    }
    return report;
  }

  private async importLine(
    actor: Actor,
    catalogue: Catalogue,
    line: ProductLine,
    report: ImportReport,
  ): Promise<void> {
    try {
      const choice = this.productTypeOf(catalogue, line);
      const positions = this.positionsOf(choice, line);
      const printDesigns = await this.uploadDesigns(actor, line, positions);
      const mockupIds = await this.uploadMockups(actor, line);
      await this.products.create(actor, {
        productTypeId: choice.row.id,
        title: line.title,
        sku: line.sku,
        description: line.description,
        designDescription: line.designDescription,
        printDesigns,
        mockupIds,
      });
      report.created(1, 0);
    } catch (error) {
      if (error instanceof LineRefused) {
        report.refuse(line.line, error.errors);
        return;
      }
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      report.refuse(line.line, this.serviceErrors(line, error));
    }
  }

  private productTypeOf(catalogue: Catalogue, line: ProductLine): ProductTypeChoice {
    const refused = (message: string) =>
      new LineRefused([productLineError(line.line, 'productType', message)]);
    const byId = catalogue.byId.get(line.productType.toLowerCase());
    if (byId) return byId;
    const named = catalogue.byName.get(line.productType.trim().toLowerCase()) ?? [];
    if (named.length > 1) throw refused(PRODUCT_IMPORT_MESSAGES.productTypeAmbiguous);
    if (!named[0]) throw refused(PRODUCT_IMPORT_MESSAGES.productTypeNotFound);
    return named[0];
  }

  /**
   * Each design column's print position, checked before anything is downloaded: a URL for a
   * position the product type lacks, a required position left empty, the design description.
   */
  private positionsOf(
    choice: ProductTypeChoice,
    line: ProductLine,
  ): Map<UploadTypeItemType, UploadTypeItemRow> {
    const byType = new Map(choice.positions.map((position) => [position.type, position]));
    const given = new Set(line.designs.map((design) => design.type));
    const errors: ImportError[] = [];
    for (const design of line.designs) {
      if (!byType.has(design.type)) {
        errors.push(
          productLineError(line.line, designKey(design.type), PRODUCT_IMPORT_MESSAGES.noPosition),
        );
      }
    }
    for (const position of choice.positions) {
      if (position.isRequired && !given.has(position.type)) {
        errors.push(
          productLineError(
            line.line,
            designKey(position.type),
            PRODUCT_MESSAGES.requiredDesign(position.name),
          ),
        );
      }
    }
    if (line.designs.length === 0 && errors.length === 0) {
      errors.push(productLineError(line.line, null, PRODUCT_MESSAGES.uploadDesign));
    }
    if (choice.row.isRequiredProductDesignDescription && !line.designDescription) {
      errors.push(productLineError(line.line, 'designDescription', IMPORT_MESSAGES.required));
    }
    if (errors.length > 0) throw new LineRefused(errors);
    return byType;
  }

  /** Every design downloaded, then checked and stored as the seller's upload for its position. */
  private async uploadDesigns(
    actor: Actor,
    line: ProductLine,
    positions: Map<UploadTypeItemType, UploadTypeItemRow>,
  ): Promise<{ uploadTypeItemId: string; designId: string }[]> {
    const fetched = await this.fetchAll(
      line,
      line.designs.map((design) => ({ key: designKey(design.type), url: design.url })),
    );
    const errors: ImportError[] = [];
    const printDesigns: { uploadTypeItemId: string; designId: string }[] = [];
    for (const [index, design] of line.designs.entries()) {
      const position = positions.get(design.type)!;
      try {
        const image = await this.images.upload(actor, 'DESIGN', fetched[index]!, position.id);
        printDesigns.push({ uploadTypeItemId: position.id, designId: image.id });
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        errors.push(productLineError(line.line, designKey(design.type), error.message));
      }
    }
    if (errors.length > 0) throw new LineRefused(errors);
    return printDesigns;
  }

  private async uploadMockups(actor: Actor, line: ProductLine): Promise<string[]> {
    const fetched = await this.fetchAll(
      line,
      line.mockups.map((url) => ({ key: 'mockups' as const, url })),
    );
    const ids: string[] = [];
    for (const file of fetched) {
      try {
        ids.push((await this.images.upload(actor, 'MOCKUP', file)).id);
      } catch (error) {
        if (!(error instanceof HttpError) || error.status >= 500) throw error;
        throw new LineRefused([productLineError(line.line, 'mockups', error.message)]);
      }
    }
    return ids;
  }

  /** The line's URLs downloaded side by side; any failure refuses the line, by column. */
  private async fetchAll(line: ProductLine, urls: { key: ColumnKey; url: string }[]) {
    const results = await Promise.allSettled(
      urls.map(({ url }) => fetchImage(url, this.fetchOptions)),
    );
    const errors: ImportError[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      if (!(result.reason instanceof ImageFetchError)) throw result.reason;
      errors.push(productLineError(line.line, urls[index]!.key, result.reason.message));
    });
    if (errors.length > 0) throw new LineRefused(errors);
    return results.map(
      (result) => (result as PromiseFulfilledResult<{ name: string; bytes: Buffer }>).value,
    );
  }

  /** The product service's field refusals, told on the column each field came from. */
  private serviceErrors(line: ProductLine, error: HttpError): ImportError[] {
    const columnOf = (field: string): ColumnKey | null => {
      const [head, index] = field.split('.');
      if (head === 'sku' || head === 'title' || head === 'description') return head;
      if (head === 'designDescription') return 'designDescription';
      if (head === 'productTypeId') return 'productType';
      if (head === 'mockupIds') return 'mockups';
      const design = head === 'printDesigns' && index ? line.designs[Number(index)] : undefined;
      return design ? designKey(design.type) : null;
    };
    const fields = Object.entries(error.errors);
    if (fields.length === 0) return [productLineError(line.line, null, error.message)];
    return fields.map(([field, message]) => productLineError(line.line, columnOf(field), message));
  }

  /** A SKU may appear once in a file: the later lines with it are refused. */
  private withoutRepeatedSkus(lines: ProductLine[], report: ImportReport): ProductLine[] {
    const first = new Map<string, number>();
    return lines.filter((line) => {
      const sku = line.sku.toLowerCase();
      const seen = first.get(sku);
      if (seen === undefined) {
        first.set(sku, line.line);
        return true;
      }
      report.refuse(line.line, [
        productLineError(line.line, 'sku', PRODUCT_IMPORT_MESSAGES.skuRepeated(seen)),
      ]);
      return false;
    });
  }

  /** The product types open to new products, by id and by name (lower-cased). */
  private async catalogue(): Promise<Catalogue> {
    const types = await this.db
      .select()
      .from(productTypes)
      .where(
        and(
          eq(productTypes.status, 'ACTIVATED'),
          eq(productTypes.isDisableCreateNewProduct, false),
        ),
      );
    const uploadTypeIds = [...new Set(types.map((type) => type.uploadTypeId))];
    const positions = uploadTypeIds.length
      ? await this.db
          .select()
          .from(uploadTypeItems)
          .where(inArray(uploadTypeItems.uploadTypeId, uploadTypeIds))
      : [];
    const byId = new Map<string, ProductTypeChoice>();
    const byName = new Map<string, ProductTypeChoice[]>();
    for (const row of types) {
      const choice = {
        row,
        positions: positions.filter((position) => position.uploadTypeId === row.uploadTypeId),
      };
      byId.set(row.id.toLowerCase(), choice);
      const name = row.name.trim().toLowerCase();
      byName.set(name, [...(byName.get(name) ?? []), choice]);
    }
    return { byId, byName };
  }

  /** The seller's products already holding one of the file's SKUs, with when each was made. */
  private async existingSkus(sellerId: string, lines: ProductLine[]): Promise<Map<string, Date>> {
    const found = new Map<string, Date>();
    const skus = lines.map((line) => line.sku.toLowerCase());
    for (let i = 0; i < skus.length; i += 1000) {
      const rows = await this.db
        .select({ sku: products.sku, createdAt: products.createdAt })
        .from(products)
        .where(
          and(
            eq(products.sellerId, sellerId),
            // SKUs are unique per seller whatever their case (products_seller_sku_unique).
            inArray(sql`lower(${products.sku})`, skus.slice(i, i + 1000)),
          ),
        );
      for (const row of rows) found.set(row.sku.toLowerCase(), row.createdAt);
    }
    return found;
  }
}
