import {
  PACKING_SLIP,
  packingSlipColor,
  packingSlipSignatureWidth,
  parseSignatureUploadSize,
  type PackingSlipColor,
  type PackingSlipPrintDesign,
  type PackingSlipRecord,
} from '@platfox/domain';
import type PDFDocument from 'pdfkit';
import { onFirstUse } from '../../platform/on-first-use';
import { winAnsi } from '../ledger/index';
import { drawBarcode, drawQrCode } from './codes';
import { DocumentImages, type EmbeddedImage, type ImageLoader } from './images';
import { CAPTION_HEIGHT, layoutPrintDesigns } from './layout';

const pdfkit = onFirstUse<typeof PDFDocument>('pdfkit');

/*
 * Packing slips drawn with pdfkit, one page per record (one quantity index of an order item).
 * Everything is laid out in the spec's 1200 x 1800 design space; a configured page size scales
 * that space onto its page, so one layout serves every label printer. Built-in Helvetica only,
 * as the receipts do: no font file to load per document.
 */

export type PackingSlipOptions = {
  /** The PACKING_SLIP_SIZE setting, "width|height|dpi"; by default a 1200 x 1800 page. */
  pageSize?: string | null;
  /** Creator ids whose slips take the red / green band (spec 02 section 4.15): a setting. */
  designatedCreatorIds?: readonly string[];
  /** Reads print designs and signatures given as file ids. */
  loadFile?: ImageLoader;
  title?: string;
};

export const DATA_UNAVAILABLE = 'Data unavailable';
export const LABEL_BREAK_NOTICE = 'LABEL BREAK';

const BAND_HEIGHT = 36;
const COLOR_FILLS: Record<Exclude<PackingSlipColor, 'normal'>, string> = {
  red: '#d62828',
  green: '#2a9d47',
  purple: '#7b2cbf',
  blue: '#1d4ed8',
};

/** The flags a packer must not miss, in the order they are printed. */
const FLAGS: { key: keyof PackingSlipRecord; label: string }[] = [
  { key: 'isReprint', label: 'REPRINT' },
  { key: 'applyFastShipping', label: 'FAST SHIPPING' },
  { key: 'isLocalPickup', label: 'LOCAL PICKUP' },
  { key: 'isTikTokOrder', label: 'TIKTOK' },
  { key: 'isOrderHighQty', label: 'HIGH QTY' },
];

/**
 * The page in PDF points: "width|height|dpi" is a label of width x height dots at dpi (1200|1800|300
 * is a 4 x 6 inch label); without a valid setting the spec's 1200 x 1800.
 */
export function pageSizeOf(setting: string | null | undefined): { width: number; height: number } {
  const parsed = parseSignatureUploadSize(setting);
  if (!parsed) return { width: PACKING_SLIP.pageWidth, height: PACKING_SLIP.pageHeight };
  return { width: (parsed.width * 72) / parsed.dpi, height: (parsed.height * 72) / parsed.dpi };
}

type Pictures = {
  designs: Map<PackingSlipPrintDesign, EmbeddedImage | null>;
  signature: EmbeddedImage | null;
};

/**
 * A PDF of packing slips being written: add records one by one (the PDF streams out as pages are
 * finished), then end. The document is a Readable of the PDF bytes.
 */
export class PackingSlipDocument {
  readonly stream: PDFKit.PDFDocument;
  private readonly doc: PDFKit.PDFDocument;
  private readonly images: DocumentImages;
  private readonly page: { width: number; height: number };
  /** Design units per point, and the design space's size (at least 1200 x 1800). */
  private readonly scale: number;
  private readonly design: { width: number; height: number };
  private readonly designated: ReadonlySet<string>;
  private pages = 0;

  constructor(private readonly options: PackingSlipOptions = {}) {
    this.doc = new (pdfkit())({
      autoFirstPage: false,
      margin: 0,
      info: { Title: options.title ?? 'Packing slips', Author: 'Platfox' },
    });
    this.stream = this.doc;
    this.images = new DocumentImages(this.doc, options.loadFile);
    this.page = pageSizeOf(options.pageSize);
    this.scale = Math.min(
      this.page.width / PACKING_SLIP.pageWidth,
      this.page.height / PACKING_SLIP.pageHeight,
    );
    this.design = { width: this.page.width / this.scale, height: this.page.height / this.scale };
    this.designated = new Set(options.designatedCreatorIds ?? []);
  }

  get pageCount(): number {
    return this.pages;
  }

  async add(record: PackingSlipRecord): Promise<void> {
    const pictures = await this.picturesOf(record);
    this.newPage();
    this.drawSlip(record, pictures);
  }

  /** Finishes the PDF; a document without slips says 'Data unavailable'. */
  end(): void {
    if (this.pages === 0) {
      this.newPage();
      this.doc
        .font('Helvetica-Bold')
        .fontSize(48)
        .fillColor('#000000')
        .text(DATA_UNAVAILABLE, 0, this.design.height / 2 - 24, {
          width: this.design.width,
          height: 60,
          align: 'center',
        });
    }
    this.doc.end();
  }

