import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  INVERTIBLE_COLOR_PATTERN,
  MESSAGES,
  PACKING_SLIP_ORDER_ID_PATTERN,
  URL_PATTERN,
  formatMessage,
  humanizeFieldName,
  isStrongPassword,
  unmetPasswordRequirements,
} from './validation';
import { emailSchema } from './schemas/fields';

describe('EMAIL_PATTERN', () => {
  it.each([
    '',
    'jane@example.com',
    'jane.doe+orders@mail.example.co.uk',
    'ops@[192.168.0.1]',
    '"jane doe"@example.com',
  ])('accepts %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@example.c',
    'jane doe@example.com',
    'jane@@example.com',
    'jane..doe@example.com',
    'ops@[192.168.0]',
  ])('rejects %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });

  it('gives the email message through the email schema', () => {
    const result = emailSchema.safeParse('not-an-email');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The email must be a valid email address');
  });
});

describe('URL_PATTERN', () => {
  it.each([
    'https://example.com',
    'http://www.example.com',
    'https://shop.example.co/path/to/page?x=1&y=2#top',
    'https://my-store.myshopify.com/admin',
    'http://example.museum',
  ])('accepts %j', (url) => {
    expect(URL_PATTERN.test(url)).toBe(true);
  });

  it.each([
    '',
    'example.com',
    'www.example.com',
    'ftp://example.com',
    'http://localhost',
    'https://exa mple.com',
    'https://example.toolongtld',
    'https://',
  ])('rejects %j', (url) => {
    expect(URL_PATTERN.test(url)).toBe(false);
  });

  it('limits the host to 256 characters', () => {
    expect(URL_PATTERN.test(`https://${'a'.repeat(256)}.com`)).toBe(true);
    expect(URL_PATTERN.test(`https://${'a'.repeat(257)}.com`)).toBe(false);
  });
});

describe('PACKING_SLIP_ORDER_ID_PATTERN', () => {
  it.each(['#AB12-345', 'AB12/3.5', 'AB12-3', '12345/7', 'x-0.25'])('accepts %j', (id) => {
    expect(PACKING_SLIP_ORDER_ID_PATTERN.test(id)).toBe(true);
  });

  it.each([
    'AB12--3',
    'AB12/-3',
    'AB12',
    '#-345',
    'AB12-3.',
    'AB12-3.5.1',
    'AB 12-3',
    '##AB12-3',
    'AB12-x',
    'AB12_3',
  ])('rejects %j', (id) => {
    expect(PACKING_SLIP_ORDER_ID_PATTERN.test(id)).toBe(false);
  });
});

describe('INVERTIBLE_COLOR_PATTERN', () => {
  it('accepts 3 or 6 hex digits with or without #', () => {
    for (const color of ['fff', '#FFF', 'a1b2c3', '#A1B2C3']) {
      expect(INVERTIBLE_COLOR_PATTERN.test(color)).toBe(true);
    }
  });

  it('rejects other lengths and non-hex digits', () => {
    for (const color of ['', '#ff', 'ffff', '#fffff', 'fffffff', 'ggg', '#12345g']) {
      expect(INVERTIBLE_COLOR_PATTERN.test(color)).toBe(false);
    }
  });
});

describe('password rule', () => {
  it('accepts a password meeting every requirement', () => {
    expect(unmetPasswordRequirements('Secret#2024')).toEqual([]);
    expect(isStrongPassword('Secret#2024')).toBe(true);
  });

  it('lists each unmet requirement', () => {
    expect(unmetPasswordRequirements('')).toEqual([
      'minLength',
      'number',
      'uppercase',
      'lowercase',
      'special',
    ]);
    expect(unmetPasswordRequirements('secret#2024')).toEqual(['uppercase']);
    expect(unmetPasswordRequirements('SECRET#2024')).toEqual(['lowercase']);
    expect(unmetPasswordRequirements('Secret#word')).toEqual(['number']);
    expect(unmetPasswordRequirements('Secret2024')).toEqual(['special']);
    expect(unmetPasswordRequirements('Se#2')).toEqual(['minLength']);
  });

  it('does not count spaces or accented letters as special characters', () => {
    expect(unmetPasswordRequirements('Secret 2024')).toEqual(['special']);
    expect(unmetPasswordRequirements('Sécret2024')).toEqual(['special']);
  });

  it('needs exactly 8 characters at least', () => {
    expect(unmetPasswordRequirements('Abcde#1')).toEqual(['minLength']);
    expect(unmetPasswordRequirements('Abcdef#1')).toEqual([]);
  });
});

describe('humanizeFieldName', () => {
  it.each([
    ['firstName', 'first name'],
    ['trackingCarrierCode', 'tracking carrier code'],
    ['zip_code', 'zip code'],
    ['address.zipcode', 'zipcode'],
    ['userID', 'user id'],
    ['URLPath', 'url path'],
    ['email', 'email'],
  ])('%s -> %s', (name, expected) => {
    expect(humanizeFieldName(name)).toBe(expected);
  });
});

describe('formatMessage', () => {
  it('fills the name, humanised', () => {
    expect(formatMessage('required', { name: 'firstName' })).toBe(
      'The first name field is required',
    );
  });

  it('fills min, max and length', () => {
    expect(formatMessage('between', { name: 'amount', min: 1, max: 100000 })).toBe(
      'The amount field must be from 1 to 100000',
    );
    expect(formatMessage('max', { name: 'shortSku', max: 255 })).toBe(
      'The short sku field may not be greater than 255 characters',
    );
    expect(formatMessage('digits', { name: 'verifyCode', length: 6 })).toBe(
      'The verify code field must be 6 digits',
    );
  });

  it('falls back to "value" when no name is given', () => {
    expect(formatMessage('required')).toBe('The value field is required');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(formatMessage('minValue', { name: 'qty' })).toBe('The qty field must be {min} or more');
  });

  it('returns texts without placeholders unchanged', () => {
    expect(formatMessage('uploadDesign')).toBe(MESSAGES.uploadDesign);
  });

  it('only uses the four known placeholders in the table', () => {
    for (const text of Object.values(MESSAGES)) {
      const placeholders = text.match(/\{[^}]*\}/g) ?? [];
      for (const placeholder of placeholders) {
        expect(['{name}', '{min}', '{max}', '{length}']).toContain(placeholder);
      }
    }
  });
});
