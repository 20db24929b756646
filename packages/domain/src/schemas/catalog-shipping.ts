import { z } from 'zod';
import { PRINTER_PRODUCT_ITEM_STATUSES, type ProductStatus } from '../catalog';
import { COUNTRY_CODES } from '../countries';
import type { ShippingRates } from '../pricing';
import { centsSchema } from './catalog-product-types';

/*
 * Shipping prices per country and product type item, printer permissions per product type, and
 * the price sheet orders are priced from (spec 03 section 3.3). Money is integer cents.
 */

export const SHIPPING_PRICE_MESSAGES = {
  duplicate: 'A shipping price for this country and product type item already exists',
  unknownItem: 'The product type item does not exist',
} as const;

/** The first unit of an order pays firstItem, every further unit restItems. */
export const shippingRateSchema = z.strictObject({
  firstItem: centsSchema,
  restItems: centsSchema,
});

export const countryCodeSchema = z.enum(COUNTRY_CODES);

/** POST shipping-prices: the same rates for one country and one or more product type items. */
export const createShippingPriceBodySchema = z.strictObject({
  country: countryCodeSchema,
  productTypeItemIds: z.array(z.string().uuid()).min(1).max(1_000),
  normal: shippingRateSchema,
  fast: shippingRateSchema,
});
export type CreateShippingPriceBody = z.input<typeof createShippingPriceBodySchema>;

/** PUT shipping-prices/{id}: new rates; country and item stay. */
export const updateShippingPriceBodySchema = z.strictObject({
  normal: shippingRateSchema,
  fast: shippingRateSchema,
});

export const shippingPriceQuerySchema = z.strictObject({
  country: countryCodeSchema.optional(),
  productTypeId: z.string().uuid().optional(),
});

export const shippingPriceSchema = z.object({
  id: z.string(),
  country: z.string(),
  countryName: z.string(),
  productTypeId: z.string(),
  productTypeName: z.string(),
  productTypeItemId: z.string(),
  /** The item's option names ("White / M"). */
  name: z.string(),
  normal: z.object({ firstItem: z.number(), restItems: z.number() }),
  fast: z.object({ firstItem: z.number(), restItems: z.number() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShippingPrice = z.infer<typeof shippingPriceSchema>;

// ---- Printer permissions ----

export const printerPermissionSchema = z.object({
  productTypeId: z.string(),
  productTypeName: z.string(),
  status: z.enum(PRINTER_PRODUCT_ITEM_STATUSES),
  updatedAt: z.string(),
});
export type PrinterPermission = z.infer<typeof printerPermissionSchema>;

/** PUT printer-permissions/{printerId}: what the printer may produce (the list replaces). */
export const adminPrinterPermissionsBodySchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productTypeId: z.string().uuid(),
        status: z.enum(['ACTIVATED', 'ADMIN_BLOCKED']),
      }),
    )
    .max(1_000),
});

/** PUT printer/printer-permissions/{productTypeId}: a printer pauses or resumes a product type. */
export const printerPermissionStatusBodySchema = z.strictObject({
  status: z.enum(['ACTIVATED', 'PRINTER_BLOCKED']),
});

export const printerIdParamsSchema = z.strictObject({ printerId: z.string().uuid() });
export const productTypeIdParamsSchema = z.strictObject({ productTypeId: z.string().uuid() });

// ---- The price sheet ----

/**
 * What orders are priced from, per product type item and destination country: the inputs of
 * `priceOrder` (pricing.ts) as the catalogue holds them. `shipping` is null when the item has no
 * shipping price to the country (it cannot ship there).
 */
export type PriceSheetEntry = {
  productTypeItemId: string;
  productTypeId: string;
  productTypeName: string;
  /** The item's options in the product type's attribute order ("Black / M"). */
  variantName: string;
  /** The item's price per unit, cents. */
  price: number;
  /** The product type's extra print price per unit, cents. */
  extraPrintPrice: number;
  itemStatus: ProductStatus;
  productTypeStatus: ProductStatus;
  shipping: ShippingRates | null;
};