  private newPage(): void {
    this.doc.addPage({ size: [this.page.width, this.page.height], margin: 0 });
    if (this.scale !== 1) this.doc.scale(this.scale);
    this.pages += 1;
  }

  private async picturesOf(record: PackingSlipRecord): Promise<Pictures> {
    const background = record.isShowTransparentDesigns ? '#e6e6e6' : '#ffffff';
    const thumbnail = { maxWidth: 540, maxHeight: 540, background };
    const shown = layoutPrintDesigns(record.printDesigns, {
      left: 0,
      top: 0,
      width: this.printableWidth,
      isTransparent: record.isShowTransparentDesigns,
    }).slots.map((slot) => slot.design);
    const [designs, signature] = await Promise.all([
      Promise.all(
        shown.map(async (design) => [design, await this.images.get(design.image, thumbnail)]),
      ),
      this.images.get(record.signatureImage, {
        maxWidth: 2000,
        maxHeight: 2000,
        background: '#ffffff',
      }),
    ]);
    return {
      designs: new Map(designs as [PackingSlipPrintDesign, EmbeddedImage | null][]),
      signature,
    };
  }

  private get printableWidth(): number {
    return this.design.width - 2 * PACKING_SLIP.margin;
  }

  private drawSlip(record: PackingSlipRecord, pictures: Pictures): void {
    const doc = this.doc;
    const margin = PACKING_SLIP.margin;
    const width = this.printableWidth;
    const color = packingSlipColor({
      isDesignatedCreator: this.designated.has(record.createdBy),
      isTikTokOrder: record.isTikTokOrder,
      isOrderHighQty: record.isOrderHighQty,
    });
    if (color !== 'normal') {
      doc.rect(0, 0, this.design.width, BAND_HEIGHT).fill(COLOR_FILLS[color]);
    }
    let y = BAND_HEIGHT + margin;
    y = this.drawHeader(record, y);
    const barcodeHeight = 110;
    const barcodeWidth = drawBarcode(doc, record.barcodeValue, margin, y, {
      maxWidth: width,
      height: barcodeHeight,
      maxModule: 4,
    });
    line(doc, record.barcodeValue, margin, y + barcodeHeight + 6, barcodeWidth, {
      size: 24,
      align: 'center',
    });
    y += barcodeHeight + 46;
    y = this.drawFlags(record, y);
    y = this.drawDetails(record, y);
    y = this.drawDesigns(record, pictures, y + 10);
    this.drawSignature(record, pictures.signature, y + 10);
  }

  private drawHeader(record: PackingSlipRecord, top: number): number {
    const doc = this.doc;
    const margin = PACKING_SLIP.margin;
    drawQrCode(doc, record.verifyQRCode, margin, top, PACKING_SLIP.qrSize);
    const x = margin + PACKING_SLIP.qrSize + 24;
    const width = this.design.width - margin - x;
    line(doc, record.orderSelfId, x, top + 4, width, { size: 56, isBold: true });
    line(doc, record.productTypeName, x, top + 70, width, { size: 32 });
    line(doc, `Qty ${record.qtyIndex}/${record.packingSlipTotalQty}`, x, top + 114, width, {
      size: 44,
      isBold: true,
    });
    if (record.openDated)
      line(doc, `Opened ${record.openDated}`, x, top + 166, width, { size: 22 });
    return top + PACKING_SLIP.qrSize + 20;
  }

  private drawFlags(record: PackingSlipRecord, top: number): number {
    const doc = this.doc;
    const labels = FLAGS.filter((flag) => record[flag.key] === true).map((flag) => flag.label);
    if (labels.length === 0) return top;
    let x = PACKING_SLIP.margin;
    doc.font('Helvetica-Bold').fontSize(28);
    for (const label of labels) {
      const badge = doc.widthOfString(label) + 28;
      doc.rect(x, top, badge, 46).fill('#000000');
      doc.fillColor('#ffffff').text(label, x + 14, top + 10, { lineBreak: false });
      x += badge + 12;
    }
    doc.fillColor('#000000');
    return top + 62;
  }

