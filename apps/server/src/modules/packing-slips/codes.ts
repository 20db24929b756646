import type BwipJs from 'bwip-js/node';
import type QRCode from 'qrcode';
import { onFirstUse } from '../../platform/on-first-use';

const bwipjs = onFirstUse<typeof BwipJs>('bwip-js/node');
const qrcode = onFirstUse<typeof QRCode>('qrcode');

/*
 * The slip's QR code and barcode, drawn as vector rectangles rather than embedded pictures: a
 * slip's codes are unique, so a PNG per code would cost an encode, a decode and an image object
 * per page; rectangles cost a few hundred path operators and print sharp at any printer's dpi.
 * The symbols themselves come from `qrcode` and `bwip-js`, which know the standards.
 */

/** Quiet zone around a QR code, in modules (ISO/IEC 18004 asks for 4). */
const QR_QUIET_MODULES = 4;

/** Draws `text` as a QR code filling a size x size square at (x, y), quiet zone included. */
export function drawQrCode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const { modules } = qrcode().create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const unit = size / (count + 2 * QR_QUIET_MODULES);
  const left = x + QR_QUIET_MODULES * unit;
  const top = y + QR_QUIET_MODULES * unit;
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  // One rectangle per horizontal run of dark modules keeps the content stream short.
  for (let row = 0; row < count; row += 1) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column += 1;
      doc.rect(left + start * unit, top + row * unit, (column - start) * unit, unit);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/** Bar and space widths of a Code 128 symbol, in modules, alternating and starting with a bar. */
export function code128Widths(text: string): number[] {
  const [symbol] = bwipjs().raw('code128', text, {}) as { sbs?: number[] }[];
  if (!symbol?.sbs) throw new Error('bwip-js gave no Code 128 bars');
  return symbol.sbs;
}

/** Quiet zone either side of a Code 128 symbol, in modules (the standard asks for 10). */
const BARCODE_QUIET_MODULES = 10;

/**
 * Draws `text` as a Code 128 barcode at most `maxWidth` wide (modules at most `maxModule` wide,
 * since wider bars gain nothing), `height` tall; answers the width it took.
 */
export function drawBarcode(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  options: { maxWidth: number; height: number; maxModule: number },
): number {
  const widths = code128Widths(text);
  const modules = widths.reduce((sum, width) => sum + width, 0) + 2 * BARCODE_QUIET_MODULES;
  const unit = Math.min(options.maxModule, options.maxWidth / modules);
  let cursor = x + BARCODE_QUIET_MODULES * unit;
  doc.save();
  widths.forEach((width, index) => {
    if (index % 2 === 0) doc.rect(cursor, y, width * unit, options.height);
    cursor += width * unit;
  });
  doc.fill('#000000');
  doc.restore();
  return modules * unit;
}
