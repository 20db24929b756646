import {
  CARRIER_CODES,
  CARRIER_NAMES,
  IMPORT_MESSAGES,
  isCarrierCode,
  parseSlipScan,
  TRACKING_IMPORT_COLUMNS,
  TRACKING_IMPORT_MESSAGES,
  TRACKING_IMPORT_SHEET,
  type CarrierCode,
  type ImportError,
  type TrackingImportColumnKey,
} from '@platfox/domain';
import type { SheetRow } from './reader';

/** A tracking line with the right shapes; the item is still a reference to resolve. */
export type TrackingLine = {
  line: number;
  /** An order item id, or a packing-slip code (an index suffix "_2" is dropped). */
  itemRef: string;
  trackingCode: string;
  carrier: CarrierCode;
};

const nameOf = (key: TrackingImportColumnKey) =>
  TRACKING_IMPORT_COLUMNS.find((column) => column.key === key)!.name;

export const trackingLineError = (
  line: number,
  key: TrackingImportColumnKey | null,
  message: string,
): ImportError => ({
  sheet: TRACKING_IMPORT_SHEET,
  column: key ? nameOf(key) : null,
  line,
  message,
});

const squash = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Carriers by code or by name, however spaced or cased ("FedEx", "dhl express", "DHL_EXPRESS"). */
const CARRIER_BY_TEXT = new Map<string, CarrierCode>(
  CARRIER_CODES.flatMap((code) => [
    [squash(code), code],
    [squash(CARRIER_NAMES[code]), code],
  ]),
);

export function carrierOf(value: string): CarrierCode | null {
  const upper = value.trim().toUpperCase();
  if (isCarrierCode(upper)) return upper;
  return CARRIER_BY_TEXT.get(squash(value)) ?? null;
}

/** One data row checked for shapes: its line, or every problem found on it. */
export function parseTrackingLine(row: SheetRow): TrackingLine | ImportError[] {
  const value = {} as Record<TrackingImportColumnKey, string>;
  TRACKING_IMPORT_COLUMNS.forEach((column, index) => {
    value[column.key] = row.cells[index] ?? '';
  });
  const errors: ImportError[] = [];
  for (const column of TRACKING_IMPORT_COLUMNS) {
    if (column.required && value[column.key] === '') {
      errors.push(trackingLineError(row.line, column.key, IMPORT_MESSAGES.required));
    }
  }
  if (value.trackingCode.length > 64) {
    errors.push(trackingLineError(row.line, 'trackingCode', TRACKING_IMPORT_MESSAGES.trackingCode));
  }
  const carrier = value.carrier === '' ? null : carrierOf(value.carrier);
  if (value.carrier !== '' && !carrier) {
    errors.push(trackingLineError(row.line, 'carrier', TRACKING_IMPORT_MESSAGES.carrier));
  }
  if (errors.length > 0 || !carrier) return errors;
  return {
    line: row.line,
    itemRef: parseSlipScan(value.item).code,
    trackingCode: value.trackingCode,
    carrier,
  };
}
