import type { Config } from '../config';
import type {
  ConnectedStore,
  StoreFulfilment,
  StoreOrder,
  StorePlatform,
  StoreProduct,
} from '../modules/stores/platforms/types';

/**
 * The demo business's connected store (issue 31 item 14): a WooCommerce shop that lives in this
 * process. The real WooCommerce client is wrapped, not replaced: any other shop's address goes to
 * it unchanged, and only DEMO_SHOP_DOMAIN is answered here, so the demo store connects, pulls
 * and takes tracking pushes through the store service's own code without reaching outside the
 * machine. Registered only outside production (app.ts).
 */

/** A reserved name (RFC 2606 .test): never a real shop, never looked up. */
export const DEMO_SHOP_DOMAIN = 'https://demo-shop.platfox.test';
export const DEMO_SHOP_KEYS = { consumerKey: 'ck_demo', consumerSecret: 'cs_demo' };

const BUYERS = [
  {
    fullName: 'Maya Lindqvist',
    street: '48 Harbor View Rd',
    city: 'Portland',
    state: 'ME',
    zipcode: '04101',
  },
  { fullName: 'Omar Haddad', street: '1200 Elm St', city: 'Dallas', state: 'TX', zipcode: '75270' },
  {
    fullName: 'Grace Chen',
    street: '77 Mission St',
    city: 'San Francisco',
    state: 'CA',
    zipcode: '94105',
  },
] as const;

/** The shop's catalogue: one tee in two variants; the seed maps the first and leaves the second. */
export const DEMO_SHOP_VARIANTS = {
  mapped: { externalVariantId: 'demo-v-white-m', title: 'White / M', sku: 'DEMO-TEE-WM' },
  unmapped: { externalVariantId: 'demo-v-black-l', title: 'Black / L', sku: 'DEMO-TEE-BL' },
} as const;

const PRODUCT: StoreProduct = {
  externalProductId: 'demo-p-tee',
  title: 'Sunrise Tee',
  variants: [DEMO_SHOP_VARIANTS.mapped, DEMO_SHOP_VARIANTS.unmapped],
};

/** Three orders: two of the mapped variant (drafts once mapped), one of the unmapped. */
function demoOrders(now: Date): StoreOrder[] {
  const variants = [
    DEMO_SHOP_VARIANTS.mapped,
    DEMO_SHOP_VARIANTS.mapped,
    DEMO_SHOP_VARIANTS.unmapped,
  ];
  return variants.map((variant, index) => {
    const id = String(1001 + index);
    const at = new Date(now.getTime() - (3 - index) * 3_600_000);
    return {
      externalOrderId: id,
      name: `#${id}`,
      createdAt: at,
      updatedAt: at,
      isCancelled: false,
      address: { ...BUYERS[index]!, country: 'US' },
      lines: [
        {
          externalLineId: `${id}-1`,
          externalProductId: PRODUCT.externalProductId,
          externalVariantId: variant.externalVariantId,
          title: PRODUCT.title,
          variantTitle: variant.title,
          sku: variant.sku,
          quantity: 1,
        },
      ],
    };
  });
}

export function withDemoShop(woo: StorePlatform): StorePlatform {
  const orders = demoOrders(new Date());
  /** What the app pushed back (kept for the life of the process; nothing leaves it). */
  const fulfilments: StoreFulfilment[] = [];
  const isDemo = (store: ConnectedStore | string) =>
    (typeof store === 'string' ? store : store.domain) === DEMO_SHOP_DOMAIN;
  const connection = woo.connection;
  if (connection.kind !== 'keys') throw new Error('the demo shop wraps a keys platform');
  return {
    type: woo.type,
    ...(woo.normaliseDomain ? { normaliseDomain: woo.normaliseDomain.bind(woo) } : {}),
    connection: {
      kind: 'keys',
      check: async (domain, keys) =>
        isDemo(domain) ? { ...keys } : connection.check(domain, keys),
    },
    registerWebhooks: async (store, address) => {
      if (!isDemo(store)) await woo.registerWebhooks(store, address);
    },
    listOrders: async (store, since, page) =>
      isDemo(store)
        ? { items: orders.filter((order) => order.updatedAt >= since) }
        : woo.listOrders(store, since, page),
    listProducts: async (store, page) =>
      isDemo(store) ? { items: [PRODUCT] } : woo.listProducts(store, page),
    pushFulfilment: async (store, fulfilment) => {
      if (isDemo(store)) fulfilments.push(fulfilment);
      else await woo.pushFulfilment(store, fulfilment);
    },
    verifyWebhook: (headers, rawBody, secretOf) => woo.verifyWebhook(headers, rawBody, secretOf),
  };
}

/** The platforms with WooCommerce's client wrapped by the demo shop, when the demo business is on. */
export function demoShopFor(config: Config, platforms: StorePlatform[]): StorePlatform[] {
  if (!config.seedsDemoBusiness) return platforms;
  return platforms.map((platform) =>
    platform.type === 'WOOCOMMERCE' ? withDemoShop(platform) : platform,
  );
}
