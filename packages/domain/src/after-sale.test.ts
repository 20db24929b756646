import { describe, expect, it } from 'vitest';
import { checkAddress, refundAmountOf, suggestAddress } from './after-sale';

describe('refundAmountOf', () => {
  it('gives everything left for FULL, and never more than is left', () => {
    expect(refundAmountOf({ refundType: 'FULL' }, 1_000, 300)).toEqual({ amount: 700 });
    expect(refundAmountOf({ refundType: 'CUSTOM_AMOUNT', amount: 701 }, 1_000, 300)).toEqual({
      error: 'The refund amount cannot be more than what was paid and not refunded yet',
    });
    expect(refundAmountOf({ refundType: 'FULL' }, 1_000, 1_000)).toEqual({
      error: 'Nothing is left to refund on this item',
    });
  });

  it('rounds a percent down to whole cents', () => {
    expect(refundAmountOf({ refundType: 'PERCENT', percent: 33 }, 999, 0)).toEqual({ amount: 329 });
    expect(refundAmountOf({ refundType: 'PERCENT', percent: 1 }, 50, 0)).toEqual({
      error: 'The amount must be greater than 0',
    });
  });
});

describe('checkAddress and suggestAddress', () => {
  const address = {
    fullName: 'Jo',
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipcode: '73301',
    country: 'US',
  };

  it('accepts a deliverable US address and names each broken rule', () => {
    expect(checkAddress(address)).toEqual([]);
    expect(checkAddress({ ...address, state: 'pr', zipcode: '7330' })).toEqual([
      { field: 'state', message: 'The state PR is not a delivery area' },
      { field: 'zipcode', message: 'A US zipcode has 5 digits (or 5+4)' },
    ]);
    expect(checkAddress({ ...address, country: 'XX' })[0]?.field).toBe('country');
  });

  it('spells the address by the rules', () => {
    expect(
      suggestAddress({ ...address, street: ' 1  Main St ', state: 'tx', zipcode: '73301 1234' }),
    ).toMatchObject({ street: '1 Main St', state: 'TX', zipcode: '73301-1234', street2: null });
  });
});
