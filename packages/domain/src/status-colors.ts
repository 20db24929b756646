import { parseCompositeStatus } from './orders';

/** Colour groups of status badges (spec 03 section 9), named as the theme's colours. */
export const STATUS_COLOR_GROUPS = [
  'danger',
  'dark',
  'info',
  'primary',
  'secondary',
  'success',
  'warning',
] as const;
export type StatusColorGroup = (typeof STATUS_COLOR_GROUPS)[number];

/**
 * The group of each known status across the enumerations. The spec fixes only danger (failures,
 * closed, cancelled, blocked, deleted); the rest follow one idea: success for a good end state,
 * warning for waiting on someone, info for on the way, primary for work in progress, dark for
 * money or goods sent back, secondary for inactive or unknown.
 */
export const STATUS_COLORS: Readonly<Record<string, StatusColorGroup>> = {
  // danger: failures, closed, cancelled, blocked, deleted
  CANCELED: 'danger',
  CANCELLED: 'danger',
  CANCEL_SHIP: 'danger',
  CLOSED: 'danger',
  BLOCKED: 'danger',
  ADMIN_BLOCKED: 'danger',
  PRINTER_BLOCKED: 'danger',
  DELETED: 'danger',
  FAIL: 'danger',
  FAILURE: 'danger',
  // A delivery that did not happen (a sent mail, a tracking push).
  FAILED: 'danger',
  ERROR: 'danger',
  DELIVERED_FAILURE: 'danger',
  RETURN_TO_SENDER: 'danger',
  MISSED: 'danger',
  NOT_ALLOW: 'danger',
  DISCONNECTED: 'danger',
  // success
  APPROVED: 'success',
  COMPLETED: 'success',
  DELIVERED: 'success',
  ACTIVATED: 'success',
  // A gallery item (issue 36): in use, or put away.
  ACTIVE: 'success',
  FINISHED: 'success',
  RESOLVED: 'success',
  CONNECTED: 'success',
  CORRECT: 'success',
  SYNC: 'success',
  ONLINE: 'success',
  // A mail the SMTP server took (issue 36).
  SENT: 'success',
  // warning
  PENDING: 'warning',
  APPROVING: 'warning',
  WAITING: 'warning',
  WAITING_TO_REFUND: 'warning',
  WAITING_TO_RESEND: 'warning',
  WAITING_TO_RETURN: 'warning',
  PENDING_PAYMENT: 'warning',
  AWAITING_STOCK: 'warning',
  HOLDING: 'warning',
  NOT_READY: 'warning',
  UN_SYNCED: 'warning',
  NO_ITEM: 'warning',
  NOT_SYNC: 'warning',
  FINISHED_WITH_ERRORS: 'warning',
  // info
  NEW: 'info',
  READY_TO_DELIVERY: 'info',
  IN_TRANSIT: 'info',
  PRE_TRANSIT: 'info',
  OUT_FOR_DELIVERY: 'info',
  AVAILABLE_FOR_PICKUP: 'info',
  ADDED_TRACKING_CODE: 'info',
  // primary
  PICKED: 'primary',
  PRINTED: 'primary',
  PROCESSING: 'primary',
  // dark
  REFUNDED: 'dark',
  RESENDED: 'dark',
  RETURNED: 'dark',
  REVERTED: 'dark',
  // secondary
  INACTIVATED: 'secondary',
  ARCHIVED: 'secondary',
  IGNORE: 'secondary',
  OFFLINE: 'secondary',
  UNKNOWN: 'secondary',
};

/** Unknown statuses are drawn neutral rather than alarming. */
export const DEFAULT_STATUS_COLOR: StatusColorGroup = 'secondary';

/**
 * The colour group of a status, compared case-insensitively. For a composite status the first
 * part decides, since that is the one shown first.
 */
export function statusColor(status: string | null | undefined): StatusColorGroup {
  const first = parseCompositeStatus(status)[0]?.status.toUpperCase();
  return (first && STATUS_COLORS[first]) || DEFAULT_STATUS_COLOR;
}
