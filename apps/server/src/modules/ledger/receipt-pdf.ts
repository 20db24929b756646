import { formatCents, type Transaction } from '@platfox/domain';
import type PDFDocument from 'pdfkit';
import { onFirstUse } from '../../platform/on-first-use';

const pdfkit = onFirstUse<typeof PDFDocument>('pdfkit');

/*
 * Receipt documents drawn with pdfkit. Only the built-in Helvetica is used: its metrics ship with
 * pdfkit as a module, loaded once per process, so a receipt costs milliseconds (a custom TTF
 * would be decompressed per document). Helvetica speaks WinAnsi, so other letters become "?".
 */

export type StatementLine = {
  date: string;
  type: string;
  description: string;
  amount: number;
  balanceAfter: number;
};

export type Statement = {
  seller: { fullName: string; email: string };
  month: string;
  timeZone: string;
  openingBalance: number;
  closingBalance: number;
  lines: StatementLine[];
};

const COMPANY = 'Platfox';
const MARGIN = 50;

/** Text Helvetica can draw: printable ASCII and Latin-1; anything else reads as "?". */
export function winAnsi(text: string | null | undefined): string {
  return (text ?? '').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

function renderPdf(title: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new (pdfkit())({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Author: COMPANY },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, title: string, subtitle: string): void {
  doc.font('Helvetica-Bold').fontSize(20).text(COMPANY, { continued: false });
  doc.font('Helvetica').fontSize(14).text(title);
  doc.fontSize(9).fillColor('#555555').text(subtitle).fillColor('#000000');
  doc.moveDown(1.5);
}

function row(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10).text(label, MARGIN, y, { width: 150 });
  doc.font('Helvetica').text(winAnsi(value), MARGIN + 160, y, { width: 335 });
  doc.moveDown(0.4);
}

const dateTime = (iso: string | null) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '';

/** inv: one transaction as an invoice (a charge) or a receipt (money in or out). */
export function invoicePdf(transaction: Transaction): Promise<Buffer> {
  const title = transaction.type === 'CHARGE' ? 'Invoice' : 'Receipt';
  return renderPdf(`${title} ${transaction.id}`, (doc) => {
    heading(doc, title, `No. ${transaction.id}`);
    row(doc, 'Date', dateTime(transaction.createdAt));
    row(doc, 'Seller', `${transaction.userFullName} <${transaction.userEmail}>`);
    row(doc, 'Type', transaction.type);
    row(doc, 'Status', transaction.status);
    if (transaction.paymentMethod) row(doc, 'Payment method', transaction.paymentMethod);
    if (transaction.orderId) row(doc, 'Order', transaction.orderId);
    if (transaction.description) row(doc, 'Description', transaction.description);
    row(doc, 'Amount', formatCents(transaction.amount));
    if (transaction.fee) row(doc, 'Fee', formatCents(transaction.fee));
    if (transaction.balanceAfter !== null) {
      row(doc, 'Balance after', formatCents(transaction.balanceAfter));
      row(doc, 'Approved at', dateTime(transaction.reviewedAt));
    }
    if (transaction.reviewNote) row(doc, 'Note', transaction.reviewNote);
  });
}

const COLUMNS = [
  { title: 'Date', x: MARGIN, width: 75 },
  { title: 'Type', x: MARGIN + 80, width: 85 },
  { title: 'Description', x: MARGIN + 170, width: 165 },
  { title: 'Amount', x: MARGIN + 340, width: 75, align: 'right' as const },
  { title: 'Balance', x: MARGIN + 420, width: 75, align: 'right' as const },
];

function tableLine(doc: PDFKit.PDFDocument, cells: string[], isBold = false): void {
  if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
  const y = doc.y;
  let bottom = y;
  doc.font(isBold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  COLUMNS.forEach((column, index) => {
    doc.text(winAnsi(cells[index]), column.x, y, {
      width: column.width,
      align: column.align ?? 'left',
    });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 4;
}

/** stm: a month of a seller's approved movements between its opening and closing balance. */
export function statementPdf(statement: Statement): Promise<Buffer> {
  return renderPdf(`Statement ${statement.month}`, (doc) => {
    heading(doc, `Statement of ${statement.month}`, `Times in ${statement.timeZone}`);
    row(doc, 'Seller', `${statement.seller.fullName} <${statement.seller.email}>`);
    row(doc, 'Opening balance', formatCents(statement.openingBalance));
    row(doc, 'Closing balance', formatCents(statement.closingBalance));
    doc.moveDown(1);
    tableLine(
      doc,
      COLUMNS.map((column) => column.title),
      true,
    );
    for (const line of statement.lines) {
      tableLine(doc, [
        line.date,
        line.type,
        line.description,
        formatCents(line.amount),
        formatCents(line.balanceAfter),
      ]);
    }
    if (statement.lines.length === 0)
      doc.font('Helvetica').text('No movements this month.', MARGIN);
  });
}
