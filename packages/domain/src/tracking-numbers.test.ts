import { describe, expect, it } from 'vitest';
import { carriersMatching, checkTrackingNumber, normalizeTrackingNumber } from './tracking-numbers';

describe('tracking numbers', () => {
  it("accepts UPS 1Z numbers whose check digit matches UPS's published sample", () => {
    expect(checkTrackingNumber('UPS', '1Z999AA10123456784')).toEqual({
      result: 'valid',
      format: 'UPS 1Z',
    });
    // Typed with spaces and lower case, as people copy them.
    expect(checkTrackingNumber('UPS', '1z 999 aa1 0123456784').result).toBe('valid');
  });

  it('warns (never refuses) on a wrong check digit, naming the format', () => {
    const answer = checkTrackingNumber('UPS', '1Z999AA10123456785');
    expect(answer).toMatchObject({ result: 'badCheckDigit', format: 'UPS 1Z' });
    expect('warning' in answer && answer.warning).toMatch(/check digit/);
  });

  it('checks UPU S10 numbers (8 6 4 2 3 5 9 7, mod 11) for USPS and Royal Mail', () => {
    // 1*8 + 2*6 + 3*4 + 4*2 + 5*3 + 6*5 + 7*9 + 8*7 = 204; 11 - 204 mod 11 = 5.
    expect(checkTrackingNumber('USPS', 'EA123456785US').result).toBe('valid');
    expect(checkTrackingNumber('USPS', 'EA123456784US').result).toBe('badCheckDigit');
    expect(checkTrackingNumber('ROYAL_MAIL', 'AB123456785GB').result).toBe('valid');
  });

  it('checks USPS IMpb numbers with the GS1 mod 10 digit', () => {
    // 940011189922339765853: weights 3,1 from the right sum to 197 -> check digit 3.
    expect(checkTrackingNumber('USPS', '9400111899223397658533').result).toBe('valid');
    expect(checkTrackingNumber('USPS', '9400111899223397658537').result).toBe('badCheckDigit');
  });

  it('checks FedEx Express (1 3 7, mod 11) and DHL Express (mod 7) numbers', () => {
    expect(checkTrackingNumber('FEDEX', '123456789012').result).toBe('valid');
    expect(checkTrackingNumber('FEDEX', '123456789013').result).toBe('badCheckDigit');
    // 123456789 mod 7 = 1.
    expect(checkTrackingNumber('DHL_EXPRESS', '1234567891').result).toBe('valid');
    expect(checkTrackingNumber('DHL_EXPRESS', '1234567892').result).toBe('badCheckDigit');
  });

  it('answers an unknown format with a warning naming the carrier', () => {
    expect(checkTrackingNumber('FEDEX', 'HELLO')).toEqual({
      result: 'unknownFormat',
      warning: 'This tracking number does not look like a FEDEX tracking number; please check it',
    });
    expect(checkTrackingNumber('UPS', 'EA123456785US').result).toBe('unknownFormat');
  });

  it('normalises and suggests the carriers a number fits', () => {
    expect(normalizeTrackingNumber(' 1z-999 ')).toBe('1Z999');
    expect(carriersMatching('1Z999AA10123456784')).toEqual(['UPS']);
  });
});
