/*
 * Money is held in integer cents (US dollars) everywhere; these helpers are the only places that
 * cross between cents and the dollars people type and read.
 */

/** "$1,234.56"; negative amounts as "-$1,234.56"; nothing counts as zero. */
export function formatCents(cents: number | null | undefined): string {
  const value = cents === null || cents === undefined || !Number.isFinite(cents) ? 0 : cents;
  const whole = Math.round(Math.abs(value));
  const dollars = Math.floor(whole / 100).toString();
  const rest = (whole % 100).toString().padStart(2, '0');
  const grouped = dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && whole > 0 ? '-' : ''}$${grouped}.${rest}`;
}

/** Dollars for display or arithmetic on a form; nothing counts as zero. */
export function centsToDollars(cents: number | null | undefined): number {
  if (cents === null || cents === undefined) return 0;
  return cents / 100;
}

type DecimalParts = { isNegative: boolean; cents: number; rest: string };

/**
 * Splits an amount into whole cents and the digits beyond them, working on the decimal text rather
 * than multiplying: 0.07 * 100 is 7.000000000000001 in floating point, which would round up to 8.
 */
function decimalParts(value: number | string): DecimalParts | null {
  const text = typeof value === 'number' ? plainDecimal(value) : value.trim().replace(/,/g, '');
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', integer = '', fraction = ''] = match;
  if (integer === '' && fraction === '') return null;
  const cents = Number(integer || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return { isNegative: sign === '-', cents, rest: fraction.slice(2) };
}

/** The shortest decimal text of a number, without exponent notation (1e-7 -> "0.0000001"). */
function plainDecimal(value: number): string {
  if (!Number.isFinite(value)) return 'NaN';
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', integer = '', fraction = '', exponent = '0'] = match;
  const digits = integer + fraction;
  const point = integer.length + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function signed(isNegative: boolean, cents: number): number {
  // `|| 0` turns -0 into 0 so "-0.00" never reaches storage.
  return (isNegative ? -cents : cents) || 0;
}

/**
 * Money a person entered, in cents, rounded up to the next whole cent (spec 03 section 5: coupon
 * amounts, shipping prices, advanced filter and milestone money conditions). "Up" means toward
 * positive infinity, like Math.ceil. Text such as "1,234.5" is accepted; anything that is not a
 * number gives NaN, as Number() would.
 */
export function dollarsToCents(value: number | string): number {
  const parts = decimalParts(value);
  if (!parts) return Number.NaN;
  const hasRest = /[1-9]/.test(parts.rest);
  const cents = parts.isNegative ? parts.cents : parts.cents + (hasRest ? 1 : 0);
  return signed(parts.isNegative, cents);
}

/**
 * Dollars times 100, rounded to the nearest cent with halves toward positive infinity, as
 * Math.round does (spec 02 section 5.1: money filter values; product type prices). Decimal-exact,
 * so 1.005 gives 101 although 1.005 * 100 is 100.49999999999999.
 */
export function roundedDollarsToCents(value: number | string): number {
  const parts = decimalParts(value);
  if (!parts) return Number.NaN;
  const first = Number(parts.rest.charAt(0) || '0');
  const isAboveHalf = first > 5 || (first === 5 && /[1-9]/.test(parts.rest.slice(1)));
  const isHalf = first === 5 && !isAboveHalf;
  // For a negative amount a half goes toward zero, i.e. toward positive infinity.
  const isRoundingAway = parts.isNegative ? isAboveHalf : isAboveHalf || isHalf;
  return signed(parts.isNegative, parts.cents + (isRoundingAway ? 1 : 0));
}
