import type { ExportColumn, TimeZoneInput } from '@platfox/domain';
import { zoneOffsetMinutes } from '../../platform/time';
import { type ListField, type ListRow } from '../data-lists/index';

/**
 * One cell of an export, before a format writes it: money and times keep their meaning (cents,
 * an instant) so XLSX can give them a number format and CSV its own text.
 */
export type ExportCell =
  null | string | number | boolean | { money: number } | { time: Date; local: Date };

/** An export's column with what its list field says about its values. */
export type ResolvedColumn = ExportColumn & { isMoney: boolean; isTime: boolean };

export function resolveColumn(column: ExportColumn, field: ListField | undefined): ResolvedColumn {
  return { ...column, isMoney: field?.isMoney === true, isTime: field?.type === 'time' };
}

/** "currentBalance" -> "Current balance": the heading of a column nobody named. */
export function headingOf(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function instantOf(value: unknown): Date | null {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/**
 * The instant as the zone's wall clock, in a Date's UTC fields: spreadsheets have no time zones,
 * so an export shows times as the user saw them in the list.
 */
export function wallClock(instant: Date, zone: TimeZoneInput): Date {
  return new Date(instant.getTime() + zoneOffsetMinutes(zone, instant) * 60_000);
}

export function toCell(column: ResolvedColumn, value: unknown, zone: TimeZoneInput): ExportCell {
  if (value === null || value === undefined) return null;
  if (column.isMoney && typeof value === 'number') return { money: value };
  if (column.isTime) {
    const instant = instantOf(value);
    return instant ? { time: instant, local: wallClock(instant, zone) } : null;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => String(item)).join(', ');
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

export const cellsOf = (row: ListRow, columns: readonly ResolvedColumn[], zone: TimeZoneInput) =>
  columns.map((column) => toCell(column, row[column.field], zone));

/** "2024-05-01 14:03:09" from a wall-clock Date (see wallClock). */
export function formatWallClock(local: Date): string {
  return local.toISOString().slice(0, 19).replace('T', ' ');
}

/** Cents as dollars with two decimals: 123456 -> "1234.56", -5 -> "-0.05". */
export function formatMoney(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const text = `${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
  return cents < 0 && whole > 0 ? `-${text}` : text;
}
