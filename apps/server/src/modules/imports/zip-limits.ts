import yauzl from 'yauzl';
import { IMPORT_MESSAGES } from '@platfox/domain';

/**
 * An XLSX is a zip of XML: a 0.6 MB file can hold a 600 MB cell, which the spreadsheet reader
 * would expand into memory. Before it does, the archive is walked with yauzl: the sizes its
 * directory declares are held to these limits, and every entry is inflated once, counting, with
 * yauzl checking that no entry inflates past what it declared (a lying header fails there).
 * The template's largest real file (50,000 lines) expands to about 30 MB.
 */
export const SPREADSHEET_LIMITS = {
  /** All entries together, expanded. */
  maxExpandedBytes: 64 * 1024 * 1024,
  /** One entry (a sheet, the shared strings), expanded. */
  maxEntryBytes: 48 * 1024 * 1024,
  maxEntries: 1_000,
};
export type SpreadsheetLimits = typeof SPREADSHEET_LIMITS;

/** Why an archive is refused: too large expanded, or not a readable zip. */
export class ArchiveRefused extends Error {}

export const EXPANDED_TOO_LARGE = `The spreadsheet expands to more than ${
  SPREADSHEET_LIMITS.maxExpandedBytes / 1024 / 1024
} MB: please split it or remove very large cells`;

const open = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

/** Inflates one entry and throws it away, counting; yauzl fails it past its declared size. */
const drain = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<void>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('error', reject).on('end', resolve).resume();
    }),
  );

/** Resolves when the archive keeps within the limits; rejects with ArchiveRefused otherwise. */
export async function checkArchive(
  bytes: Buffer,
  limits: SpreadsheetLimits = SPREADSHEET_LIMITS,
): Promise<void> {
  const zip = await open(bytes).catch(() => {
    throw new ArchiveRefused(IMPORT_MESSAGES.unreadable);
  });
  try {
    let total = 0;
    let count = 0;
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject).on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        count += 1;
        total += entry.uncompressedSize;
        if (
          count > limits.maxEntries ||
          entry.uncompressedSize > limits.maxEntryBytes ||
          total > limits.maxExpandedBytes
        ) {
          return reject(new ArchiveRefused(EXPANDED_TOO_LARGE));
        }
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        drain(zip, entry).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error;
    // yauzl's "too many bytes in the stream" is a header that lied about its size.
    throw new ArchiveRefused(
      /too many bytes/i.test(String(error)) ? EXPANDED_TOO_LARGE : IMPORT_MESSAGES.unreadable,
    );
  } finally {
    zip.close();
  }
}
