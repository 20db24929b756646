import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreQuotaError, type ConnectedStore, type StorePlatform } from '../types';
import { createEtsyPlatform } from '.';
import type { EtsyReceipt } from './receipts';
import { startEtsyStandIn, type EtsyStandIn } from './stand-in';

/*
 * Issue 28, Etsy, against the Open API v3 reference: a ShopReceipt with two transactions imports
 * as the seller expects; the daily quota (x-remaining-today) stops pulls before it runs out;
 * listings are read by id (getListingsByListingIds) rather than the whole catalogue; carriers go
 * by Etsy's own names, or "other" with the name in the note to the buyer.
 */

let standIn: EtsyStandIn;
const FAST_RETRY = { baseDelayMs: 10, maxAttempts: 2, maxWaitMs: 1_000, timeoutMs: 5_000 };

const newPlatform = (): StorePlatform =>
  createEtsyPlatform({
    apiKey: standIn.apiKey,
    sharedSecret: standIn.sharedSecret,
    baseUrl: standIn.baseUrl,
    connectUrl: standIn.connectUrl,
    retry: FAST_RETRY,
  });

beforeAll(async () => {
  standIn = await startEtsyStandIn();
});
afterAll(() => standIn.close());

const store = (): ConnectedStore => ({
  domain: standIn.shop.shopName.toLowerCase(),
  credentials: { ...standIn.issueTokens(), shopId: String(standIn.shop.shopId) },
});

/** A paid ShopReceipt as getShopReceipts documents it, with two transactions. */
function documentedReceipt(receiptId: number, updated: number): EtsyReceipt {
  const money = (amount: number) => ({ amount, divisor: 100, currency_code: 'USD' });
  return {
    receipt_id: receiptId,
    receipt_type: 0,
    seller_user_id: standIn.shop.userId,
    seller_email: 'seller@example.com',
    buyer_user_id: 812_345,
    buyer_email: 'buyer@example.com',
    name: 'Mia Rossi',
    first_line: '200 Via Roma',
    second_line: 'Scala B',
    city: 'Torino',
    state: 'TO',
    zip: '10121',
    status: 'Paid',
    formatted_address: 'Mia Rossi\n200 Via Roma\nScala B\n10121 Torino TO\nItaly',
    country_iso: 'IT',
    payment_method: 'cc',
    message_from_seller: null,
    message_from_buyer: 'Please pack the mugs carefully',
    message_from_payment: null,
    is_paid: true,
    is_shipped: false,
    create_timestamp: updated - 600,
    created_timestamp: updated - 600,
    update_timestamp: updated,
    updated_timestamp: updated,
    is_gift: true,
    gift_message: 'Happy birthday!',
    grandtotal: money(5_400),
    subtotal: money(4_800),
    total_shipping_cost: money(600),
    shipments: [],
    refunds: [],
    transactions: [
      {
        transaction_id: 3_100_000_001,
        title: 'Mom&#39;s &quot;Best&quot; Mug',
        description: 'A mug',
        quantity: 2,
        receipt_id: receiptId,
        is_digital: false,
        listing_id: 1_500_000_001,
        transaction_type: 'listing',
        product_id: 9_100_000_001,
        sku: 'MUG-WHT-11',
        price: money(1_800),
        variations: [
          { property_id: 200, value_id: 1, formatted_name: 'Colour', formatted_value: 'White' },
          { property_id: 100, value_id: 2, formatted_name: 'Size', formatted_value: '11 oz' },
        ],
        product_data: [],
        shipping_profile_id: 1,
      },
      {
        transaction_id: 3_100_000_002,
        title: 'Sticker sheet',
        quantity: 1,
        receipt_id: receiptId,
        is_digital: false,
        listing_id: 1_500_000_777,
        transaction_type: 'listing',
        product_id: 9_100_000_777,
        sku: 'STK-A5',
        price: money(1_200),
        variations: [],
        product_data: [],
      },
    ],
  } as unknown as EtsyReceipt;
}

