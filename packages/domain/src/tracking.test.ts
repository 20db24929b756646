import { describe, expect, it } from 'vitest';
import { CARRIER_CODES, DEFAULT_TRACKER_URL, trackingUrl } from './tracking';

describe('trackingUrl', () => {
  it.each([
    ['USPS', '9400100000000000000000', 'https://tools.usps.com/'],
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/'],
    ['FEDEX', '123456789012', 'https://www.fedex.com/'],
    ['DHL_EXPRESS', '1234567890', 'https://www.dhl.com/global-en/'],
    ['DHL_ECOMMERCE', 'GM123456789', 'https://www.dhl.com/us-en/'],
    ['ROYAL_MAIL', 'AB123456789GB', 'https://www.royalmail.com/'],
    ['AUSTRALIA_POST', '33ABC1234567', 'https://auspost.com.au/'],
  ])('links %s to its own tracking page with the code', (carrier, code, prefix) => {
    const url = trackingUrl(carrier, code);
    expect(url.startsWith(prefix)).toBe(true);
    expect(url).toContain(code);
  });

  it('gives every carrier a different page', () => {
    const urls = CARRIER_CODES.map((carrier) => trackingUrl(carrier, 'X1'));
    expect(new Set(urls).size).toBe(CARRIER_CODES.length);
    expect(urls).not.toContain(DEFAULT_TRACKER_URL('X1'));
  });

  it('falls back to the third-party tracker for unknown or missing carriers', () => {
    expect(trackingUrl('CANADA_POST', 'X1')).toBe(DEFAULT_TRACKER_URL('X1'));
    expect(trackingUrl(null, 'X1')).toBe(DEFAULT_TRACKER_URL('X1'));
    expect(trackingUrl('', 'X1')).toBe(DEFAULT_TRACKER_URL('X1'));
  });

  it('matches carrier codes case-insensitively', () => {
    expect(trackingUrl(' usps ', 'X1')).toBe(trackingUrl('USPS', 'X1'));
  });

  it('trims and encodes the tracking code', () => {
    expect(trackingUrl('UPS', ' 1Z 99&x ')).toBe('https://www.ups.com/track?tracknum=1Z%2099%26x');
  });
});
