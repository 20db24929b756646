import type PDFDocument from 'pdfkit';
import { onFirstUse } from '../../platform/on-first-use';
import { drawQrCode } from '../packing-slips/index';

const pdfkit = onFirstUse<typeof PDFDocument>('pdfkit');

export type QrCard = { fullName: string; code: string; role: string };

/** A4 in points, and ID-1 cards (85.6 x 54 mm, a badge holder's size) two across, five down. */
const PAGE = { width: 595.28, height: 841.89 };
const CARD = { width: 242.65, height: 153.07 };
const COLUMNS = 2;
const ROWS = 5;
const GAP = 14;
const QR_SIZE = 120;

/** Where the card of `index` is: its page (from 0) and its top-left corner, in points. */
export function cardSlot(index: number) {
  const perPage = COLUMNS * ROWS;
  const slot = index % perPage;
  const left = (PAGE.width - COLUMNS * CARD.width - (COLUMNS - 1) * GAP) / 2;
  const top = (PAGE.height - ROWS * CARD.height - (ROWS - 1) * GAP) / 2;
  return {
    page: Math.floor(index / perPage),
    x: left + (slot % COLUMNS) * (CARD.width + GAP),
    y: top + Math.floor(slot / COLUMNS) * (CARD.height + GAP),
    width: CARD.width,
    height: CARD.height,
  };
}

/**
 * The staff QR cards as a PDF (issue 33): one card a member, ten to an A4 sheet, with cut lines.
 * The code carries the member's QR value (STAFF_<id>), which the check-in station and the staff
 * modal read back. The name is printed for people; the code is what counts.
 */
export async function qrCardsPdf(printerName: string, cards: readonly QrCard[]): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Staff QR cards', Author: 'Platfox' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  cards.forEach((card, index) => {
    if (index % (COLUMNS * ROWS) === 0) doc.addPage();
    const { x, y } = cardSlot(index);
    drawCard(doc, card, printerName, x, y);
  });
  if (cards.length === 0) doc.addPage();
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function drawCard(
  doc: PDFKit.PDFDocument,
  card: QrCard,
  printerName: string,
  x: number,
  y: number,
) {
  doc.save();
  doc
    .roundedRect(x, y, CARD.width, CARD.height, 8)
    .dash(3, { space: 3 })
    .lineWidth(0.5)
    .stroke('#999999');
  doc.undash();
  drawQrCode(doc, card.code, x + 10, y + (CARD.height - QR_SIZE) / 2, QR_SIZE);
  const textX = x + QR_SIZE + 18;
  const textWidth = CARD.width - QR_SIZE - 28;
  doc.fillColor('#666666').font('Helvetica').fontSize(8);
  doc.text(printerName, textX, y + 16, { width: textWidth, ellipsis: true, lineBreak: false });
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(13);
  doc.text(card.fullName, textX, y + 40, { width: textWidth, height: 52, ellipsis: true });
  doc.fillColor('#444444').font('Helvetica').fontSize(9);
  doc.text(card.role === 'ADMIN' ? 'Floor admin' : 'Staff', textX, y + 98, { width: textWidth });
  doc.fillColor('#888888').fontSize(6);
  doc.text('Scan to check in', textX, y + 124, { width: textWidth });
  doc.restore();
}
