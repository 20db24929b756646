import { z } from 'zod';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from '../ledger';
import { ORDER_ITEM_STATUSES, ORDER_STATUSES } from '../orders';
import { ORDER_ITEM_ACTIONS } from '../order-flow';
import { dataAnswer } from './accounts';
import { countryCodeSchema } from './catalog-shipping';

/*
 * The seller's order calls (spec 03: /s/order/create) and the admin's approve and cancel. Money is
 * integer cents. A cart line names the seller's product and the product type item (colour, size)
 * to make of it.
 */

export const MAX_ORDER_LINES = 50;
export const MAX_LINE_QUANTITY = 999;

export const orderLineSchema = z.strictObject({
  productId: z.string().uuid(),
  productTypeItemId: z.string().uuid(),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
});

export const orderAddressSchema = z.strictObject({
  fullName: z.string().trim().min(1).max(200),
  phone: z.string().trim().max(50).optional(),
  email: z.string().trim().max(200).optional(),
  street: z.string().trim().min(1).max(300),
  street2: z.string().trim().max(300).optional(),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(50).optional(),
  zipcode: z.string().trim().min(1).max(20),
  country: countryCodeSchema,
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderCartSchema = z.strictObject({
  lines: z.array(orderLineSchema).min(1).max(MAX_ORDER_LINES),
  address: orderAddressSchema,
  isFastShipping: z.boolean().default(false),
  isLocalPickup: z.boolean().default(false),
  note: z.string().trim().max(1000).optional(),
  /** A coupon to apply (modules/coupons); without one, an auto-apply coupon may apply. */
  couponCode: z.string().trim().max(50).optional(),
});
export type OrderCart = z.infer<typeof orderCartSchema>;

/** POST orders: a draft unless isDraft is false (then placed at once, Idempotency-Key required). */
export const createOrderBodySchema = orderCartSchema.extend({ isDraft: z.boolean().default(true) });
export type CreateOrderBody = z.infer<typeof createOrderBodySchema>;

export const ORDER_MESSAGES = {
  productNotFound: 'The product was not found',
  itemNotOfProduct: 'The product type item does not belong to this product',
  itemUnavailable: 'This product type item is not available',
  notDraft: 'Only a draft order can be changed or placed',
  notCancelable: 'This order cannot be canceled',
  notApprovable: 'This order has no item waiting for approval',
  keyRequired: 'The Idempotency-Key header is required to place an order',
} as const;

/** "not available to ship to {country}" (spec 03 section 5). */
export const notAvailableToShipTo = (country: string) =>
  `This order is not available to ship to ${country}`;

const pricedLineSchema = z.object({
  key: z.string(),
  price: z.number().int(),
  extraPrint: z.number().int(),
  shippingPrice: z.number().int(),
  discountAmount: z.number().int(),
  discountShippingAmount: z.number().int(),
  totalPrice: z.number().int(),
});

export const priceEstimateSchema = z.object({
  items: z.number().int(),
  extraPrint: z.number().int(),
  shippingFirstItem: z.number().int(),
  shippingRestItems: z.number().int(),
  fastShipping: z.number().int(),
  shipping: z.number().int(),
  discount: z.number().int(),
  discountShipping: z.number().int(),
  total: z.number().int(),
  lines: z.array(pricedLineSchema),
  unshippable: z.array(z.string()),
  /** The coupon the estimate applied (typed or auto-applied), or null. */
  couponCode: z.string().nullable().optional(),
});
export const priceEstimateAnswerSchema = dataAnswer(priceEstimateSchema);

const timelineSchema = z.object({
  approvedAt: z.string().nullable(),
  beginProcessAt: z.string().nullable(),
  finishProcessAt: z.string().nullable(),
  beginShipAt: z.string().nullable(),
  finishAt: z.string().nullable(),
});

export const orderItemViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTypeItemId: z.string(),
  productTitle: z.string(),
  productSku: z.string(),
  productTypeName: z.string(),
  /** The variant as ordered: its options in the product type's attribute order ("Black / M"). */
  variantName: z.string(),
  quantity: z.number().int(),
  price: z.number().int(),
  shippingPrice: z.number().int(),
  discountAmount: z.number().int(),
  discountShippingAmount: z.number().int(),
  totalPrice: z.number().int(),
  status: z.enum(ORDER_ITEM_STATUSES),
  actions: z.array(z.enum(ORDER_ITEM_ACTIONS)),
  timeline: timelineSchema,
});

