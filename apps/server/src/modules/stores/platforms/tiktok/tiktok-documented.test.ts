import { STORE_MESSAGES } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreAuthError, type StorePlatform } from '../types';
import { createTikTokPlatform, signWebhook } from '.';
import { toStoreOrder, type TtsOrder } from './orders';
import { startTikTokStandIn, type TikTokStandIn } from './stand-in';
import { verifyWebhook } from './webhooks';

/*
 * Issue 28, TikTok Shop, against its Partner Center documentation: the authorization link
 * (services.tiktokshop.com/open/authorize?service_id), an order in each documented status (Get
 * Order Detail 202309), shipping_type TIKTOK, addresses without a city in district_info, one
 * authorization covering several shops, and signed webhook bodies of the wrong shape.
 */

let standIn: TikTokStandIn;
let platform: StorePlatform;
const REDIRECT = 'https://app.example/s/tiktok-redirect';

beforeAll(async () => {
  standIn = await startTikTokStandIn({ redirectUrl: REDIRECT });
  platform = createTikTokPlatform({
    appKey: standIn.appKey,
    appSecret: standIn.appSecret,
    serviceId: standIn.serviceId,
    authorizeBase: standIn.url,
    apiBase: standIn.url,
    authBase: standIn.url,
    retry: { baseDelayMs: 10, maxAttempts: 3 },
  });
});
afterAll(() => standIn.close());

const oauth = () => {
  if (platform.connection.kind !== 'oauth') throw new Error('TikTok connects by OAuth');
  return platform.connection;
};

/** A Get Order Detail (202309) order of two units of one SKU, in `status`. */
function documentedOrder(status: string, changes: Partial<TtsOrder> = {}): TtsOrder {
  const line = (id: string) => ({
    id,
    product_id: '1729582718312380123',
    sku_id: '2729382476852921560',
    product_name: 'Classic tee',
    sku_name: 'Black, M',
    seller_sku: 'TEE-BLK-M',
    sku_image: 'https://p16-oec-va.ibyteimg.com/tee.jpeg',
    display_status: status,
  });
  return {
    id: '576461413038785752',
    status,
    shipping_type: 'SELLER',
    create_time: 1_764_300_000,
    update_time: 1_764_300_600,
    buyer_email: 'v2a1b2@scs.tiktokw.us',
    buyer_message: 'Gift, no invoice please',
    delivery_option_id: '7091146663229654785',
    recipient_address: {
      name: 'Ada Buyer',
      phone_number: '(+1)213-***-1234',
      address_line1: '1199 Coleman Ave',
      address_line2: 'Suite 4',
      postal_code: '95110',
      region_code: 'US',
      full_address: '1199 Coleman Ave, Suite 4, San Jose, California, 95110, United States',
      district_info: [
        { address_level_name: 'Country', address_name: 'United States', address_level: 'L0' },
        { address_level_name: 'State', address_name: 'California', address_level: 'L1' },
        { address_level_name: 'County', address_name: 'Santa Clara', address_level: 'L2' },
        { address_level_name: 'City', address_name: 'San Jose', address_level: 'L3' },
      ],
    },
    line_items: [line('577086512123755123'), line('577086512123755124')],
    ...changes,
  };
}

