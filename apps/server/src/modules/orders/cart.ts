import {
  countryName,
  isShippableState,
  notAvailableToShipTo,
  ORDER_MESSAGES,
  priceOrder,
  type OrderCart,
  type PriceEstimate,
  type PricingLine,
} from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import { preparedPer, type Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { type ShippingPriceService, catalogReadModel } from '../catalog/index';
const { productPrintDesigns, products } = catalogReadModel;

type PriceSheetEntry = Awaited<ReturnType<ShippingPriceService['priceSheet']>>[number];

/** A cart line with what the order item keeps of it (snapshots) and its price. */
export type PricedCartLine = {
  productId: string;
  productTypeId: string;
  productTypeItemId: string;
  productTitle: string;
  productSku: string;
  productTypeName: string;
  variantName: string;
  quantity: number;
};

/** `pricing` is priceOrder's input, so a coupon can be priced in without reading again. */
export type PricedCart = {
  lines: PricedCartLine[];
  estimate: PriceEstimate;
  pricing: PricingLine[];
};

/** The seller's own products by id with their printed sides (the count of print designs). */
export type ProductFacts = {
  byId: ReadonlyMap<string, typeof products.$inferSelect>;
  sidesOf: ReadonlyMap<string, number>;
};

/** The seller's products of a cart with their printed sides counted, in one statement. */
const ownedProducts = preparedPer((db) =>
  db
    .select({
      product: products,
      sides: sql<number>`(select count(*) from ${productPrintDesigns}
        where ${productPrintDesigns.productId} = ${products.id})`.mapWith(Number),
    })
    .from(products)
    .where(
      and(
        sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`,
        eq(products.sellerId, sql.placeholder('sellerId')),
      ),
    )
    .prepare('owned_products'),
);

/** Reads ProductFacts; another seller's product reads as missing: its existence is not told. */
export async function productFacts(
  db: Db,
  sellerId: string,
  productIds: readonly string[],
): Promise<ProductFacts> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return { byId: new Map(), sidesOf: new Map() };
  const owned = await ownedProducts(db).execute({ ids, sellerId });
  return {
    byId: new Map(owned.map((row) => [row.product.id, row.product])),
    sidesOf: new Map(owned.map((row) => [row.product.id, row.sides])),
  };
}

/**
 * Prices a seller's cart with the domain's priceOrder, the same function the web's estimate uses:
 * the estimate route and the charge at placement both come through here. Refuses, per line, a
 * product that is not the seller's, an item of another product type or not on sale, a state the
 * business does not ship to, and an item without a shipping price to the country.
 */
export async function priceCart(
  db: Db,
  shipping: ShippingPriceService,
  sellerId: string,
  cart: OrderCart,
  /** The seller's products already read (an import prices thousands of carts from one read). */
  known?: ProductFacts,
): Promise<PricedCart> {
  const country = cart.address.country;
  const countryLabel = countryName(country) ?? country;
  if (!cart.isLocalPickup && !isShippableState(cart.address.state)) {
    throw badRequest(notAvailableToShipTo(countryLabel), {
      'address.state': notAvailableToShipTo(countryLabel),
    });
  }
  const productIds = [...new Set(cart.lines.map((line) => line.productId))];
  const { byId, sidesOf } = known ?? (await productFacts(db, sellerId, productIds));
  const sheet = await shipping.priceSheet(
    cart.lines.map((line) => line.productTypeItemId),
    country,
  );
  const sheetOf = new Map<string, PriceSheetEntry>(
    sheet.map((entry) => [entry.productTypeItemId, entry]),
  );

  const errors: Record<string, string> = {};
  const lines: PricedCartLine[] = [];
  const pricing: PricingLine[] = [];
  cart.lines.forEach((line, index) => {
    const product = byId.get(line.productId);
    const entry = sheetOf.get(line.productTypeItemId);
    const at = `lines.${index}`;
    if (!product) {
      errors[`${at}.productId`] = ORDER_MESSAGES.productNotFound;
      return;
    }
    if (!entry || entry.productTypeId !== product.productTypeId) {
      errors[`${at}.productTypeItemId`] = ORDER_MESSAGES.itemNotOfProduct;
      return;
    }
    if (
      product.status !== 'ACTIVATED' ||
      entry.itemStatus !== 'ACTIVATED' ||
      entry.productTypeStatus !== 'ACTIVATED'
    ) {
      errors[`${at}.productTypeItemId`] = ORDER_MESSAGES.itemUnavailable;
      return;
    }
    lines.push({
      productId: product.id,
      productTypeId: product.productTypeId,
      productTypeItemId: entry.productTypeItemId,
      productTitle: product.title,
      productSku: product.sku,
      productTypeName: entry.productTypeName,
      variantName: entry.variantName,
      quantity: line.quantity,
    });
    pricing.push({
      key: String(index),
      quantity: line.quantity,
      unitPrice: entry.price,
      extraPrintPrice: entry.extraPrintPrice,
      printedSides: sidesOf.get(product.id) ?? 0,
      shipping: entry.shipping,
    });
  });
  const firstError = Object.values(errors)[0];
  if (firstError) throw badRequest(firstError, errors);

  const estimate = priceOrder({
    lines: pricing,
    isFastShipping: cart.isFastShipping,
    isLocalPickup: cart.isLocalPickup,
  });
  if (!cart.isLocalPickup && estimate.unshippable.length > 0) {
    const message = notAvailableToShipTo(countryLabel);
    throw badRequest(
      message,
      Object.fromEntries(
        estimate.unshippable.map((key) => [`lines.${key}.productTypeItemId`, message]),
      ),
    );
  }
  return { lines, estimate, pricing };
}
