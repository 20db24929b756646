import { describe, expect, it } from 'vitest';
import { NON_SHIPPING_STATE_CODES, isSameAddress, isShippableState } from './address';

describe('isShippableState', () => {
  it.each([...NON_SHIPPING_STATE_CODES])('refuses %s', (code) => {
    expect(isShippableState(code)).toBe(false);
  });

  it('refuses them in any case and with spaces', () => {
    expect(isShippableState(' hi ')).toBe(false);
    expect(isShippableState('Pr')).toBe(false);
  });

  it.each(['CA', 'NY', 'TX', 'WA', 'A', 'APOX'])('ships to %s', (code) => {
    expect(isShippableState(code)).toBe(true);
  });

  it('does not refuse an address without a state', () => {
    expect(isShippableState(null)).toBe(true);
    expect(isShippableState('')).toBe(true);
  });
});

describe('isSameAddress', () => {
  const address = {
    street: '12 Main St',
    street2: null,
    city: 'Springfield',
    state: 'IL',
    zipcode: '62701-1234',
    country: 'US',
  };

  it('ignores case and surrounding spaces', () => {
    const typed = {
      ...address,
      street: ' 12 MAIN ST ',
      city: 'springfield',
      state: 'il ',
      country: 'us',
    };
    expect(isSameAddress(address, typed)).toBe(true);
  });

  it('compares the zipcode on the part before the hyphen', () => {
    expect(isSameAddress(address, { ...address, zipcode: '62701' })).toBe(true);
    expect(isSameAddress(address, { ...address, zipcode: '62701-9999' })).toBe(true);
    expect(isSameAddress(address, { ...address, zipcode: '62702-1234' })).toBe(false);
  });

  it('treats a missing field as an empty one', () => {
    expect(isSameAddress(address, { ...address, street2: '' })).toBe(true);
    const { street2: _street2, ...withoutStreet2 } = address;
    expect(isSameAddress(address, withoutStreet2)).toBe(true);
  });

  it('tells different places apart', () => {
    expect(isSameAddress(address, { ...address, street: '14 Main St' })).toBe(false);
    expect(isSameAddress(address, { ...address, street2: 'Apt 2' })).toBe(false);
    expect(isSameAddress(address, { ...address, country: 'CA' })).toBe(false);
  });
});
