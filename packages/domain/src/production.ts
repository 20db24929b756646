import type { OrderItemAction } from './order-flow';
import type { OrderItemStatus } from './orders';

/*
 * The printer floor (spec 02 section 4.13, spec 03 sections 4 and 6). An order item of quantity n
 * is worked as n units (quantity indexes 1..n); each unit moves through ORDER_ITEM_FLOW on its own
 * and the item's status follows its units (itemStatusFromUnits).
 */

/** The actions a printer takes on units, singly, in bulk or per quantity index. */
export const PRINTER_UNIT_ACTIONS = [
  'pick',
  'process',
  'printed',
  'readyToDelivery',
  'awaitStock',
  'hasStock',
  'cancel',
  'cancelShipping',
  'printerReturn',
] as const satisfies readonly OrderItemAction[];
export type PrinterUnitAction = (typeof PRINTER_UNIT_ACTIONS)[number];

/** Actions whose log needs a description (spec 02 section 4.13: cancel with a description). */
export const DESCRIBED_UNIT_ACTIONS: readonly PrinterUnitAction[] = ['cancel', 'printerReturn'];

/**
 * Where the item stands among its units' statuses, least advanced first. A unit that holds the
 * item back (returned, waiting for stock, shipping cancelled) ranks before the ones still moving,
 * so the item shows what blocks it.
 */
const UNIT_RANK: readonly OrderItemStatus[] = [
  'RETURNED',
  'AWAITING_STOCK',
  'APPROVED',
  'PICKED',
  'PROCESSING',
  'PRINTED',
  'CANCEL_SHIP',
  'READY_TO_DELIVERY',
  'IN_TRANSIT',
  'DELIVERED_FAILURE',
  'COMPLETED',
];

/**
 * The item's status from its units' statuses (this project's rule, the spec gives none): CANCELED
 * when every unit is; otherwise the least advanced live (not cancelled) unit's status by UNIT_RANK.
 * An item with no unit keeps `fallback`.
 */
export function itemStatusFromUnits(
  unitStatuses: readonly OrderItemStatus[],
  fallback: OrderItemStatus,
): OrderItemStatus {
  if (unitStatuses.length === 0) return fallback;
  const live = unitStatuses.filter((status) => status !== 'CANCELED');
  if (live.length === 0) return 'CANCELED';
  let least = live[0]!;
  for (const status of live) {
    const rank = UNIT_RANK.indexOf(status);
    const leastRank = UNIT_RANK.indexOf(least);
    if (rank !== -1 && (leastRank === -1 || rank < leastRank)) least = status;
  }
  return least;
}

/** The buttons of a printer's item row besides the status actions (spec 02 section 4.13). */
export const PRINTER_ITEM_MENU = [
  'updateComingDate',
  'hasStock',
  'download',
  'process',
  'uploadShippingLabel',
  'downloadShippingLabel',
  'cancel',
  'downloadPdf',
  'actionsLog',
  'return',
  'note',
  'readyToDelivery',
  'checkQuality',
] as const;
export type PrinterItemMenuEntry = (typeof PRINTER_ITEM_MENU)[number];

export type PrinterMenuFlags = {
  /** The printer account may upload labels by FTP (spec 02 section 6). */
  isFtpUploadAllowed: boolean;
  hasShippingLabel: boolean;
  /** The item carries a design description the printer may read (the note button). */
  hasNote: boolean;
};

/**
 * What a printer's row offers per status, exactly as spec 02 section 4.13 lists it; statuses it
 * does not list offer nothing. Upload label only with the FTP-upload flag; label download only
 * when a label exists.
 */
export function printerItemMenu(
  status: OrderItemStatus,
  flags: PrinterMenuFlags,
): PrinterItemMenuEntry[] {
  const upload = flags.isFtpUploadAllowed ? (['uploadShippingLabel'] as const) : [];
  const labelDownload = flags.hasShippingLabel ? (['downloadShippingLabel'] as const) : [];
  const note = flags.hasNote ? (['note'] as const) : [];
  switch (status) {
    case 'AWAITING_STOCK':
      return [
        'updateComingDate',
        'hasStock',
        'download',
        'process',
        ...upload,
        'cancel',
        'downloadPdf',
        'actionsLog',
      ];
    case 'PICKED':
      return ['return', 'process', 'download', 'downloadPdf', ...note, ...upload];
    case 'PROCESSING':
      return ['download', 'return', 'readyToDelivery', 'checkQuality', ...labelDownload];
    case 'COMPLETED':
      return [...labelDownload, ...upload, ...note, 'downloadPdf'];
    default:
      return [];
  }
}

/**
 * A scanned slip value: the packing-slip code, then an underscore and the quantity index
 * ("K7Q2M9XW4R_2"). A value without an index answers index null (the caller must give one).
 */
export function parseSlipScan(value: string): { code: string; qtyIndex: number | null } {
  const trimmed = value.trim().replace(/^#/, '');
  const match = /^([A-Za-z0-9-]+)_(\d{1,4})$/.exec(trimmed);
  if (match) return { code: match[1]!.toUpperCase(), qtyIndex: Number(match[2]) };
  return { code: trimmed.toUpperCase(), qtyIndex: null };
}

/** More units than this make an item to pick a high-quantity one (the to-pick list's preset). */
export const HIGH_QUANTITY_MIN = 5;

/** The value a slip's QR code and barcode carry for one unit. */
export const slipScanValue = (code: string, qtyIndex: number): string => `${code}_${qtyIndex}`;

export const PRODUCTION_MESSAGES = {
  itemNotFound: 'Order item not found',
  unitNotFound: 'No item has this packing-slip code and quantity index',
  qtyIndexRequired: 'The quantity index is required',
  staffRequired: 'The staff id is required',
  descriptionRequired: 'A description is required for this action',
  itemClosed: 'The item is closed',
  outOfStock: 'Out of stock: no unit of this item is in stock',
  /** Two scans of one unit at once: the second finds it moved by the first. */
  scannedTwice: 'This item was just updated by another scan; scan it again if needed',
  shippingDisallowed: 'Shipping is cancelled for this item; resume shipping first',
  shippingAlreadyCancelled: 'Shipping is already cancelled for this item',
  shippingNotCancelled: 'Shipping is not cancelled for this item',
  carrierRequired: 'Please tracking carrier code is required',
  trackingRequired: 'Please tracking code is required',
  trackingNotEditable: 'Tracking codes can be added only once the item is picked',
} as const;