describe('the authorization link', () => {
  it('is the Partner Center link with the service id and state, and comes back with code and state', async () => {
    const url = new URL(oauth().authorizeUrl('', 'state-9', REDIRECT));
    expect(url.origin + url.pathname).toBe(`${standIn.url}/open/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: standIn.serviceId,
      state: 'state-9',
    });
    const response = await fetch(url, { redirect: 'manual' });
    const back = new URL(response.headers.get('location') ?? '');
    const query = Object.fromEntries(back.searchParams);
    expect(Object.keys(query).sort()).toEqual(['code', 'state']);
    const credentials = await oauth().exchange('', query, REDIRECT);
    expect(credentials.shopCipher).toBe(standIn.shop().cipher);
  });

  it('tells the seller what to do when they declined on TikTok', async () => {
    const url = `${oauth().authorizeUrl('', 'state-10', REDIRECT)}&decline=1`;
    const back = new URL((await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '');
    const query = Object.fromEntries(back.searchParams);
    expect(query).toMatchObject({ code: 'null', error: 'auth_denied' });
    const refusal = await oauth()
      .exchange('', query, REDIRECT)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StoreAuthError);
    expect((refusal as StoreAuthError).sellerMessage).toBe(STORE_MESSAGES.tiktokDeclined);
  });

  it('connects every shop one authorization covers, each with its own cipher', async () => {
    const code = standIn.authorizationCode('7495001', ['7495002']);
    const credentials = await oauth().exchange('', { code, state: 's' }, REDIRECT);
    const shops = oauth().shopsOf?.(credentials) ?? [];
    expect(shops.map((shop) => oauth().domainOf?.(shop))).toEqual(['7495001', '7495002']);
    expect(shops.map((shop) => shop.shopCipher)).toEqual([
      standIn.shop('7495001').cipher,
      standIn.shop('7495002').cipher,
    ]);
    standIn.shop('7495002').orders.push(documentedOrder('AWAITING_SHIPMENT', { id: '42' }));
    const second = { domain: '7495002', credentials: shops[1]! };
    const { items } = await platform.listOrders(second, new Date(0));
    expect(items.map((order) => order.externalOrderId)).toEqual(['42']);
  });
});

describe('an order in each documented status', () => {
  it.each([
    ['UNPAID', { waitingFor: 'UNPAID' }],
    ['ON_HOLD', { waitingFor: 'ON_HOLD' }],
    ['AWAITING_SHIPMENT', { waitingFor: undefined, isCancelled: false }],
    ['PARTIALLY_SHIPPING', { waitingFor: undefined, isCancelled: false }],
    ['AWAITING_COLLECTION', { waitingFor: 'SHIPPED' }],
    ['IN_TRANSIT', { waitingFor: 'SHIPPED' }],
    ['DELIVERED', { waitingFor: 'SHIPPED' }],
    ['COMPLETED', { waitingFor: 'SHIPPED' }],
    ['CANCELLED', { waitingFor: undefined, isCancelled: true }],
  ])('%s is %o', (status, expected) => {
    const order = toStoreOrder(documentedOrder(status));
    expect({ waitingFor: order.waitingFor, isCancelled: order.isCancelled }).toMatchObject(
      expected,
    );
  });

  it('imports as the seller expects: a line per unit, SKU, variant, address', () => {
    const order = toStoreOrder(documentedOrder('AWAITING_SHIPMENT'));
    expect(order).toMatchObject({
      externalOrderId: '576461413038785752',
      name: '#576461413038785752',
      note: 'Gift, no invoice please',
      createdAt: new Date(1_764_300_000_000),
      updatedAt: new Date(1_764_300_600_000),
      address: {
        fullName: 'Ada Buyer',
        street: '1199 Coleman Ave',
        street2: 'Suite 4',
        city: 'San Jose',
        state: 'California',
        zipcode: '95110',
        country: 'US',
        email: 'v2a1b2@scs.tiktokw.us',
      },
    });
    expect(order.isShippedByPlatform).toBeUndefined();
    expect(order.lines).toEqual(
      ['577086512123755123', '577086512123755124'].map((id) => ({
        externalLineId: id,
        externalProductId: '1729582718312380123',
        externalVariantId: '2729382476852921560',
        title: 'Classic tee',
        variantTitle: 'Black, M',
        sku: 'TEE-BLK-M',
        quantity: 1,
        imageUrl: 'https://p16-oec-va.ibyteimg.com/tee.jpeg',
      })),
    );
  });

  it('marks an order TikTok ships (shipping_type TIKTOK), and pushes it no tracking', async () => {
    const order = documentedOrder('AWAITING_SHIPMENT', { id: '4242', shipping_type: 'TIKTOK' });
    expect(toStoreOrder(order).isShippedByPlatform).toBe(true);
    standIn.shop().orders.push(order);
    const credentials = await oauth().exchange('', { code: standIn.authorizationCode() }, REDIRECT);
    const store = { domain: credentials.shopId!, credentials };
    await expect(
      platform.pushFulfilment(store, {
        externalOrderId: '4242',
        externalLineIds: [],
        trackingNumber: '1Z999',
        company: 'UPS',
      }),
    ).rejects.toThrow(/TikTok ships this order/);
    expect(standIn.shop().packages).toEqual([]);
  });
});

describe('addresses without a city in district_info', () => {
  const without = (changes: object) =>
    documentedOrder('AWAITING_SHIPMENT', {
      recipient_address: {
        name: 'Tom Buyer',
        address_line1: '10 Downing Street',
        postal_code: 'SW1A 2AA',
        region_code: 'GB',
        district_info: [
          { address_level_name: 'Country', address_name: 'United Kingdom', address_level: 'L0' },
          { address_level_name: 'County', address_name: 'Greater London', address_level: 'L2' },
        ],
        ...changes,
      },
    });

  it('takes the UK post town', () => {
    expect(toStoreOrder(without({ post_town: 'London' })).address?.city).toBe('London');
  });

  it('else the town in full_address', () => {
    const order = without({
      full_address: '10 Downing Street, Westminster, Greater London, SW1A 2AA, United Kingdom',
    });
    expect(toStoreOrder(order).address?.city).toBe('Westminster');
  });
});

describe('webhook bodies', () => {
  const context = () => ({ appKey: standIn.appKey, appSecret: standIn.appSecret });
  const known = async () => 'secret';

  it.each([
    '[{"type":1}]',
    '{"type":"one","shop_id":"1"}',
    'not json',
    '{"type":1,"shop_id":"7495001"}',
  ])('answers a signed body of the wrong shape as malformed: %s', async (raw) => {
    const headers = { authorization: signWebhook(standIn.appKey, standIn.appSecret, raw) };
    const verified = await verifyWebhook(context(), headers, Buffer.from(raw), known);
    expect(verified?.event.kind).toBe('malformed');
  });

  it('still refuses an unsigned one', async () => {
    const verified = await verifyWebhook(context(), {}, Buffer.from('[]'), known);
    expect(verified).toBeNull();
  });
});
