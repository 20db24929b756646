import { z } from 'zod';
import { ORDER_ITEM_STATUSES } from '../orders';
import { dataAnswer } from './accounts';

/*
 * Cart picking (issue 32, beyond the spec; GelatoConnect does this): a picker takes a batch of
 * orders onto a cart of numbered bins, walks the aisles once in storage-area order and scans each
 * unit, and the app says which bin it goes into. Scanning on the cart is the floor's pick.
 */

/** A cart holds at most this many orders, one per bin (a floor cart of 50 bins). */
export const CART_MAX_BINS = 50;

export const CART_STATUSES = ['OPEN', 'CLOSED'] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

/**
 * A unit's place on the cart: planned (to be picked), picked (in its bin), short (the pick found
 * no stock: the unit awaits stock and stays out of the bin), released (the cart closed before it
 * was picked: back on the to-pick list).
 */
export const CART_UNIT_STATES = ['PLANNED', 'PICKED', 'SHORT', 'RELEASED'] as const;
export type CartUnitState = (typeof CART_UNIT_STATES)[number];

export const CART_MESSAGES = {
  notFound: 'Cart not found',
  closed: 'This cart is closed',
  chooseOrders: 'Choose the orders, or how many of the next orders, to put on the cart',
  tooManyOrders: `A cart holds at most ${CART_MAX_BINS} orders`,
  noUnits: 'None of these orders has a unit to pick',
  orderUnknown: 'An order is not yours or has nothing to pick',
  orderOnCart: 'An order is already on another open cart',
  unitNotOnCart: (unit: string) => `Unit ${unit} is not on this cart`,
  scannedTwice: (unit: string, bin: number) => `Unit ${unit} was already scanned into bin ${bin}`,
  scannedShort: (unit: string) => `Unit ${unit} was already scanned: it awaits stock`,
} as const;

const uuid = z.string().uuid();

/**
 * The orders to put on the cart, one of: chosen orders, the orders of items chosen on the to-pick
 * list (its rows are items), or the next N by age.
 */
export const cartCreateBodySchema = z
  .strictObject({
    orderIds: z.array(uuid).min(1).max(CART_MAX_BINS).optional(),
    orderItemIds: z.array(uuid).min(1).max(500).optional(),
    next: z.number().int().min(1).max(CART_MAX_BINS).optional(),
  })
  .refine(
    (body) =>
      [body.orderIds, body.orderItemIds, body.next].filter((one) => one !== undefined).length === 1,
    { message: CART_MESSAGES.chooseOrders, path: ['next'] },
  );
export type CartCreateBody = z.infer<typeof cartCreateBodySchema>;

/** A unit scanned on the cart: its slip value, by the checked-in staff member. */
export const cartScanBodySchema = z.strictObject({
  code: z.string().trim().min(1).max(80),
  staffId: uuid,
  timezoneOffset: z.number().int().min(-840).max(840).optional(),
});
export type CartScanBody = z.infer<typeof cartScanBodySchema>;

export const cartBinSchema = z.object({
  bin: z.number().int(),
  orderId: z.string(),
  units: z.number().int(),
  picked: z.number().int(),
  short: z.number().int(),
  /** Every unit of the order is in its bin. */
  isFull: z.boolean(),
});
export type CartBin = z.infer<typeof cartBinSchema>;

/** One step of the walk: a unit, where it is kept and the bin it goes into. */
export const cartWalkStepSchema = z.object({
  /** The unit's slip value, code_qtyIndex. */
  unit: z.string(),
  orderItemId: z.string(),
  bin: z.number().int(),
  state: z.enum(CART_UNIT_STATES),
  storageAreaName: z.string().nullable(),
  productTitle: z.string(),
  productTypeName: z.string(),
  variantName: z.string(),
});
export type CartWalkStep = z.infer<typeof cartWalkStepSchema>;

const cartSummary = {
  id: z.string(),
  status: z.enum(CART_STATUSES),
  bins: z.number().int(),
  units: z.number().int(),
  picked: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
};
export const cartSummarySchema = z.object(cartSummary);
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartSchema = z.object({
  ...cartSummary,
  binList: z.array(cartBinSchema),
  walk: z.array(cartWalkStepSchema),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartAnswerSchema = dataAnswer(cartSchema);
export const cartsAnswerSchema = dataAnswer(z.array(cartSummarySchema));

/** The scan's answer: which bin the unit goes into, and whether that bin is now full. */
export const cartScanAnswerSchema = z.object({
  status: z.literal(200),
  message: z.string(),
  data: z.object({
    unit: z.string(),
    bin: z.number().int(),
    orderId: z.string(),
    /** Where the pick moved the unit: picked, or awaiting stock when the stock ran short. */
    to: z.enum(ORDER_ITEM_STATUSES),
    binUnits: z.number().int(),
    binPicked: z.number().int(),
    isBinFull: z.boolean(),
    /** No unit of the cart is left to scan. */
    isCartDone: z.boolean(),
  }),
});
export type CartScanAnswer = z.infer<typeof cartScanAnswerSchema>;
