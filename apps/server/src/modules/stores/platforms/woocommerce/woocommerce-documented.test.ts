import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConnectedStore, StoreFulfilment } from '../types';
import { createWooCommercePlatform, createWooWebhookSecret } from './index';
import { documentedWooOrder } from './documented-order';
import { attributeLabel, plainText } from './orders';
import { startWooStandIn, type WooStandIn } from './stand-in';

/*
 * Issue 28, WooCommerce: an order in the documented REST API v3 shape, delivered as WooCommerce
 * signs it, imports as the seller reads it (names decoded, attributes by label); tracking goes
 * through the Shipment Tracking extension's REST route where it exists, and the order is marked
 * completed only once every item shipped.
 */

const platform = createWooCommercePlatform({ allowInsecureHosts: true, timeoutMs: 2_000 });
let shop: WooStandIn;
let store: ConnectedStore;

beforeEach(async () => {
  shop = await startWooStandIn();
  store = {
    domain: shop.url,
    credentials: {
      consumerKey: shop.consumerKey,
      consumerSecret: shop.consumerSecret,
      webhookSecret: createWooWebhookSecret(),
    },
  };
});
afterEach(() => shop.close());

/** The delivery's headers as WooCommerce sends them, signed with the store's secret. */
function signedHeaders(body: string, secret: string) {
  return {
    'x-wc-webhook-source': `${shop.url}/`,
    'x-wc-webhook-topic': 'order.updated',
    'x-wc-webhook-delivery-id': 'a1b2c3',
    'x-wc-webhook-signature': createHmac('sha256', secret).update(body).digest('base64'),
  };
}

describe('an order in the documented shape', () => {
  it('imports with decoded names, attributes by label, SKU, quantity, variant and address', async () => {
    const secret = store.credentials.webhookSecret!;
    const body = JSON.stringify(documentedWooOrder(727, '2026-11-27T14:20:00'));
    const verified = await platform.verifyWebhook(
      signedHeaders(body, secret),
      Buffer.from(body),
      async (domain) => (domain === shop.url ? secret : null),
    );
    if (verified?.event.kind !== 'order')
      throw new Error(`expected an order: ${JSON.stringify(verified)}`);
    const { order } = verified.event;
    expect(order).toMatchObject({
      externalOrderId: '727',
      name: '#727',
      isCancelled: false,
      updatedAt: new Date('2026-11-27T14:20:00Z'),
      note: 'Leave it with the neighbour & thanks',
      address: {
        fullName: "Zoë O'Neill",
        street: '48 Avenue du Parc',
        street2: 'Apt 3',
        city: 'Montréal',
        state: 'QC',
        zipcode: 'H2V 4E6',
        country: 'CA',
        phone: '+1 514 555 0100',
        email: 'zoe@example.com',
      },
    });
    expect(order.lines).toEqual([
      {
        externalLineId: '315',
        externalProductId: '93',
        externalVariantId: '101',
        title: 'Hoodie – "Mountain" & Lake',
        variantTitle: 'Color: Blue / Size: L',
        sku: 'HOOD-BLU-L',
        quantity: 2,
        imageUrl: 'https://shop.example.com/wp-content/uploads/hoodie-blue.jpg',
      },
      {
        externalLineId: '316',
        externalProductId: '22',
        externalVariantId: '22',
        title: 'Sticker pack & pin',
        variantTitle: undefined,
        sku: 'STICK-PACK',
        quantity: 1,
        imageUrl: 'https://shop.example.com/wp-content/uploads/stickers.jpg',
      },
    ]);
  });

  it('names an attribute without a label by its words, never its taxonomy', () => {
    expect(attributeLabel('pa_shirt-colour')).toBe('Shirt colour');
    expect(attributeLabel('Size')).toBe('Size');
    expect(plainText('<span>Caf&eacute; &#8220;Noir&#8221;</span>')).toBe('Café “Noir”');
  });

  it('reads a variation product’s attributes and names decoded in the catalogue', async () => {
    shop.addProduct(
      {
        id: 60,
        name: 'Tote &amp; Bag',
        type: 'variable',
        status: 'publish',
        sku: '',
        images: [],
        variations: [61],
      },
      [
        {
          id: 61,
          sku: 'TOTE-N',
          status: 'publish',
          image: null,
          attributes: [{ id: 4, name: 'Colour', option: 'Navy &amp; White' }],
        },
      ],
    );
    const { items } = await platform.listProducts(store);
    expect(items.find((product) => product.externalProductId === '60')).toMatchObject({
      title: 'Tote & Bag',
      variants: [{ externalVariantId: '61', title: 'Navy & White', sku: 'TOTE-N' }],
    });
  });
});

describe('tracking back', () => {
  const fulfilment = (
    orderId: number,
    changes: Partial<StoreFulfilment> = {},
  ): StoreFulfilment => ({
    externalOrderId: String(orderId),
    externalLineIds: [],
    trackingNumber: '9400111899223197428490',
    company: 'USPS',
    url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    ...changes,
  });

  it('writes a Shipment Tracking item where the extension is installed, once, and no note', async () => {
    shop.installShipmentTracking();
    const order = shop.addOrder({});
    await platform.pushFulfilment(store, fulfilment(order.id));
    await platform.pushFulfilment(store, fulfilment(order.id));
    expect(shop.trackingItems.get(order.id)).toEqual([
      expect.objectContaining({
        tracking_number: '9400111899223197428490',
        tracking_provider: 'USPS',
      }),
    ]);
    expect(shop.notes.get(order.id)).toBeUndefined();
    expect(shop.orders.get(order.id)?.status).toBe('completed');
  });

  it('sends a carrier the extension does not list as a custom provider with its link', async () => {
    shop.installShipmentTracking();
    const order = shop.addOrder({});
    const url = 'https://www.royalmail.com/track-your-item#/tracking-results/RM1';
    await platform.pushFulfilment(
      store,
      fulfilment(order.id, { company: 'Royal Mail', trackingNumber: 'RM1', url }),
    );
    expect(shop.trackingItems.get(order.id)).toEqual([
      expect.objectContaining({
        tracking_number: 'RM1',
        tracking_provider: '',
        custom_tracking_provider: 'Royal Mail',
        custom_tracking_link: url,
      }),
    ]);
  });

  it('leaves the order open while items are still to ship, and closes it with the last', async () => {
    const order = shop.addOrder({});
    await platform.pushFulfilment(store, fulfilment(order.id, { isOrderShipped: false }));
    expect(shop.notes.get(order.id)).toHaveLength(1);
    expect(shop.orders.get(order.id)?.status).toBe('processing');
    await platform.pushFulfilment(
      store,
      fulfilment(order.id, { trackingNumber: '9400111899223197428491', isOrderShipped: true }),
    );
    expect(shop.notes.get(order.id)).toHaveLength(2);
    expect(shop.orders.get(order.id)?.status).toBe('completed');
  });
});
