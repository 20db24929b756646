import { z } from 'zod';
import { ORDER_ITEM_STATUSES, type OrderItemStatus } from '../../orders';
import { PRINTER_ITEM_MENU } from '../../production';
import { PACKING_SLIP_SIGNATURE_LIST } from '../../schemas/packing-slip-signatures';
import { SHIPMENT_TRACKER_STATUSES } from '../../tracking';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/** The printer floor's lists, the shipment tracker and the packing-slip signatures. */

/**
 * The statuses each of the printer's item lists holds (spec 02 section 4.13): items to pick,
 * my pick / process / complete lists, awaiting stock, and new items to print (a slip never
 * printed, so the floor downloads the next batch without reprinting any).
 */
export const PRINTER_ITEM_LIST_STATUSES = {
  'printer-item-to-pick': ['APPROVED'],
  'printer-item-picked': ['PICKED'],
  'printer-item-processing': ['PROCESSING', 'PRINTED'],
  'printer-item-complete': [
    'READY_TO_DELIVERY',
    'CANCEL_SHIP',
    'IN_TRANSIT',
    'DELIVERED_FAILURE',
    'COMPLETED',
  ],
  'printer-item-awaiting-stock': ['AWAITING_STOCK'],
  'printer-item-new-to-print': ['APPROVED', 'PICKED', 'PROCESSING'],
} as const satisfies Record<string, readonly OrderItemStatus[]>;
export type PrinterItemListName = keyof typeof PRINTER_ITEM_LIST_STATUSES;
/** The printer floor's item lists; a change to a printer's item is announced to all of them. */
export const PRINTER_ITEM_LIST_MODELS = Object.keys(
  PRINTER_ITEM_LIST_STATUSES,
) as PrinterItemListName[];

const statusChoices = (statuses: readonly OrderItemStatus[]) =>
  listChoices(ORDER_ITEM_STATUSES.filter((status) => statuses.includes(status)));

/** What a printer's row carries beside the item: its flags and its menu (spec 02 section 4.13). */
const printerItemRow = {
  orderId: z.string(),
  status: z.enum(ORDER_ITEM_STATUSES),
  productTitle: z.string(),
  productSku: z.string(),
  productTypeName: z.string(),
  variantName: z.string(),
  quantity: z.number().int(),
  isFastShipping: z.boolean(),
  isLocalPickup: z.boolean(),
  trackingCode: z.string().nullable(),
  isFtpUploadAllowed: z.boolean(),
  hasShippingLabel: z.boolean(),
  createdAt: listDate,
  menu: z.array(z.enum(PRINTER_ITEM_MENU)),
  /** The connected store the item's order came from (issue 17): the order's origin. */
  storeName: z.string().nullable(),
};

/** A printer's list of the items routed to it in the list's statuses; never another printer's. */
const printerItemList = <const N extends PrinterItemListName>(name: N) =>
  listModel({
    name,
    access: access.types('PRINTER'),
    fields: {
      orderId: { type: 'array' },
      status: {
        type: 'array',
        isSortable: true,
        choices: statusChoices(PRINTER_ITEM_LIST_STATUSES[name]),
      },
      sellerId: { type: 'array' },
      isTikTokOrder: { type: 'boolean' },
      productTypeName: { type: 'text', isSortable: true },
      variantName: { type: 'text', isSortable: true },
      productSku: { type: 'text', isSortable: true },
      quantity: { type: 'int', isSortable: true },
      isFastShipping: { type: 'boolean' },
      blankApparelId: { type: 'array' },
      hasShippingLabel: { type: 'boolean' },
      trackingCode: { type: 'text', isSortable: true, isExistenceEnabled: true },
      /**
       * Where the item's blank is kept (issue 32): sorted ascending it is the walk order, one
       * walk down the aisles picks everything; items kept in no area come last.
       */
      storageArea: { type: 'text', isSortable: true, isExistenceEnabled: true },
      createdAt: { type: 'time', isSortable: true },
    },
    // Oldest first: the floor works the queue in the order it came in.
    defaultSort: { field: 'createdAt', direction: 'asc' },
    row: listRow({
      ...printerItemRow,
      country: z.string(),
      trackingCarrierCode: z.string().nullable(),
      isDisallowShipping: z.boolean(),
      /** Made again for a support issue at no charge (issue 19): the floor marks it. */
      isReprint: z.boolean(),
      /** The storage area holding the item's blank apparel item, if the printer keeps one. */
      storageAreaName: z.string().nullable(),
    }),
  });

