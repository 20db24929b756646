import { describe, expect, it } from 'vitest';
import { nextItemStatus } from './order-flow';
import { isTrackingEditable } from './orders';
import {
  itemStatusFromUnits,
  parseSlipScan,
  PRINTER_UNIT_ACTIONS,
  printerItemMenu,
  slipScanValue,
} from './production';

const noFlags = { isFtpUploadAllowed: false, hasShippingLabel: false, hasNote: false };

describe('printer unit actions in the transition table', () => {
  it('every printer action is in ORDER_ITEM_FLOW and open to printers', () => {
    const from = {
      pick: 'APPROVED',
      process: 'PICKED',
      printed: 'PROCESSING',
      readyToDelivery: 'PRINTED',
      awaitStock: 'APPROVED',
      hasStock: 'AWAITING_STOCK',
      cancel: 'PICKED',
      cancelShipping: 'READY_TO_DELIVERY',
      printerReturn: 'PROCESSING',
    } as const;
    for (const action of PRINTER_UNIT_ACTIONS) {
      expect(nextItemStatus(action, from[action], 'PRINTER'), action).not.toBeNull();
    }
  });

  it('walks a unit from approved to ready and refuses steps out of order', () => {
    expect(nextItemStatus('pick', 'APPROVED', 'PRINTER')).toBe('PICKED');
    expect(nextItemStatus('process', 'PICKED', 'PRINTER')).toBe('PROCESSING');
    expect(nextItemStatus('printed', 'PROCESSING', 'PRINTER')).toBe('PRINTED');
    expect(nextItemStatus('readyToDelivery', 'PRINTED', 'PRINTER')).toBe('READY_TO_DELIVERY');
    expect(nextItemStatus('pick', 'PICKED', 'PRINTER')).toBeNull();
    expect(nextItemStatus('printed', 'APPROVED', 'PRINTER')).toBeNull();
    expect(nextItemStatus('cancel', 'READY_TO_DELIVERY', 'PRINTER')).toBeNull();
    expect(nextItemStatus('awaitStock', 'APPROVED', 'PRINTER')).toBe('AWAITING_STOCK');
    expect(nextItemStatus('hasStock', 'AWAITING_STOCK', 'PRINTER')).toBe('APPROVED');
    expect(nextItemStatus('cancelShipping', 'IN_TRANSIT', 'PRINTER')).toBe('CANCEL_SHIP');
    expect(nextItemStatus('printerReturn', 'PRINTED', 'PRINTER')).toBe('RETURNED');
    // A seller never takes a floor action.
    expect(nextItemStatus('pick', 'APPROVED', 'SELLER')).toBeNull();
  });
});

describe('the item follows its units', () => {
  it('is where its least advanced live unit is', () => {
    expect(itemStatusFromUnits(['PICKED', 'PROCESSING', 'PRINTED'], 'APPROVED')).toBe('PICKED');
    expect(itemStatusFromUnits(['READY_TO_DELIVERY', 'READY_TO_DELIVERY'], 'APPROVED')).toBe(
      'READY_TO_DELIVERY',
    );
  });

  it('ignores cancelled units unless every unit is cancelled', () => {
    expect(itemStatusFromUnits(['CANCELED', 'PRINTED'], 'APPROVED')).toBe('PRINTED');
    expect(itemStatusFromUnits(['CANCELED', 'CANCELED'], 'APPROVED')).toBe('CANCELED');
  });

  it('shows what holds it back: returned, awaiting stock, shipping cancelled', () => {
    expect(itemStatusFromUnits(['PROCESSING', 'AWAITING_STOCK'], 'APPROVED')).toBe(
      'AWAITING_STOCK',
    );
    expect(itemStatusFromUnits(['AWAITING_STOCK', 'RETURNED'], 'APPROVED')).toBe('RETURNED');
    expect(itemStatusFromUnits(['READY_TO_DELIVERY', 'CANCEL_SHIP'], 'APPROVED')).toBe(
      'CANCEL_SHIP',
    );
  });

  it('keeps its own status without units', () => {
    expect(itemStatusFromUnits([], 'PENDING')).toBe('PENDING');
  });
});

describe('what a printer row offers (spec 02 section 4.13)', () => {
  it('awaiting stock: coming date, has stock, download, process, cancel, PDF, actions log', () => {
    expect(printerItemMenu('AWAITING_STOCK', noFlags)).toEqual([
      'updateComingDate',
      'hasStock',
      'download',
      'process',
      'cancel',
      'downloadPdf',
      'actionsLog',
    ]);
  });

  it('offers upload label only with the FTP-upload flag', () => {
    expect(printerItemMenu('PICKED', noFlags)).not.toContain('uploadShippingLabel');
    expect(printerItemMenu('PICKED', { ...noFlags, isFtpUploadAllowed: true })).toContain(
      'uploadShippingLabel',
    );
    expect(printerItemMenu('AWAITING_STOCK', { ...noFlags, isFtpUploadAllowed: true })).toContain(
      'uploadShippingLabel',
    );
  });

  it('picked: return, process, download, PDF, and the note when there is one', () => {
    expect(printerItemMenu('PICKED', { ...noFlags, hasNote: true })).toEqual([
      'return',
      'process',
      'download',
      'downloadPdf',
      'note',
    ]);
  });

  it('processing: label download only when a label exists; complete items', () => {
    expect(printerItemMenu('PROCESSING', noFlags)).toEqual([
      'download',
      'return',
      'readyToDelivery',
      'checkQuality',
    ]);
    expect(printerItemMenu('PROCESSING', { ...noFlags, hasShippingLabel: true })).toContain(
      'downloadShippingLabel',
    );
    expect(
      printerItemMenu('COMPLETED', {
        isFtpUploadAllowed: true,
        hasShippingLabel: true,
        hasNote: true,
      }),
    ).toEqual(['downloadShippingLabel', 'uploadShippingLabel', 'note', 'downloadPdf']);
    expect(printerItemMenu('CANCELED', noFlags)).toEqual([]);
  });
});

describe('slip scans and tracking edits', () => {
  it('reads the code and the quantity index from a scanned slip value', () => {
    expect(parseSlipScan(slipScanValue('K7Q2M9XW4R', 3))).toEqual({
      code: 'K7Q2M9XW4R',
      qtyIndex: 3,
    });
    expect(parseSlipScan(' #k7q2m9xw4r_12 ')).toEqual({ code: 'K7Q2M9XW4R', qtyIndex: 12 });
    expect(parseSlipScan('K7Q2M9XW4R')).toEqual({ code: 'K7Q2M9XW4R', qtyIndex: null });
  });

  it('edits tracking only from picked on (spec 02 section 4.8)', () => {
    expect(isTrackingEditable('PICKED')).toBe(true);
    expect(isTrackingEditable('COMPLETED')).toBe(true);
    expect(isTrackingEditable('APPROVED')).toBe(false);
    expect(isTrackingEditable('CANCEL_SHIP')).toBe(false);
  });
});
