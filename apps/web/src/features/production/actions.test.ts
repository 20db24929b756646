import { describe, expect, it } from 'vitest';
import { bulkActionsFor, dayToIso, handledMenu, unitActionsFor } from './actions';
import { printerListOf, tabFilters } from './listConfig';

describe('the actions a unit offers (the domain transition table)', () => {
  it('offers pick, process, awaiting stock and cancel to an approved unit', () => {
    expect(unitActionsFor('APPROVED')).toEqual(['pick', 'process', 'awaitStock', 'cancel']);
  });

  it('offers printed, ready to delivery, cancel and return to a unit in process', () => {
    expect(unitActionsFor('PROCESSING')).toEqual([
      'printed',
      'readyToDelivery',
      'cancel',
      'printerReturn',
    ]);
  });

  it('offers nothing to a cancelled or completed unit', () => {
    expect(unitActionsFor('CANCELED')).toEqual([]);
    expect(unitActionsFor('COMPLETED')).toEqual([]);
  });
});

describe("a list's bulk buttons", () => {
  it('are the actions allowed from any status the list holds', () => {
    expect(bulkActionsFor(printerListOf('/p').statuses)).toEqual([
      'pick',
      'process',
      'awaitStock',
      'cancel',
    ]);
    expect(bulkActionsFor(printerListOf('/p/awaiting-stock').statuses)).toEqual([
      'pick',
      'process',
      'hasStock',
      'cancel',
    ]);
    expect(bulkActionsFor(printerListOf('/p/my-completed-products').statuses)).toEqual([
      'cancelShipping',
    ]);
  });
});

describe('the row menu', () => {
  it('keeps the entries this screen acts on, in the menu order', () => {
    expect(handledMenu(['return', 'process', 'download', 'downloadPdf', 'note'])).toEqual([
      'return',
      'process',
      'download',
      'downloadPdf',
    ]);
  });
});

describe('the list a path shows and the to-pick presets', () => {
  it('finds each list by its path, trailing slash or not', () => {
    expect(printerListOf('/p/my-picked-products/').model).toBe('printer-item-picked');
    expect(printerListOf('/p').model).toBe('printer-item-to-pick');
  });

  it('filters high quantity as more than 5 and a seller by id', () => {
    expect(tabFilters('highQuantity', null)).toMatchObject([
      { field: 'quantity', operation: 'gt', value: 5 },
    ]);
    expect(tabFilters('bySeller', 's-1')).toMatchObject([
      { field: 'sellerId', operation: 'in', value: ['s-1'] },
    ]);
    expect(tabFilters('bySeller', null)).toEqual([]);
  });
});

describe('the coming date', () => {
  it('is the start of the chosen day in the user’s zone, or none when left empty', () => {
    const date = new Date(dayToIso('2026-12-24') ?? '');
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([
      2026, 11, 24, 0,
    ]);
    expect(dayToIso('')).toBeNull();
    expect(dayToIso('24/12/2026')).toBeNull();
  });
});
