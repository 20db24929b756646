import { parseStaffQrValue, staffEndpoints, type Staff } from '@platfox/domain';
import { call, isApiError, isCancelledRequest } from '../../platform/api';
import { featureCall } from '../owner/featureToken';

/**
 * Minutes as Date#getTimezoneOffset gives them: the server dates the staff's logs and day figures
 * by it.
 */
export const timezoneOffset = () => new Date().getTimezoneOffset();

/**
 * POST printer/verify-staff: the scanned QR value (type "code") or a stored id (type "id").
 * The scan and the periodic check have their own request ids, so neither cancels the other.
 */
export function findStaff(codeOrId: string, type: 'code' | 'id') {
  return call(
    staffEndpoints.postPrinterStaffByCode,
    { body: { codeOrId, type, timezoneOffset: timezoneOffset() } },
    { requestId: `staff-by-${type}` },
  );
}

/** POST printer/time-logs: a check-in or check-out by QR code; answers the staff member. */
export function recordTimeLog(code: string, type: 'checkin' | 'checkout') {
  return call(staffEndpoints.postPrinterTimeLogs, {
    body: { code, type, timezoneOffset: timezoneOffset() },
  }).then((answer) => answer.data);
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
 * whether they are checked in on a shift under way (the last 16 hours, staff/on-duty.ts on the
 * server). `networkMessage` words a call that got no answer.
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

/** PUT printer/hm/staff/{id}/activated or /disabled, with the owner's feature token. */
export function setStaffActive(id: string, isActive: boolean) {
  const declared = isActive
    ? staffEndpoints.putPrinterHmStaffActivated
    : staffEndpoints.putPrinterHmStaffDisabled;
  return featureCall(declared, { params: { id } }).then((answer) => answer.data);
}
