import type { DataListRow } from '@platfox/domain';
import { isAbsoluteUrl } from './format';

/** What the image modal shows (spec 02 section 3.13). */
export type ImageView = {
  main: string;
  details: string[];
  /** The row's print designs (printImageUrl), transparent files a background helps to read. */
  printDesigns: string[];
};

export const IMAGE_BACKGROUNDS = ['image', 'black', 'white', 'mockup'] as const;
export type ImageBackground = (typeof IMAGE_BACKGROUNDS)[number];

const isImageUrl = (value: unknown): value is string =>
  typeof value === 'string' &&
  (isAbsoluteUrl(value) || value.startsWith('/') || value.startsWith('data:image/'));

/**
 * The images of a row's image cell: the cell's value is one URL or a list (the first is the main
 * image, the rest detail images); print designs come from the row's printDesigns.
 */
export function imageViewOf(row: DataListRow, key: string): ImageView | null {
  const value = row[key];
  const urls = (Array.isArray(value) ? (value as unknown[]) : [value]).filter(isImageUrl);
  const designs = Array.isArray(row.printDesigns) ? (row.printDesigns as unknown[]) : [];
  const printDesigns = designs
    .map((design) =>
      typeof design === 'object' && design !== null
        ? (design as { printImageUrl?: unknown }).printImageUrl
        : undefined,
    )
    .filter(isImageUrl);
  const [main, ...details] = urls;
  if (!main) return null;
  return { main, details, printDesigns };
}
