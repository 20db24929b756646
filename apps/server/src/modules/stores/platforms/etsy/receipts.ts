import { decodeHTML } from 'entities';
import {
  StoreQuotaError,
  type ConnectedStore,
  type StoreFulfilment,
  type StoreOrder,
  type StoreOrderLine,
  type StorePage,
  type StoreProduct,
} from '../types';
import { etsyCall, etsyGet, type EtsyContext } from './auth';
import { etsyErrorOf, EtsyError } from './http';
import { etsyShipmentOf } from './carriers';

/*
 * Etsy's shop receipts (its orders), listings (its products, with their inventory's products as
 * variants) and receipt shipments (tracking back), as Open API v3 documents them. Lists page by
 * limit and offset; the page token the store service carries is the next offset.
 */

/** Etsy's largest page of receipts and listings. */
export const ETSY_PAGE_SIZE = 100;

type Variation = { formatted_name?: string; formatted_value?: string };
type Transaction = {
  transaction_id: number;
  title?: string | null;
  listing_id?: number | null;
  product_id?: number | null;
  quantity?: number;
  sku?: string | null;
  variations?: Variation[];
};
export type EtsyReceipt = {
  receipt_id: number;
  status?: string;
  name?: string;
  first_line?: string | null;
  second_line?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country_iso?: string | null;
  buyer_email?: string | null;
  message_from_buyer?: string | null;
  is_gift?: boolean;
  gift_message?: string | null;
  create_timestamp?: number;
  update_timestamp?: number;
  transactions?: Transaction[];
};
type Listing = {
  listing_id: number;
  title?: string;
  images?: { url_570xN?: string; url_fullxfull?: string }[];
  inventory?: {
    products?: {
      product_id: number;
      sku?: string | null;
      is_deleted?: boolean;
      property_values?: { property_name?: string; values?: string[] }[];
    }[];
  };
};
type Page<T> = { count?: number; results?: T[] };

/** Receipts that end nothing to print: the buyer's money went back. */
const CANCELLED = new Set(['canceled', 'cancelled', 'fully refunded']);

const offsetOf = (page: string | undefined) => {
  const offset = Number(page ?? 0);
  return Number.isInteger(offset) && offset >= 0 ? offset : 0;
};
const nextOf = (offset: number, got: number, count: number | undefined) =>
  got > 0 && offset + got < (count ?? 0) ? String(offset + got) : undefined;

/**
 * What the buyer wrote reaches the order's note: their message to the seller, and the gift
 * message to print or slip in when the receipt is a gift.
 */
