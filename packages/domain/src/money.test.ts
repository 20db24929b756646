import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatCents, roundedDollarsToCents } from './money';

describe('formatCents', () => {
  it.each([
    [123456, '$1,234.56'],
    [0, '$0.00'],
    [5, '$0.05'],
    [100, '$1.00'],
    [99999999, '$999,999.99'],
    [123456789012, '$1,234,567,890.12'],
    [-123456, '-$1,234.56'],
    [-5, '-$0.05'],
  ])('%i -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('shows nothing as zero', () => {
    expect(formatCents(null)).toBe('$0.00');
    expect(formatCents(undefined)).toBe('$0.00');
    expect(formatCents(Number.NaN)).toBe('$0.00');
  });

  it('never shows a negative zero', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatCents(-0.4)).toBe('$0.00');
  });
});

describe('centsToDollars', () => {
  it('divides by 100', () => {
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(-250)).toBe(-2.5);
    expect(centsToDollars(null)).toBe(0);
  });
});

describe('dollarsToCents', () => {
  it.each([
    [19.99, 1999],
    [0.07, 7],
    [1.1, 110],
    [4.35, 435],
    [100000, 10000000],
    [0, 0],
  ])('keeps exact amounts exact: %d -> %i', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  it('rounds any fraction of a cent up', () => {
    expect(dollarsToCents(0.001)).toBe(1);
    expect(dollarsToCents(19.991)).toBe(2000);
    expect(dollarsToCents(1e-7)).toBe(1);
    expect(dollarsToCents(2.0000001)).toBe(201);
  });

  it('rounds negative amounts toward positive infinity', () => {
    expect(dollarsToCents(-19.99)).toBe(-1999);
    expect(dollarsToCents(-19.991)).toBe(-1999);
    expect(dollarsToCents(-0.001)).toBe(0);
    expect(Object.is(dollarsToCents(-0.001), -0)).toBe(false);
  });

  it('reads typed text', () => {
    expect(dollarsToCents('19.99')).toBe(1999);
    expect(dollarsToCents(' 1,234.5 ')).toBe(123450);
    expect(dollarsToCents('.5')).toBe(50);
    expect(dollarsToCents('7.')).toBe(700);
  });

  it('gives NaN for text that is not an amount', () => {
    expect(dollarsToCents('')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
    expect(dollarsToCents('1.2.3')).toBeNaN();
    expect(dollarsToCents('-')).toBeNaN();
    expect(dollarsToCents(Number.POSITIVE_INFINITY)).toBeNaN();
  });

  it('handles large amounts written in exponent form', () => {
    expect(dollarsToCents(1e21)).toBe(1e23);
  });
});

describe('roundedDollarsToCents', () => {
  it('rounds to the nearest cent', () => {
    expect(roundedDollarsToCents(19.99)).toBe(1999);
    expect(roundedDollarsToCents(0.07)).toBe(7);
    expect(roundedDollarsToCents(0.001)).toBe(0);
    expect(roundedDollarsToCents(19.994)).toBe(1999);
    expect(roundedDollarsToCents(19.996)).toBe(2000);
  });

  it('rounds halves up on the decimal value, not the binary one', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(roundedDollarsToCents(1.005)).toBe(101);
    expect(roundedDollarsToCents('2.675')).toBe(268);
  });

  it('rounds negative halves toward positive infinity, as Math.round does', () => {
    expect(roundedDollarsToCents(-1.005)).toBe(Math.round(-100.5));
    expect(roundedDollarsToCents(-1.0051)).toBe(-101);
    expect(roundedDollarsToCents(-1.004)).toBe(-100);
  });

  it('gives NaN for text that is not an amount', () => {
    expect(roundedDollarsToCents('12a')).toBeNaN();
  });
});
