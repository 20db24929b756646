import { decodeHTML } from 'entities';
import { z } from 'zod';
import type {
  StoreAddress,
  StoreOrder,
  StoreOrderLine,
  StoreProduct,
  StoreVariant,
} from '../types';

/*
 * WooCommerce's order, product and variation resources (REST API v3, the same JSON a webhook
 * carries) read into the store platform's shapes. Fields the app does not use are not read;
 * missing optional ones become absent rather than failing the whole page.
 */

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/**
 * A name as WordPress keeps it may hold HTML entities ("Tee &amp; Hoodie", "&#8211;") and, in a
 * meta's display value, tags: what the seller and the printer read is the plain text (issue 28).
 */
export function plainText(value: string): string {
  return decodeHTML(value.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}
const name = text.transform(plainText);
/** Buyers' words (addresses, the note): entities decoded, nothing else touched. */
const words = text.transform((value) => decodeHTML(value));
const id = z.number().int().nonnegative();

const addressFields = {
  first_name: words,
  last_name: words,
  company: words,
  address_1: words,
  address_2: words,
  city: words,
  state: text,
  postcode: text,
  country: text,
  phone: text,
};
const billingSchema = z.object({ ...addressFields, email: text });
const shippingSchema = z.object(addressFields);

const metaSchema = z.object({
  key: text,
  value: z.unknown(),
  display_key: z.string().optional(),
  display_value: z.unknown().optional(),
});

const lineSchema = z.object({
  id,
  name,
  /** The variation's product's name (WooCommerce 5.6 and later); empty before. */
  parent_name: name,
  product_id: id,
  variation_id: id.nullish(),
  quantity: z.number(),
  sku: text,
  meta_data: z.array(metaSchema).nullish(),
  image: z.object({ src: text }).nullish(),
});

export const wooOrderSchema = z.object({
  id,
  number: z.union([z.string(), z.number()]).transform(String),
  status: z.string(),
  date_created_gmt: z.string().nullish(),
  date_created: z.string().nullish(),
  date_modified_gmt: z.string().nullish(),
  date_modified: z.string().nullish(),
  customer_note: words,
  billing: billingSchema.nullish(),
  shipping: shippingSchema.nullish(),
  line_items: z.array(lineSchema).default([]),
});
export type WooOrder = z.infer<typeof wooOrderSchema>;

/**
 * What the app does with an order in each status. Unpaid orders (pending payment, on hold for a
 * bank transfer, checkout drafts) are not fulfilment work yet: they come in once they move to
 * processing, which changes their modification date (webhook order.updated and the pull both see it).
 * A status a plugin adds ("shipped", "partially-paid"...) counts as an active order.
 */
const NOT_YET_ORDERS = new Set(['pending', 'on-hold', 'checkout-draft', 'draft', 'auto-draft']);
const CANCELLED = new Set(['cancelled', 'refunded', 'failed', 'trash']);

export const isUnpaid = (order: WooOrder) => NOT_YET_ORDERS.has(order.status);

/** WooCommerce's "_gmt" dates carry no zone ("2017-03-22T16:28:02"): they are UTC. */
export function gmtDate(gmt: string | null | undefined, local?: string | null): Date | null {
  const value = gmt || local;
  if (!value) return null;
  const zoned = gmt && !/(Z|[+-]\d\d:?\d\d)$/i.test(gmt) ? `${gmt}Z` : value;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The shipping address; a shop set to ship to the billing address leaves the shipping one empty. */
function addressOf(order: WooOrder): StoreAddress | null {
  const billing = order.billing;
  const shipping = order.shipping?.address_1.trim() ? order.shipping : null;
  const from = shipping ?? billing;
  if (!from?.address_1.trim()) return null;
  return {
    fullName: joined(from.first_name, from.last_name) || from.company.trim(),
    phone: optional(from.phone) ?? optional(billing?.phone ?? ''),
    email: optional(billing?.email ?? ''),
    street: from.address_1.trim(),
    street2: optional(from.address_2),
    city: from.city.trim(),
    state: optional(from.state),
    zipcode: from.postcode.trim(),
    country: from.country.trim().toUpperCase(),
  };
}

/**
 * An attribute's label when the meta carries none: a global attribute's taxonomy ("pa_color")
 * without its prefix, in words ("Color"); a custom attribute's key is its label already.
 */
export function attributeLabel(key: string): string {
  const words = key.replace(/^pa_/, '').replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A variation's chosen attributes, from the line's visible meta ("Size: L / Colour: Blue"), by
 * their labels (display_key) and shown values (display_value), never the raw taxonomy and slug.
 */
/**
 * The product's own title of a variation's line. WooCommerce names the line after the variation,
 * "Sunrise Tee - White, M" (the parent's name, " - ", the chosen values joined by ", "): the values
 * are the variant's title already, so the product's title is the parent's name, or, from a shop
 * that does not send it, the line's name without the values (issue 31).
 */
function productTitleOf(line: z.infer<typeof lineSchema>): string {
  if (line.parent_name) return line.parent_name;
  const values = (line.meta_data ?? [])
    .filter((meta) => meta.key && !meta.key.startsWith('_'))
    .map((meta) => meta.display_value ?? meta.value)
    .filter((value) => typeof value === 'string' || typeof value === 'number')
    .map((value) => plainText(String(value)));
  const suffix = ` - ${values.join(', ')}`;
  return values.length && line.name.endsWith(suffix) && line.name.length > suffix.length
    ? line.name.slice(0, -suffix.length).trim()
    : line.name;
}

function variantTitleOf(line: z.infer<typeof lineSchema>): string | undefined {
  const shown = (line.meta_data ?? [])
    .filter((meta) => meta.key && !meta.key.startsWith('_'))
    .map((meta) => {
      const value = meta.display_value ?? meta.value;
      if (typeof value !== 'string' && typeof value !== 'number') return '';
      const label = meta.display_key ? plainText(meta.display_key) : attributeLabel(meta.key);
      return `${label}: ${plainText(String(value))}`;
    })
    .filter(Boolean);
  return shown.length ? shown.join(' / ') : undefined;
}

/**
 * The variant a line names. A line of a simple product has variation_id 0: the product itself is
 * its only variant, so its id is the variant's, as listProducts gives it.
 */
export const variantIdOf = (productId: number, variationId: number | null | undefined) =>
  String(variationId || productId);

export function toStoreOrder(order: WooOrder): StoreOrder {
  const createdAt = gmtDate(order.date_created_gmt, order.date_created) ?? new Date(0);
  const lines: StoreOrderLine[] = order.line_items.map((line) => ({
    externalLineId: String(line.id),
    externalProductId: String(line.product_id),
    externalVariantId: variantIdOf(line.product_id, line.variation_id),
    title: line.variation_id ? productTitleOf(line) : line.name,
    variantTitle: line.variation_id ? variantTitleOf(line) : undefined,
    sku: optional(line.sku),
    quantity: line.quantity,
    imageUrl: optional(line.image?.src ?? ''),
  }));
  return {
    externalOrderId: String(order.id),
    name: `#${order.number}`,
    createdAt,
    updatedAt: gmtDate(order.date_modified_gmt, order.date_modified) ?? createdAt,
    isCancelled: CANCELLED.has(order.status),
    address: addressOf(order),
    note: optional(order.customer_note),
    lines,
  };
}

const imageSchema = z.object({ src: text });
export const wooProductSchema = z.object({
  id,
  name,
  type: text,
  sku: text,
  images: z.array(imageSchema).nullish(),
  variations: z.array(id).nullish(),
});
export const wooVariationSchema = z.object({
  id,
  sku: text,
  image: imageSchema.nullish(),
  attributes: z.array(z.object({ name, option: name })).nullish(),
});
export type WooProduct = z.infer<typeof wooProductSchema>;
export type WooVariation = z.infer<typeof wooVariationSchema>;

export const hasVariations = (product: WooProduct) =>
  product.type === 'variable' || (product.variations?.length ?? 0) > 0;

export function toStoreProduct(product: WooProduct, variations: WooVariation[]): StoreProduct {
  const imageUrl = optional(product.images?.[0]?.src ?? '');
  const variants: StoreVariant[] = hasVariations(product)
    ? variations.map((variation) => ({
        externalVariantId: String(variation.id),
        title:
          (variation.attributes ?? [])
            .map((attribute) => attribute.option.trim())
            .filter(Boolean)
            .join(' / ') || product.name,
        sku: optional(variation.sku),
        imageUrl: optional(variation.image?.src ?? '') ?? imageUrl,
      }))
    : [
        {
          externalVariantId: String(product.id),
          title: product.name,
          sku: optional(product.sku),
          imageUrl,
        },
      ];
  return { externalProductId: String(product.id), title: product.name, imageUrl, variants };
}