/**
 * What moving money an order caused, from the ledger: its own charge (`isOrderTotal`), any other
 * charge for it (the TikTok auto-placement's extra fee) and refunds. `amount` is the signed effect
 * on the balance in cents (a charge is negative), as on the seller's statement.
 */
export const orderChargeSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  status: z.enum(TRANSACTION_STATUSES),
  amount: z.number().int(),
  isOrderTotal: z.boolean(),
  createdAt: z.string(),
});
export type OrderCharge = z.infer<typeof orderChargeSchema>;

export const orderViewSchema = z.object({
  id: z.string(),
  sellerId: z.string(),
  status: z.enum(ORDER_STATUSES),
  isDraft: z.boolean(),
  isFastShipping: z.boolean(),
  isLocalPickup: z.boolean(),
  address: orderAddressSchema,
  /** What the buyer wrote (a Shopify note, an Etsy gift message): read before placing. */
  note: z.string().nullable(),
  /**
   * The connected store the order came from and the store's own number for it ("My Shop",
   * "#1001"); null for an order made here (issue 31 item 10).
   */
  storeName: z.string().nullable(),
  refId: z.string().nullable(),
  total: z.number().int(),
  chargeTransactionId: z.string().nullable(),
  placedAt: z.string().nullable(),
  createdAt: z.string(),
  isApprovable: z.boolean(),
  isCancelable: z.boolean(),
  items: z.array(orderItemViewSchema),
  /** Every ledger row of the order, oldest first: the page shows all that was charged for it. */
  charges: z.array(orderChargeSchema),
});
export type OrderView = z.infer<typeof orderViewSchema>;
export const orderAnswerSchema = dataAnswer(orderViewSchema);
export const approveAllAnswerSchema = dataAnswer(z.object({ approved: z.number().int() }));

/** At most this many drafts are placed by one call (spec 03: orders PUT with orderIds). */
export const PLACE_DRAFTS_MAX = 500;

/**
 * Places several drafts of the seller (PUT orders): the ids, or every draft an import created.
 * Exactly one of the two.
 */
export const placeDraftsBodySchema = z
  .strictObject({
    orderIds: z.array(z.string().uuid()).min(1).max(PLACE_DRAFTS_MAX).optional(),
    importQueueId: z.string().uuid().optional(),
  })
  .refine((body) => (body.orderIds === undefined) !== (body.importQueueId === undefined), {
    message: 'Give either orderIds or importQueueId',
    path: ['orderIds'],
  });
export type PlaceDraftsBody = z.infer<typeof placeDraftsBodySchema>;

/**
 * POST orders/:id/place: a saved draft holds no coupon (saving drops it), so the seller may type
 * one for this placement; it is checked like an order's. The body may be left out.
 */
export const placeDraftBodySchema = z
  .strictObject({ couponCode: orderCartSchema.shape.couponCode })
  // Fastify hands a request without a body over as null.
  .nullish();
export type PlaceDraftBody = z.infer<typeof placeDraftBodySchema>;

/** The spec's seller/cancel-orders: several of the seller's orders cancelled at once. */
export const cancelOrdersBodySchema = z.strictObject({
  orderIds: z.array(z.string().uuid()).min(1).max(PLACE_DRAFTS_MAX),
});
export type CancelOrdersBody = z.infer<typeof cancelOrdersBodySchema>;

/** Each order cancelled, or refused with the reason (the others are cancelled all the same). */
export const cancelOrdersAnswerSchema = dataAnswer(
  z.object({
    canceled: z.array(z.string().uuid()),
    refused: z.array(z.object({ orderId: z.string().uuid(), message: z.string() })),
  }),
);

/** Each draft placed, or refused with the reason (the others are placed all the same). */
export const placeDraftsAnswerSchema = dataAnswer(
  z.object({
    placed: z.array(z.string().uuid()),
    refused: z.array(z.object({ orderId: z.string().uuid(), message: z.string() })),
  }),
);
