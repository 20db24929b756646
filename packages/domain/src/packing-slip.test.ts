import { describe, expect, it } from 'vitest';
import { PACKING_SLIP } from './limits';
import {
  hasTooManyPrintDesigns,
  isHighQty,
  packingSlipColor,
  packingSlipSignatureWidth,
  packingSlipSlotsPerRow,
  parseSignatureUploadSize,
  printDesignColumn,
} from './packing-slip';

describe('packing slip layout', () => {
  it('uses 4 slots per row group, 6 once a design index passes 4', () => {
    expect(packingSlipSlotsPerRow(1)).toBe(4);
    expect(packingSlipSlotsPerRow(4)).toBe(4);
    expect(packingSlipSlotsPerRow(5)).toBe(6);
  });

  it('fits the 4 columns and the two transparent-design columns on the page', () => {
    const printable = PACKING_SLIP.pageWidth - 2 * PACKING_SLIP.margin;
    expect(PACKING_SLIP.columns * PACKING_SLIP.columnWidth).toBeLessThanOrEqual(printable);
    expect(2 * PACKING_SLIP.transparentColumnWidth).toBeLessThanOrEqual(printable);
  });

  it('breaks the label above 6 print designs', () => {
    expect(hasTooManyPrintDesigns(6)).toBe(false);
    expect(hasTooManyPrintDesigns(7)).toBe(true);
  });

  it('draws the signature 1.6 times wider, capped at the page less two margins', () => {
    expect(packingSlipSignatureWidth(500)).toBe(800);
    expect(packingSlipSignatureWidth(1000)).toBe(1180);
    expect(packingSlipSignatureWidth(500, 600)).toBe(580);
  });

  it('places front designs left and back designs right', () => {
    expect(printDesignColumn('Front Print')).toBe('left');
    expect(printDesignColumn('BACK_1')).toBe('right');
    expect(printDesignColumn('Left Shoulder')).toBeNull();
  });
});

describe('parseSignatureUploadSize', () => {
  it('reads width|height|dpi', () => {
    expect(parseSignatureUploadSize('600|200|300')).toEqual({ width: 600, height: 200, dpi: 300 });
    expect(parseSignatureUploadSize(' 600 | 200.5 | 150 ')).toEqual({
      width: 600,
      height: 200.5,
      dpi: 150,
    });
  });

  it('refuses malformed values', () => {
    for (const value of ['600|200', '600|200|300|1', 'a|b|c', '600||300', '0|200|300', '', null]) {
      expect(parseSignatureUploadSize(value)).toBeNull();
    }
  });
});

describe('packingSlipColor', () => {
  const plain = { isDesignatedCreator: false, isTikTokOrder: false, isOrderHighQty: false };

  it('marks designated creators red for TikTok, else green', () => {
    expect(packingSlipColor({ ...plain, isDesignatedCreator: true, isTikTokOrder: true })).toBe(
      'red',
    );
    expect(packingSlipColor({ ...plain, isDesignatedCreator: true, isOrderHighQty: true })).toBe(
      'green',
    );
  });

  it('marks other TikTok orders purple before high quantity blue', () => {
    expect(packingSlipColor({ ...plain, isTikTokOrder: true, isOrderHighQty: true })).toBe(
      'purple',
    );
    expect(packingSlipColor({ ...plain, isOrderHighQty: true })).toBe('blue');
    expect(packingSlipColor(plain)).toBe('normal');
  });
});

describe('isHighQty', () => {
  it('counts quantities above 5', () => {
    expect(isHighQty(5)).toBe(false);
    expect(isHighQty(6)).toBe(true);
  });
});