export const printerItemToPickList = printerItemList('printer-item-to-pick');
export const printerItemPickedList = printerItemList('printer-item-picked');
export const printerItemProcessingList = printerItemList('printer-item-processing');
export const printerItemCompleteList = printerItemList('printer-item-complete');
export const printerItemAwaitingStockList = printerItemList('printer-item-awaiting-stock');
export const printerItemNewToPrintList = printerItemList('printer-item-new-to-print');

/** The printer's items with a slip downloaded (/p/downloaded-packing-slip), the latest first. */
export const printerDownloadedPackingSlipList = listModel({
  name: 'printer-downloaded-packing-slip',
  access: access.types('PRINTER'),
  fields: {
    orderId: { type: 'array' },
    status: { type: 'array', isSortable: true, choices: listChoices(ORDER_ITEM_STATUSES) },
    productTypeName: { type: 'text', isSortable: true },
    variantName: { type: 'text', isSortable: true },
    productSku: { type: 'text', isSortable: true },
    quantity: { type: 'int', isSortable: true },
    isFastShipping: { type: 'boolean' },
    packingSlipPrintedAt: { type: 'time', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'packingSlipPrintedAt', direction: 'desc' },
  row: listRow({
    ...printerItemRow,
    packingSlipPrintedAt: listDate.nullable(),
    printedQty: z.number().int(),
  }),
});

/**
 * The shipment tracker's records (/p/shipment-tracker, /a/shipment-tracker): a printer its own,
 * root and admins with the order items' list permission every printer's.
 */
export const shipmentTrackerList = listModel({
  name: 'shipment-tracker',
  access: [access.types('PRINTER'), access.rootOrAdmin('ORDER_ITEM_ACCESS')],
  fields: {
    trackCode: { type: 'text', isSortable: true },
    status: { type: 'array', isSortable: true, choices: listChoices(SHIPMENT_TRACKER_STATUSES) },
    shipmentOrderId: { type: 'text', isExistenceEnabled: true },
    printerId: { type: 'autocomplete' },
    printerEmail: { type: 'text', isSortable: true },
    description: { type: 'text', isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    trackCode: z.string(),
    status: z.enum(SHIPMENT_TRACKER_STATUSES),
    shipmentOrderId: z.string().nullable(),
    orderItemId: z.string().nullable(),
    description: z.string().nullable(),
    printerId: z.string(),
    printerEmail: z.string(),
    staffName: z.string().nullable(),
    /** The parcel photos' ids. */
    images: z.array(z.string()),
    packingSlipImageIds: z.array(z.string()),
    createdAt: listDate,
  }),
});

/** Sellers' packing-slip signatures (/a/packing-slip-signature), the latest change first. */
export const packingSlipSignatureList = listModel({
  name: PACKING_SLIP_SIGNATURE_LIST,
  access: access.admin('PACKING_SLIP_SIGNATURE_ACCESS'),
  fields: {
    sellerId: { type: 'array' },
    sellerEmail: { type: 'text', isSortable: true },
    sellerName: { type: 'text', isSortable: true },
    fileName: { type: 'text', isSortable: true },
    width: { type: 'int', isSortable: true },
    height: { type: 'int', isSortable: true },
    dpi: { type: 'int', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
    updatedAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  row: listRow({
    sellerId: z.string(),
    sellerEmail: z.string(),
    sellerName: z.string(),
    fileName: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    dpi: z.number().int(),
    /** "width|height|dpi", as the signature size setting writes it. */
    uploadSize: z.string(),
    createdAt: listDate,
    updatedAt: listDate,
  }),
});
