import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { onFirstUse } from '../../platform/on-first-use';

/*
 * One sheet of an XLSX file, read row by row by exceljs's worksheet reader, with the archive
 * opened through its central directory (yauzl) instead of exceljs's single streaming pass.
 *
 * Why: exceljs 4.4's stream.xlsx.WorkbookReader reads the zip with unzipper's streaming Parse and
 * pauses the entry stream between chunks; unzipper ends a paused entry while data is still due,
 * so an entry is sometimes dropped (exceljs issue #3064, open; fix proposed in PR #3065, the same
 * central-directory read as here). A dropped workbook.xml or sheet reads as "unreadable" on a
 * good file, at random and more often on a busy machine: our CI saw it on a coming-date import.
 * Opened by name, the parts the sheet needs (relationships, workbook, shared strings) are parsed
 * first and completely, and the sheet is streamed from its own inflating stream, which pauses
 * like any Node stream. exceljs keeps turning XML into cell values (shared strings, dates, rich
 * text), so the rows are the same as before.
 */

const exceljs = onFirstUse<typeof ExcelJS>('exceljs');

/** The parts of exceljs's workbook reader driven here (internal, pinned by the lockfile). */
type WorkbookParts = {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: unknown }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { name: string; rId: string }[] };
};

export type WorksheetRows = AsyncIterable<ExcelJS.Row>;

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** Every entry of the archive by its name, read from the central directory. */
const entriesOf = (zip: yauzl.ZipFile) =>
  new Promise<Map<string, yauzl.Entry>>((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('error', reject).on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });

const streamOf = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/** "worksheets/sheet1.xml" or "/xl/worksheets/sheet1.xml": the sheet's number, if it is one. */
const sheetNumberOf = (target: string) => /(?:^|\/)worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1];

/**
 * The rows of the sheet named `name`, or null when the workbook has no such sheet. A broken
 * archive or XML rejects; the caller says the file is unreadable. The zip is closed once the
 * rows are read (or the reading stops).
 */
export async function openWorksheet(bytes: Buffer, name: string): Promise<WorksheetRows | null> {
  const zip = await openZip(bytes);
  let isHandedOver = false;
  try {
    const entries = await entriesOf(zip);
    const part = async (path: string) => {
      const entry = entries.get(path);
      return entry ? streamOf(zip, entry) : null;
    };
    const reader = new (exceljs().stream.xlsx.WorkbookReader)(null as never, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    }) as unknown as WorkbookParts;
    const rels = await part('xl/_rels/workbook.xml.rels');
    const workbook = await part('xl/workbook.xml');
    if (!rels || !workbook) throw new Error('The workbook has no workbook part');
    await reader._parseRels(rels);
    await reader._parseWorkbook(workbook);
    const strings = await part('xl/sharedStrings.xml');
    if (strings) for await (const _ of reader._parseSharedStrings(strings)) void _;

    const sheet = reader.model?.sheets?.find((candidate) => candidate.name === name);
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet?.rId)?.Target;
    const sheetNo = target ? sheetNumberOf(target) : undefined;
    const content = sheetNo ? await part(`xl/worksheets/sheet${sheetNo}.xml`) : null;
    if (!sheetNo || !content) return null;
    const [emitted] = [...reader._parseWorksheet(content, sheetNo)];
    const rows = emitted!.value as WorksheetRows;
    isHandedOver = true;
    return {
      async *[Symbol.asyncIterator]() {
        try {
          yield* rows;
        } finally {
          zip.close();
        }
      },
    };
  } finally {
    if (!isHandedOver) zip.close();
  }
}