  /** Attributes on the left half, the buyer's name and address on the right. */
  private drawDetails(record: PackingSlipRecord, top: number): number {
    const doc = this.doc;
    const margin = PACKING_SLIP.margin;
    const half = (this.design.width - 3 * margin) / 2;
    let left = top;
    for (const attribute of record.attributes) {
      doc.font('Helvetica').fontSize(28).fillColor('#000000');
      doc.text(winAnsi(attribute), margin, left, { width: half, height: 80, ellipsis: true });
      left = doc.y + 4;
    }
    const x = 2 * margin + half;
    const address = record.address;
    const cityLine = [
      address.city,
      address.stateName || address.otherState,
      address.zipcode,
    ].filter(Boolean);
    // A height on every text keeps pdfkit from starting a page of its own: on a scaled page its
    // idea of the page's bottom is in points, not in design units.
    const box = { width: half, height: 80, ellipsis: true };
    doc.font('Helvetica-Bold').fontSize(20).fillColor('#555555').text('SHIP TO', x, top, box);
    doc.font('Helvetica-Bold').fontSize(30).fillColor('#000000');
    doc.text(winAnsi(record.addressFullName), x, doc.y + 2, box);
    doc.font('Helvetica').fontSize(26);
    for (const text of [
      address.street,
      address.street2,
      cityLine.join(', '),
      address.countryName,
    ]) {
      if (text) doc.text(winAnsi(text), x, doc.y + 2, box);
    }
    // The seller's return address (their general settings), smaller, under the buyer's.
    if (record.returnAddressLines.length > 0) {
      doc.font('Helvetica-Bold').fontSize(18).fillColor('#555555');
      doc.text('RETURN TO', x, doc.y + 12, box);
      doc.font('Helvetica').fontSize(20).fillColor('#000000');
      for (const text of record.returnAddressLines) doc.text(winAnsi(text), x, doc.y + 2, box);
    }
    return Math.max(left, doc.y) + 16;
  }

  private drawDesigns(record: PackingSlipRecord, pictures: Pictures, top: number): number {
    const doc = this.doc;
    const margin = PACKING_SLIP.margin;
    const layout = layoutPrintDesigns(record.printDesigns, {
      left: margin,
      top,
      width: this.printableWidth,
      isTransparent: record.isShowTransparentDesigns,
    });
    let y = top;
    if (layout.isLabelBroken) {
      const notice = `${LABEL_BREAK_NOTICE}: ${record.printDesigns.length} print designs, at most ${PACKING_SLIP.maxPrintDesigns} fit; ${layout.hiddenCount} not shown`;
      line(doc, notice, margin, y, this.printableWidth, {
        size: 26,
        isBold: true,
        color: COLOR_FILLS.red,
      });
      y += 40;
    }
    const shift = y - top;
    for (const slot of layout.slots) {
      const slotY = slot.y + shift;
      const picture = pictures.designs.get(slot.design) ?? null;
      if (record.isShowTransparentDesigns) {
        doc.rect(slot.x, slotY, slot.width, slot.height).fill('#e6e6e6');
      }
      if (picture) {
        doc.image(picture as unknown as Buffer, slot.x, slotY, {
          fit: [slot.width, slot.height],
          align: 'center',
          valign: 'center',
        });
      } else {
        line(doc, 'No image', slot.x, slotY + slot.height / 2 - 10, slot.width, {
          size: 20,
          align: 'center',
          color: '#777777',
        });
      }
      doc.lineWidth(1).rect(slot.x, slotY, slot.width, slot.height).stroke('#bbbbbb');
      line(doc, slot.design.barCodeName, slot.x, slotY + slot.height + 6, slot.width, {
        size: 20,
        isBold: true,
        align: 'center',
      });
    }
    return y + layout.height + (layout.slots.length > 0 ? CAPTION_HEIGHT / 2 : 0);
  }

  /**
   * The signature at 1.6 times its upload width, capped at the printable width, the picture's
   * proportions kept, at the foot of the page (shrunk rather than run into the designs).
   */
  private drawSignature(
    record: PackingSlipRecord,
    signature: EmbeddedImage | null,
    top: number,
  ): void {
    if (!signature) return;
    const uploaded = parseSignatureUploadSize(record.packingSlipSignatureUploadSize);
    let width = packingSlipSignatureWidth(uploaded?.width ?? signature.width, this.design.width);
    let height = (width * signature.height) / signature.width;
    const bottom = this.design.height - PACKING_SLIP.margin;
    const room = bottom - top;
    if (room <= 0) return;
    if (height > room) {
      width = (width * room) / height;
      height = room;
    }
    this.doc.image(signature as unknown as Buffer, PACKING_SLIP.margin, bottom - height, {
      fit: [width, height],
      align: 'center',
      valign: 'bottom',
    });
  }
}

/** One line of text cut to its width with an ellipsis (a long value never pushes others). */
function line(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: { size: number; isBold?: boolean; align?: 'left' | 'center'; color?: string },
): void {
  doc
    .font(style.isBold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(style.size)
    .fillColor(style.color ?? '#000000')
    .text(winAnsi(text), x, y, {
      width,
      height: style.size * 1.2,
      ellipsis: true,
      align: style.align ?? 'left',
    });
  doc.fillColor('#000000');
}

/** Renders the records into one PDF (tests and small downloads; jobs stream instead). */
export async function renderPackingSlips(
  records: Iterable<PackingSlipRecord> | AsyncIterable<PackingSlipRecord>,
  options: PackingSlipOptions = {},
): Promise<Buffer> {
  const slips = new PackingSlipDocument(options);
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    slips.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    slips.stream.on('end', () => resolve(Buffer.concat(chunks)));
    slips.stream.on('error', reject);
  });
  for await (const record of records) await slips.add(record);
  slips.end();
  return finished;
}
