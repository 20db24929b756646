/** Tracking code statuses as carriers report them (spec 03 section 3.5). */
export const TRACKING_CODE_STATUSES = [
  'UNKNOWN',
  'AVAILABLE_FOR_PICKUP',
  'CANCELLED',
  'DELIVERED',
  'ERROR',
  'FAILURE',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'PRE_TRANSIT',
  'RETURN_TO_SENDER',
] as const;
export type TrackingCodeStatus = (typeof TRACKING_CODE_STATUSES)[number];

export const CARRIER_CODES = [
  'AUSTRALIA_POST',
  'DHL_EXPRESS',
  'DHL_ECOMMERCE',
  'FEDEX',
  'ROYAL_MAIL',
  'UPS',
  'USPS',
] as const;
export type CarrierCode = (typeof CARRIER_CODES)[number];

export const CARRIER_NAMES: Record<CarrierCode, string> = {
  AUSTRALIA_POST: 'Australia Post',
  DHL_EXPRESS: 'DHL Express',
  DHL_ECOMMERCE: 'DHL eCommerce',
  FEDEX: 'FedEx',
  ROYAL_MAIL: 'Royal Mail',
  UPS: 'UPS',
  USPS: 'USPS',
};

/**
 * Each carrier's public tracking page (spec 03 section 3.5). The spec names the carriers but not
 * the addresses; these are the carriers' own public tracking pages.
 */
const CARRIER_TRACKING_URL: Record<CarrierCode, (code: string) => string> = {
  AUSTRALIA_POST: (code) => `https://auspost.com.au/mypost/track/#/details/${code}`,
  DHL_EXPRESS: (code) =>
    `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${code}`,
  DHL_ECOMMERCE: (code) =>
    `https://www.dhl.com/us-en/home/tracking/tracking-ecommerce.html?submit=1&tracking-id=${code}`,
  FEDEX: (code) => `https://www.fedex.com/fedextrack/?trknbr=${code}`,
  ROYAL_MAIL: (code) => `https://www.royalmail.com/track-your-item#/tracking-results/${code}`,
  UPS: (code) => `https://www.ups.com/track?tracknum=${code}`,
  USPS: (code) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${code}`,
};

/** A multi-carrier tracker for codes whose carrier is unknown or not in the list. */
export const DEFAULT_TRACKER_URL = (code: string): string =>
  `https://t.17track.net/en#nums=${code}`;

export function isCarrierCode(value: string): value is CarrierCode {
  return (CARRIER_CODES as readonly string[]).includes(value);
}

/**
 * The page where anyone can follow a parcel. The code is trimmed and URL-encoded because tracking
 * codes are typed or imported by hand; the carrier code is matched case-insensitively.
 */
export function trackingUrl(carrierCode: string | null | undefined, trackingCode: string): string {
  const code = encodeURIComponent(trackingCode.trim());
  const carrier = carrierCode?.trim().toUpperCase() ?? '';
  return isCarrierCode(carrier) ? CARRIER_TRACKING_URL[carrier](code) : DEFAULT_TRACKER_URL(code);
}

/** Result of checking a scanned shipment against the order it should hold. */
export const SHIPMENT_TRACKER_STATUSES = ['CORRECT', 'MISSED', 'NEW'] as const;
export type ShipmentTrackerStatus = (typeof SHIPMENT_TRACKER_STATUSES)[number];
