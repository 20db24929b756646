import {
  checkTrackingNumber,
  isCarrierCode,
  type BulkTrackingBody,
  type CarrierCode,
} from '@platfox/domain';

/** One row of the bulk tracking form: the item, the chosen carrier and the typed code. */
export type TrackingLine = { orderItemId: string; carrier: string | null; code: string };

/** Per row (by index): what is missing or what the server refused. */
export type LineErrors = Record<number, { carrier?: string; code?: string; item?: string }>;

const carrierOf = (line: TrackingLine): CarrierCode | null =>
  line.carrier !== null && isCarrierCode(line.carrier) ? line.carrier : null;

/** The same format check the server runs; a warning only, the code is saved anyway. */
export function formatWarning(line: TrackingLine): string | null {
  const code = line.code.trim();
  const carrier = carrierOf(line);
  if (!code || !carrier) return null;
  const check = checkTrackingNumber(carrier, code);
  return check.result === 'valid' ? null : check.warning;
}

/** The request body, or the rows that still miss a carrier or a code. */
export function toBody(
  lines: readonly TrackingLine[],
  messages: { carrier: string; code: string },
): { body: BulkTrackingBody } | { errors: LineErrors } {
  const errors: LineErrors = {};
  const items: BulkTrackingBody['items'] = [];
  lines.forEach((line, index) => {
    const code = line.code.trim();
    const carrier = carrierOf(line);
    if (carrier && code) {
      items.push({
        orderItemId: line.orderItemId,
        trackingCode: code,
        trackingCarrierCode: carrier,
      });
    } else {
      errors[index] = {
        ...(carrier ? {} : { carrier: messages.carrier }),
        ...(code ? {} : { code: messages.code }),
      };
    }
  });
  return Object.keys(errors).length > 0 ? { errors } : { body: { items } };
}

/**
 * The server's field paths (items.<n>.<field>) as row errors; what names no row is left for the
 * dialog's own message.
 */
export function serverLineErrors(fields: Readonly<Record<string, string>>): LineErrors {
  const errors: LineErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^items\.(\d+)\.(\w+)/.exec(path);
    if (!match) continue;
    const index = Number(match[1]);
    const key =
      match[2] === 'trackingCarrierCode'
        ? 'carrier'
        : match[2] === 'trackingCode'
          ? 'code'
          : 'item';
    errors[index] = { ...errors[index], [key]: message };
  }
  return errors;
}
