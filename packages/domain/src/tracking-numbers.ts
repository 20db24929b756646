import type { CarrierCode } from './tracking';

/*
 * Tracking-number formats per carrier, with the check digit where the carrier publishes one. A
 * code that fits no known format of its carrier is answered with a warning, never refused: carriers
 * add formats, and a printer must be able to ship with a code the table does not know yet.
 */

export type TrackingNumberCheck =
  | { result: 'valid'; format: string }
  | { result: 'badCheckDigit'; format: string; warning: string }
  | { result: 'unknownFormat'; warning: string };

const digitsOf = (value: string) => [...value].map(Number);

/** Weights 3,1,3,1... from the right over the digits before the check digit; mod 10 (GS1). */
function mod10CheckDigit(body: string): number {
  const sum = digitsOf(body)
    .reverse()
    .reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** UPS 1Z: the 15 characters after "1Z", letters as (code - 63) mod 10, odd + 2 * even, mod 10. */
function upsCheckDigit(body: string): number {
  let sum = 0;
  [...body].forEach((char, index) => {
    const value = /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10;
    sum += index % 2 === 1 ? value * 2 : value;
  });
  return (10 - (sum % 10)) % 10;
}

/** UPU S10 (international post: USPS, Royal Mail, Australia Post): weights 8 6 4 2 3 5 9 7, mod 11. */
function s10CheckDigit(serial: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = digitsOf(serial).reduce((total, digit, index) => total + digit * weights[index]!, 0);
  const check = 11 - (sum % 11);
  if (check === 10) return 0;
  if (check === 11) return 5;
  return check;
}

/** FedEx Express 12 digits: weights 1 3 7 from the right over the first 11, mod 11, mod 10. */
function fedexExpressCheckDigit(body: string): number {
  const weights = [1, 3, 7];
  const sum = digitsOf(body)
    .reverse()
    .reduce((total, digit, index) => total + digit * weights[index % 3]!, 0);
  return (sum % 11) % 10;
}

type Format = {
  name: string;
  pattern: RegExp;
  /** Whether the last digit checks out; absent when the format has no published check digit. */
  check?: (code: string) => boolean;
};

const lastDigit = (code: string) => Number(code[code.length - 1]);
const s10 = (country?: string): Format => ({
  name: country ? `UPU S10 (${country})` : 'UPU S10',
  pattern: new RegExp(`^[A-Z]{2}\\d{9}${country ?? '[A-Z]{2}'}$`),
  check: (code) => s10CheckDigit(code.slice(2, 10)) === Number(code[10]),
});

const FORMATS: Record<CarrierCode, readonly Format[]> = {
  UPS: [
    {
      name: 'UPS 1Z',
      pattern: /^1Z[A-Z0-9]{16}$/,
      check: (code) => upsCheckDigit(code.slice(2, 17)) === lastDigit(code),
    },
    { name: 'UPS Mail Innovations', pattern: /^9\d{21,25}$/ },
    { name: 'UPS freight', pattern: /^(H\d{10}|T\d{10}|\d{9})$/ },
  ],
  USPS: [
    {
      name: 'USPS IMpb',
      pattern: /^9[1-5]\d{18,20}$/,
      check: (code) => mod10CheckDigit(code.slice(0, -1)) === lastDigit(code),
    },
    {
      name: 'USPS 20 digits',
      pattern: /^(03|23|70|82)\d{18}$/,
      check: (code) => mod10CheckDigit(code.slice(0, -1)) === lastDigit(code),
    },
    s10('US'),
  ],
  FEDEX: [
    {
      name: 'FedEx Express',
      pattern: /^\d{12}$/,
      check: (code) => fedexExpressCheckDigit(code.slice(0, 11)) === lastDigit(code),
    },
    { name: 'FedEx Ground', pattern: /^\d{15}$/ },
    { name: 'FedEx Ground 96', pattern: /^96\d{20}$/ },
  ],
  DHL_EXPRESS: [
    {
      name: 'DHL Express',
      pattern: /^\d{10}$/,
      check: (code) => Number(code.slice(0, 9)) % 7 === lastDigit(code),
    },
    { name: 'DHL Express piece', pattern: /^JJD\d{10,20}$/ },
  ],
  DHL_ECOMMERCE: [
    { name: 'DHL eCommerce GM', pattern: /^GM\d{16,20}$/ },
    { name: 'DHL eCommerce', pattern: /^(LX|RX|LY|RY)\d{9}[A-Z]{2}$/ },
    { name: 'DHL eCommerce package id', pattern: /^\d{20,22}$/ },
  ],
  ROYAL_MAIL: [s10('GB'), s10()],
  AUSTRALIA_POST: [
    s10('AU'),
    { name: 'Australia Post domestic', pattern: /^[A-Z0-9]{12,13}$|^\d{20,23}$/ },
  ],
};

/** The code as carriers print it: upper case, without spaces or dashes. */
export function normalizeTrackingNumber(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Checks a tracking number against its carrier's formats. A format whose check digit fails is
 * reported as such (a typo is likely); no matching format is a warning about an unknown format.
 */
export function checkTrackingNumber(carrier: CarrierCode, code: string): TrackingNumberCheck {
  const normalized = normalizeTrackingNumber(code);
  let badCheck: Format | null = null;
  for (const format of FORMATS[carrier]) {
    if (!format.pattern.test(normalized)) continue;
    if (!format.check || format.check(normalized)) return { result: 'valid', format: format.name };
    badCheck ??= format;
  }
  if (badCheck) {
    return {
      result: 'badCheckDigit',
      format: badCheck.name,
      warning: `The check digit of this ${badCheck.name} tracking number does not match; please check it`,
    };
  }
  return {
    result: 'unknownFormat',
    warning: `This tracking number does not look like a ${carrier} tracking number; please check it`,
  };
}

/** Carriers whose formats the code fits with a good check digit (to suggest a likely carrier). */
export function carriersMatching(code: string): CarrierCode[] {
  return (Object.keys(FORMATS) as CarrierCode[]).filter(
    (carrier) => checkTrackingNumber(carrier, code).result === 'valid',
  );
}