describe('a receipt in the documented shape', () => {
  it('imports its two transactions with quantities, SKUs, variants, the address and the notes', async () => {
    const updated = Math.floor(Date.now() / 1000);
    const receipt = documentedReceipt(2_900_000_001, updated);
    standIn.shop.receipts.push({ ...receipt, is_paid: true, shipments: [] });
    const { items } = await newPlatform().listOrders(store(), new Date((updated - 5) * 1000));
    const order = items.find((item) => item.externalOrderId === '2900000001');
    expect(order).toMatchObject({
      name: '2900000001',
      isCancelled: false,
      note: 'Please pack the mugs carefully\nGift message: Happy birthday!',
      address: {
        fullName: 'Mia Rossi',
        street: '200 Via Roma',
        street2: 'Scala B',
        city: 'Torino',
        state: 'TO',
        zipcode: '10121',
        country: 'IT',
        email: 'buyer@example.com',
      },
    });
    expect(order?.lines).toEqual([
      {
        externalLineId: '3100000001',
        externalProductId: '1500000001',
        externalVariantId: '9100000001',
        title: 'Mom\'s "Best" Mug',
        variantTitle: 'White / 11 oz',
        sku: 'MUG-WHT-11',
        quantity: 2,
      },
      {
        externalLineId: '3100000002',
        externalProductId: '1500000777',
        externalVariantId: '9100000777',
        title: 'Sticker sheet',
        variantTitle: undefined,
        sku: 'STK-A5',
        quantity: 1,
      },
    ]);
  });
});

describe('the daily quota', () => {
  it('reads x-remaining-today and lets no pull spend the last calls', async () => {
    const platform = newPlatform();
    standIn.quota.remainingToday = 5_000;
    await expect(platform.listOrders(store(), new Date())).resolves.toBeDefined();
    standIn.quota.remainingToday = 120;
    // This answer reports 119 left: under the reserve (10% of 10,000), so the next pull waits.
    await platform.listOrders(store(), new Date());
    const asked = standIn.requests.length;
    await expect(platform.listOrders(store(), new Date())).rejects.toBeInstanceOf(StoreQuotaError);
    expect(standIn.requests.length).toBe(asked);
    // A tracking push still goes: a buyer waits for it.
    const receipt = standIn.addReceipt();
    await platform.pushFulfilment(store(), {
      externalOrderId: String(receipt.receipt_id),
      externalLineIds: [],
      trackingNumber: '9400100000000000000001',
      company: 'USPS',
    });
    standIn.quota.remainingToday = 10_000;
  });

  it('reads only the listings it is asked for, by id, a hundred a call', async () => {
    const platform = newPlatform();
    const asked = standIn.requests.length;
    const products = await platform.getProducts?.(store(), ['1500000001', 'not-an-id']);
    expect(products).toMatchObject([
      {
        externalProductId: '1500000001',
        imageUrl: 'https://i.etsystatic.example/1500000001.jpg',
        variants: [
          expect.objectContaining({ externalVariantId: '9100000001', sku: 'TEE-BLK-M' }),
          expect.objectContaining({ externalVariantId: '9100000002', sku: 'TEE-WHT-L' }),
        ],
      },
    ]);
    expect(standIn.requests.slice(asked).map((request) => request.path)).toEqual([
      '/v3/application/listings/batch',
    ]);
  });
});

describe('carriers', () => {
  it.each([
    ['USPS', 'usps', undefined],
    ['DHL Express', 'dhl', undefined],
    ['DHL eCommerce', 'dhl-global-mail', undefined],
    ['Royal Mail', 'royal-mail', undefined],
    ['Yodel', 'other', 'Shipped with Yodel (https://www.yodel.co.uk/tracking/JJD1).'],
  ])('%s is sent as %s', async (company, carrierName, note) => {
    const receipt = standIn.addReceipt();
    await newPlatform().pushFulfilment(store(), {
      externalOrderId: String(receipt.receipt_id),
      externalLineIds: [],
      trackingNumber: 'JJD1',
      company,
      ...(carrierName === 'other' ? { url: 'https://www.yodel.co.uk/tracking/JJD1' } : {}),
    });
    expect(standIn.shop.shipments.at(-1)).toMatchObject({
      receiptId: String(receipt.receipt_id),
      carrier_name: carrierName,
      note_to_buyer: note,
    });
  });
});
