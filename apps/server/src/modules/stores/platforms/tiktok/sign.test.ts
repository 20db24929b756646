import { describe, expect, it } from 'vitest';
import { sameSignature, signedString, signRequest, signWebhook } from './sign';

/*
 * TikTok's documentation gives the algorithm but no example whose inputs are all shown (published
 * examples elide the key and secret), so these vectors were computed by hand, outside this code,
 * with Python's hmac module over the documented string:
 *   app_secret + path + (sorted query, minus sign and access_token, as name+value) + body + app_secret
 * HMAC-SHA256 keyed by the app secret, lowercase hex.
 */
const secret = 'stand-in-secret';
const query = {
  app_key: '6a6demo',
  timestamp: '1700000000',
  shop_cipher: 'ROW_demo',
  page_size: '50',
  access_token: 'ignored',
  sign: 'ignored',
};
const body = '{"update_time_ge":1699990000}';

describe('TikTok Shop signing', () => {
  it('signs the path, the sorted parameters but sign and access_token, and the body', () => {
    expect(signedString(secret, '/order/202309/orders/search', query, body)).toBe(
      'stand-in-secret/order/202309/orders/searchapp_key6a6demopage_size50shop_cipherROW_demo' +
        'timestamp1700000000{"update_time_ge":1699990000}stand-in-secret',
    );
    expect(signRequest(secret, '/order/202309/orders/search', query, body)).toBe(
      '7999b2b05e6172643a98decbd304845dd970b4b49ae17bd6b32a73b48f25f461',
    );
  });

  it('changes with any parameter, the path or the body', () => {
    const signed = signRequest(secret, '/order/202309/orders/search', query, body);
    expect(
      signRequest(secret, '/order/202309/orders/search', { ...query, page_size: '51' }, body),
    ).not.toBe(signed);
    expect(signRequest(secret, '/product/202309/products/search', query, body)).not.toBe(signed);
    expect(signRequest(secret, '/order/202309/orders/search', query, '{}')).not.toBe(signed);
    // The token is not signed: a refreshed token keeps the same signature.
    expect(
      signRequest(secret, '/order/202309/orders/search', { ...query, access_token: 'x' }, body),
    ).toBe(signed);
  });

  it('signs a webhook as the app key followed by the raw body', () => {
    const expected = '3ce2054c97db68b52e370ebb6167fd4e98aabd40d336734c23abffa954b888b9';
    expect(signWebhook('6a6demo', secret, '{"type":1}')).toBe(expected);
    expect(sameSignature(expected.toUpperCase(), expected)).toBe(true);
    expect(sameSignature(expected.replace(/^3/, '4'), expected)).toBe(false);
    expect(sameSignature(undefined, expected)).toBe(false);
    expect(sameSignature('short', expected)).toBe(false);
  });
});
