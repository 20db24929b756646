import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import sharp from 'sharp';

/*
 * Test helpers that read our PDFs with tools this project did not write: poppler's command-line
 * tools (pdfinfo, pdftotext, pdftoppm, pdfimages; Debian package poppler-utils) and jsQR.
 */

const run = promisify(execFile);

async function withPdf<T>(pdf: Buffer, use: (file: string, folder: string) => Promise<T>) {
  const folder = await mkdtemp(path.join(tmpdir(), 'platfox-slip-'));
  try {
    const file = path.join(folder, 'slips.pdf');
    await writeFile(file, pdf);
    return await use(file, folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** pdfinfo's page count and first page size in points. */
export function pdfInfo(pdf: Buffer): Promise<{ pages: number; width: number; height: number }> {
  return withPdf(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(stdout);
    return { pages, width: Number(size?.[1]), height: Number(size?.[2]) };
  });
}

/** The text of each page, as pdftotext reads it. */
export function pdfPagesText(pdf: Buffer): Promise<string[]> {
  return withPdf(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 << 20 });
    return stdout.split('\f').slice(0, -1);
  });
}

export type PageImage = { data: Buffer; width: number; height: number };

/** One page rendered by pdftoppm at `dpi`, as RGBA pixels. */
export function renderPage(pdf: Buffer, page: number, dpi: number): Promise<PageImage> {
  return withPdf(pdf, async (file, folder) => {
    const out = path.join(folder, 'page');
    const pageArg = String(page);
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      pageArg,
      '-l',
      pageArg,
      '-singlefile',
      file,
      out,
    ]);
    const png = await readFile(`${out}.png`);
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  });
}

/** The text of the QR code jsQR finds on the image, or null. */
export function readQrCode(image: PageImage): string | null {
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return found?.data ?? null;
}

/** The RGB of one pixel. */
export function pixel(image: PageImage, x: number, y: number): [number, number, number] {
  const at = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!];
}

/** Images as pdfimages lists them: one line per use on a page, with the embedded object's id. */
export function pdfImages(pdf: Buffer): Promise<{ page: number; objectId: string }[]> {
  return withPdf(pdf, async (file) => {
    const { stdout } = await run('pdfimages', ['-list', file]);
    return stdout
      .split('\n')
      .slice(2)
      .map((row) => row.trim().split(/\s+/))
      .filter((cells) => cells.length > 11 && cells[2] === 'image')
      .map((cells) => ({ page: Number(cells[0]), objectId: `${cells[10]} ${cells[11]}` }));
  });
}
