import { isTrackingEditable, type AccountType } from '@platfox/domain';

/**
 * Whether a user may edit an item's tracking code (spec 02 sections 4.8 and 6): only while its
 * composite status holds picked, printed, processing, ready_to_delivery, in_transit or completed,
 * and never as a seller.
 */
export function canEditTracking(status: string | null | undefined, userType: AccountType): boolean {
  return userType !== 'SELLER' && isTrackingEditable(status);
}

/** Cancelling or resuming shipping is for everyone but sellers (spec 02 section 4.7). */
export const canToggleShipping = (userType: AccountType): boolean => userType !== 'SELLER';

/** Only admins see and edit the local tracking number (spec 02 section 4.8). */
export const seesLocalTrackingNumber = (userType: AccountType): boolean => userType === 'ADMIN';
