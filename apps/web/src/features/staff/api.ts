import { pathOf, staffEndpoints } from '@platfox/domain';
import {
  dataAnswer,
  parseStaffQrValue,
  staffByCodeAnswerSchema,
  staffSchema,
  type Staff,
} from '@platfox/domain';
import { z } from 'zod';
import { api, isApiError, isCancelledRequest } from '../../platform/api';
import { featureRequest } from '../owner/featureToken';

/** Minutes as Date#getTimezoneOffset gives them; the server's "today" is the staff's local day. */
export const timezoneOffset = () => new Date().getTimezoneOffset();

/**
 * POST printer/verify-staff: the scanned QR value (type "code") or a stored id (type "id").
 * The scan and the periodic check have their own request ids, so neither cancels the other.
 */
export function findStaff(codeOrId: string, type: 'code' | 'id') {
  return api.post(
    pathOf(staffEndpoints.postPrinterStaffByCode),
    { codeOrId, type, timezoneOffset: timezoneOffset() },
    {
      requestId: `staff-by-${type}`,
      parse: (data) => staffByCodeAnswerSchema.parse(data),
    },
  );
}

/** A staff member's answer: a time log's, and an activation's. */
const timeLogAnswerSchema = dataAnswer(staffSchema);

/** POST printer/time-logs: a check-in or check-out by QR code; answers the staff member. */
export function recordTimeLog(code: string, type: 'checkin' | 'checkout') {
  return api.post(
    pathOf(staffEndpoints.postPrinterTimeLogs),
    { code, type, timezoneOffset: timezoneOffset() },
    { parse: (data) => timeLogAnswerSchema.parse(data).data },
  );
}

export type StaffScanOutcome =
  | { kind: 'empty' }
  | { kind: 'format'; value: string }
  | { kind: 'loggedIn'; staff: Staff }
  | { kind: 'notCheckedIn'; staff: Staff | null; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'cancelled' };

/**
 * One scan of the staff modal (spec 01 sections 4 and 5): the value is trimmed; a value that is
 * not "<prefix>_<staff id>" is refused before any call; otherwise the server says who it is and
 * whether they checked in today. `networkMessage` words a call that got no answer.
 */
export async function scanStaffCode(
  raw: string,
  networkMessage: string,
  find: typeof findStaff = findStaff,
): Promise<StaffScanOutcome> {
  const value = raw.trim();
  if (value === '') return { kind: 'empty' };
  if (parseStaffQrValue(value) === null) return { kind: 'format', value };
  try {
    const answer = await find(value, 'code');
    if (!answer.valid || !answer.staff) return { kind: 'refused', message: answer.message };
    if (!answer.hasCheckedIn)
      return { kind: 'notCheckedIn', staff: answer.staff, message: answer.message };
    return { kind: 'loggedIn', staff: answer.staff };
  } catch (error) {
    if (isCancelledRequest(error)) return { kind: 'cancelled' };
    if (isApiError(error) && error.kind !== 'network' && error.message)
      return { kind: 'refused', message: error.message };
    return { kind: 'refused', message: networkMessage };
  }
}

export const staffListSchema = dataAnswer(z.array(staffSchema));

/** PUT printer/hm/staff/{id}/activated or /disabled, with the owner's feature token. */
export function setStaffActive(id: string, isActive: boolean) {
  const declared = isActive
    ? staffEndpoints.putPrinterHmStaffActivated
    : staffEndpoints.putPrinterHmStaffDisabled;
  return featureRequest('PUT', pathOf(declared, { id }), {
    parse: (data) => timeLogAnswerSchema.parse(data).data,
  });
}
