import { formatStatusPart, parseCompositeStatus } from '@platfox/domain';
import { formatMoney } from '../../../platform/i18n/formatMoney';

/**
 * Cell text of the data list (spec 02 sections 3.3, 3.14, 9): times as MM/DD/YYYY HH:mm in the
 * user's time zone, money from cents, composite statuses as name:value words.
 */
/** One formatter per time zone: building an Intl.DateTimeFormat costs more than using it. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();

function timeFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    timeFormats.set(key, format);
  }
  return format;
}

export function formatListTime(value: unknown, timeZone?: string): string {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  // en-US writes "MM/DD/YYYY, HH:mm"; format() is several times cheaper than formatToParts().
  return timeFormat(timeZone).format(date).replace(', ', ' ');
}

export function formatListMoney(value: unknown): string {
  const cents = typeof value === 'number' ? value : Number(value);
  return value === null || value === undefined || value === '' || Number.isNaN(cents)
    ? ''
    : formatMoney(cents);
}

/** Each part of a composite status: its status (for the colour) and its shown name:value. */
export function orderStatusParts(value: unknown): { status: string; label: string }[] {
  if (typeof value !== 'string') return [];
  return parseCompositeStatus(value).map((part) => ({
    status: part.status,
    label: formatStatusPart(part),
  }));
}

/** The values of an array cell; a single value counts as one. */
export function arrayValues(value: unknown): string[] {
  if (value === null || value === undefined || value === '') return [];
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.map(plainText).filter((text) => text !== '');
}

/** What a cell's copy button copies and a plain cell shows. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  return JSON.stringify(value);
}

/** How many leading characters of a uuid make the readable short id the lists show. */
export const SHORT_ID_LENGTH = 8;

/** The readable short id of a uuid ("651ff273"); the full id is what a copy button copies. */
export const shortId = (id: string) => id.slice(0, SHORT_ID_LENGTH);

export function isAbsoluteUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
