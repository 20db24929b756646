import { HIGH_QTY_ABOVE, PACKING_SLIP } from './limits';

/** Slots in the row group of a print design: 6 once an index passes 4, else 4. */
export function packingSlipSlotsPerRow(designIndex: number): number {
  return designIndex > PACKING_SLIP.wideRowGroupAboveIndex
    ? PACKING_SLIP.slotsPerWideRowGroup
    : PACKING_SLIP.slotsPerRowGroup;
}

/** More than 6 print designs do not fit the label (spec 03 section 5). */
export function hasTooManyPrintDesigns(designCount: number): boolean {
  return designCount > PACKING_SLIP.maxPrintDesigns;
}

/** The signature is drawn 1.6 times its upload width, but never wider than the printable page. */
export function packingSlipSignatureWidth(
  uploadWidth: number,
  pageWidth: number = PACKING_SLIP.pageWidth,
): number {
  const printable = pageWidth - 2 * PACKING_SLIP.margin;
  return Math.min(uploadWidth * PACKING_SLIP.signatureWidthFactor, printable);
}

export type SignatureUploadSize = { width: number; height: number; dpi: number };

/** Reads packingSlipSignatureUploadSize, stored as "width|height|dpi"; null when malformed. */
export function parseSignatureUploadSize(
  value: string | null | undefined,
): SignatureUploadSize | null {
  const parts = (value ?? '').split('|').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => !/^\d+(\.\d+)?$/.test(part))) return null;
  const [width, height, dpi] = parts.map(Number) as [number, number, number];
  if (width <= 0 || height <= 0 || dpi <= 0) return null;
  return { width, height, dpi };
}

/**
 * Which half of a two-column slip a design goes to: names mentioning front go left, back go
 * right (spec 02 section 9); null leaves the placement to the default order.
 */
export function printDesignColumn(barCodeName: string): 'left' | 'right' | null {
  const name = barCodeName.toLowerCase();
  if (name.includes('front')) return 'left';
  if (name.includes('back')) return 'right';
  return null;
}

export const PACKING_SLIP_COLORS = ['red', 'green', 'purple', 'blue', 'normal'] as const;
export type PackingSlipColor = (typeof PACKING_SLIP_COLORS)[number];

export type PackingSlipColorInput = {
  /** Created by one of the designated creator accounts (the list is configuration, not spec). */
  isDesignatedCreator: boolean;
  isTikTokOrder: boolean;
  isOrderHighQty: boolean;
};

/**
 * The slip's colour band (spec 02 section 4.15), so packers tell order kinds apart at a glance:
 * designated creators red for TikTok else green; otherwise TikTok purple, high quantity blue.
 */
export function packingSlipColor(input: PackingSlipColorInput): PackingSlipColor {
  if (input.isDesignatedCreator) return input.isTikTokOrder ? 'red' : 'green';
  if (input.isTikTokOrder) return 'purple';
  if (input.isOrderHighQty) return 'blue';
  return 'normal';
}

/** An order is high quantity when its quantity is above 5 (spec 03 section 9). */
export function isHighQty(quantity: number): boolean {
  return quantity > HIGH_QTY_ABOVE;
}
