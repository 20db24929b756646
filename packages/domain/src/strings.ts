import { FILE_SIZE_UNIT_BYTES, RANDOM_STRING_DEFAULT_LENGTH } from './limits';
import { INVERTIBLE_COLOR_PATTERN } from './validation';

/** true, false, "true" or "false" (spec 03 section 5); anything else is not a boolean. */
export function parseBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

/**
 * A count badge: the number up to the cap, "cap+" above it (9+ in the top bar, 99+ in the menu),
 * and null when there is nothing to show, so no empty badge is drawn.
 */
export function capBadge(count: number | null | undefined, cap: number): string | null {
  if (count === null || count === undefined || !(count > 0)) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

/** Letters and digits without O and o, which read as zero when a code is typed back in. */
export const RANDOM_STRING_ALPHABET =
  'ABCDEFGHIJKLMNPQRSTUVWXYZabcdefghijklmnpqrstuvwxyz0123456789';

type RandomSource = { getRandomValues<T extends Uint8Array>(array: T): T };

function randomSource(): RandomSource {
  // The lib settings carry neither DOM nor Node types; both platforms have Web Crypto here.
  const source = (globalThis as { crypto?: RandomSource }).crypto;
  if (!source) throw new Error('Web Crypto is not available');
  return source;
}

/** A random code from RANDOM_STRING_ALPHABET, uniformly drawn from a secure source. */
export function randomString(length: number = RANDOM_STRING_DEFAULT_LENGTH): string {
  const wanted = Math.max(0, Math.floor(length));
  const size = RANDOM_STRING_ALPHABET.length;
  // Bytes at or above the largest multiple of the alphabet size are dropped, so no letter is
  // favoured by the modulo.
  const limit = 256 - (256 % size);
  let result = '';
  const bytes = new Uint8Array(Math.max(16, wanted * 2));
  while (result.length < wanted) {
    randomSource().getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte >= limit) continue;
      result += RANDOM_STRING_ALPHABET.charAt(byte % size);
      if (result.length === wanted) break;
    }
  }
  return result;
}

/** Prefix of the value inside a staff QR code; the part after the first underscore is the id. */
export const STAFF_QR_PREFIX = 'STAFF';

/** The plain value a staff QR code carries, before the code's own encryption. */
export function staffQrValue(staffId: string): string {
  return `${STAFF_QR_PREFIX}_${staffId}`;
}

/**
 * The staff id of a decrypted staff QR value (spec 03 section 5): split on the first underscore,
 * the second part is the id. Null when either part is missing, which the client reports as "The QR
 * code format is incorrect!". Any prefix is accepted, as codes printed earlier may carry another.
 */
export function parseStaffQrValue(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  const cut = text.indexOf('_');
  if (cut <= 0) return null;
  const staffId = text.slice(cut + 1).trim();
  return staffId === '' ? null : staffId;
}

/** Cart parameters lose # and / so they cannot break the route they are put into. */
export function cleanCartParameter(value: string): string {
  return value.replace(/[#/]/g, '');
}

/** A stored cart whose quantity total is not a number is cleared (spec 01 section 5). */
export function isValidCartTotal(total: unknown): boolean {
  if (typeof total === 'number') return Number.isFinite(total);
  if (typeof total === 'string' && total.trim() !== '') return Number.isFinite(Number(total));
  return false;
}

/** The colour opposite a hex colour (3 or 6 digits, # optional), or null when it is not one. */
export function invertHexColor(hex: string): string | null {
  const text = hex.trim();
  if (!INVERTIBLE_COLOR_PATTERN.test(text)) return null;
  const given = text.replace('#', '');
  const digits = given.length === 3 ? [...given].map((digit) => digit + digit).join('') : given;
  const inverted = (0xffffff ^ Number.parseInt(digits, 16)).toString(16).padStart(6, '0');
  return `#${inverted}`;
}

/** File sizes in units of 1024 (spec 03 section 9): 1536 -> "1.5 KB". */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let size = Math.max(0, bytes);
  let unit = 0;
  while (size >= FILE_SIZE_UNIT_BYTES && unit < units.length - 1) {
    size /= FILE_SIZE_UNIT_BYTES;
    unit += 1;
  }
  const rounded = Math.round(size * 10) / 10;
  return `${rounded} ${units[unit]}`;
}

/**
 * A staff member's work today (spec 03 section 3.1), given in minutes, as hours with 2 decimals
 * from one hour on; null below it, which the spec shows as "~1 hr" since a partial first hour is
 * not worth a precise figure. The screens put the figure in the user's language.
 */
export function todayWorkHours(minutes: number): string | null {
  return minutes >= 60 ? (minutes / 60).toFixed(2) : null;
}

/** Staff speed, items per minute, with 1 decimal (spec 03 section 3.1). */
export function staffSpeedFigure(itemsPerMinute: number): string {
  return (Number.isFinite(itemsPerMinute) ? itemsPerMinute : 0).toFixed(1);
}

/** The spec's English wording of the work today: "2.25 hrs", or "~1 hr". */
export function formatTodayWork(minutes: number): string {
  const hours = todayWorkHours(minutes);
  return hours === null ? '~1 hr' : `${hours} hrs`;
}

/** The spec's English wording of the speed: "1.5 items/min". */
export function formatStaffSpeed(itemsPerMinute: number): string {
  return `${staffSpeedFigure(itemsPerMinute)} items/min`;
}