export function buyerNoteOf(receipt: EtsyReceipt): string | undefined {
  const parts: string[] = [];
  const message = receipt.message_from_buyer?.trim();
  if (message) parts.push(message);
  const gift = receipt.gift_message?.trim();
  if (gift) parts.push(`Gift message: ${gift}`);
  else if (receipt.is_gift) parts.push('Gift');
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** Etsy sends titles and values HTML-escaped ("Mom&#39;s &quot;Best&quot; Mug"): as the seller reads them. */
const plain = (value: string | null | undefined) => (value ? decodeHTML(value) : value);

function lineOf(transaction: Transaction): StoreOrderLine {
  const listingId = String(transaction.listing_id ?? 0);
  const variantTitle = (transaction.variations ?? [])
    .map((variation) => plain(variation.formatted_value))
    .filter((value): value is string => Boolean(value))
    .join(' / ');
  return {
    externalLineId: String(transaction.transaction_id),
    externalProductId: listingId,
    // A listing without variations still has one inventory product; without it, the listing.
    externalVariantId: transaction.product_id
      ? String(transaction.product_id)
      : `listing-${listingId}`,
    title: plain(transaction.title) ?? `Listing ${listingId}`,
    variantTitle: variantTitle || undefined,
    sku: transaction.sku || undefined,
    quantity: Math.max(1, transaction.quantity ?? 1),
  };
}

export function orderOfReceipt(receipt: EtsyReceipt): StoreOrder {
  const createdAt = new Date((receipt.create_timestamp ?? 0) * 1000);
  const hasAddress = Boolean(receipt.first_line && receipt.country_iso);
  return {
    externalOrderId: String(receipt.receipt_id),
    name: String(receipt.receipt_id),
    createdAt,
    updatedAt: new Date((receipt.update_timestamp ?? receipt.create_timestamp ?? 0) * 1000),
    isCancelled: CANCELLED.has((receipt.status ?? '').toLowerCase()),
    address: hasAddress
      ? {
          fullName: receipt.name ?? '',
          email: receipt.buyer_email ?? undefined,
          street: receipt.first_line ?? '',
          street2: receipt.second_line || undefined,
          city: receipt.city ?? '',
          state: receipt.state || undefined,
          zipcode: receipt.zip ?? '',
          country: (receipt.country_iso ?? '').toUpperCase(),
        }
      : null,
    note: buyerNoteOf(receipt),
    lines: (receipt.transactions ?? []).map(lineOf),
  };
}

const shopIdOf = (store: ConnectedStore) => {
  const shopId = store.credentials.shopId;
  if (!shopId) throw new EtsyError('The Etsy store has no shop id: reconnect it', 0, false);
  return shopId;
};

/** Paid receipts modified at or after `since`, oldest change first, a page of 100. */
export async function listReceipts(
  context: EtsyContext,
  store: ConnectedStore,
  since: Date,
  page?: string,
): Promise<StorePage<StoreOrder>> {
  if (context.quota.isLowForPulls) {
    throw new StoreQuotaError(
      `Etsy's daily quota is nearly spent (${context.quota.remainingToday} calls left)`,
    );
  }
  const offset = offsetOf(page);
  const body = (await etsyGet(context, store, `/v3/application/shops/${shopIdOf(store)}/receipts`, {
    min_last_modified: String(Math.floor(since.getTime() / 1000)),
    was_paid: 'true',
    sort_on: 'updated',
    sort_order: 'asc',
    limit: String(ETSY_PAGE_SIZE),
    offset: String(offset),
  })) as Page<EtsyReceipt>;
  const results = body.results ?? [];
  return { items: results.map(orderOfReceipt), next: nextOf(offset, results.length, body.count) };
}

function productOfListing(listing: Listing): StoreProduct {
  const title = plain(listing.title) ?? `Listing ${listing.listing_id}`;
  const image = listing.images?.[0];
  const imageUrl = image?.url_570xN ?? image?.url_fullxfull;
  const products = (listing.inventory?.products ?? []).filter((product) => !product.is_deleted);
  return {
    externalProductId: String(listing.listing_id),
    title,
    imageUrl,
    variants:
      products.length > 0
        ? products.map((product) => ({
            externalVariantId: String(product.product_id),
            title:
              (product.property_values ?? []).flatMap((value) => value.values ?? []).join(' / ') ||
              title,
            sku: product.sku || undefined,
            imageUrl,
          }))
        : [{ externalVariantId: `listing-${listing.listing_id}`, title, imageUrl }],
  };
}

/** The shop's active listings with their inventory (variants) and images. */
export async function listListings(
  context: EtsyContext,
  store: ConnectedStore,
  page?: string,
): Promise<StorePage<StoreProduct>> {
  const offset = offsetOf(page);
  const body = (await etsyGet(context, store, `/v3/application/shops/${shopIdOf(store)}/listings`, {
    state: 'active',
    includes: 'Inventory,Images',
    limit: String(ETSY_PAGE_SIZE),
    offset: String(offset),
  })) as Page<Listing>;
  const results = body.results ?? [];
  return { items: results.map(productOfListing), next: nextOf(offset, results.length, body.count) };
}

/** The listings by id (getListingsByListingIds, 100 a call), with inventory and images. */
export async function getListings(
  context: EtsyContext,
  store: ConnectedStore,
  ids: readonly string[],
): Promise<StoreProduct[]> {
  const wanted = ids.filter((id) => /^\d+$/.test(id));
  const products: StoreProduct[] = [];
  for (let at = 0; at < wanted.length; at += ETSY_PAGE_SIZE) {
    const body = (await etsyGet(context, store, '/v3/application/listings/batch', {
      listing_ids: wanted.slice(at, at + ETSY_PAGE_SIZE).join(','),
      includes: 'Inventory,Images',
    })) as Page<Listing>;
    products.push(...(body.results ?? []).map(productOfListing));
  }
  return products;
}

/**
 * Tracking back as a receipt shipment: Etsy marks the receipt shipped and mails the buyer, with
 * the store's note to the buyer when the seller wrote one. Etsy has no lines here: the receipt.
 * The carrier goes by Etsy's own name for it, or "other" with its name in the note (carriers.ts).
 */
export async function createShipment(
  context: EtsyContext,
  store: ConnectedStore,
  fulfilment: StoreFulfilment,
): Promise<void> {
  const { carrierName, noteToBuyer } = etsyShipmentOf(fulfilment);
  const form: Record<string, string> = {
    tracking_code: fulfilment.trackingNumber,
    carrier_name: carrierName,
    send_bcc: 'false',
  };
  if (noteToBuyer) form.note_to_buyer = noteToBuyer;
  const path = `/v3/application/shops/${shopIdOf(store)}/receipts/${encodeURIComponent(fulfilment.externalOrderId)}/tracking`;
  const answer = await etsyCall(context, store, 'POST', path, { form });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new EtsyError(
      `Etsy refused the shipment (${answer.status}: ${etsyErrorOf(answer.body)})`,
      answer.status,
      false,
    );
  }
}
