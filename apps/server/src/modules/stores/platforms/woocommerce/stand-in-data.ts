/*
 * The stand-in shop's records (test code), shaped as WooCommerce REST API v3 resources: orders
 * with billing, shipping and line items, products and their variations. The site keeps its clock
 * two hours ahead of GMT, as a real shop's timezone would, so a client that sends GMT dates
 * without dates_are_gmt=true is caught filtering two hours off.
 */

export const SITE_OFFSET_MS = 2 * 60 * 60 * 1000;

/** "2026-11-26T10:00:00": WooCommerce's dates carry no zone. */
export const wooDate = (at: Date) => at.toISOString().slice(0, 19);
export const localDate = (at: Date) => wooDate(new Date(at.getTime() + SITE_OFFSET_MS));

export type StandInLine = {
  id: number;
  name: string;
  product_id: number;
  variation_id: number;
  quantity: number;
  sku: string;
  price: number;
  meta_data: {
    id: number;
    key: string;
    value: string;
    display_key: string;
    display_value: string;
  }[];
  image: { id: number; src: string };
};

type Address = {
  first_name: string;
  last_name: string;
  company: string;
  address_1: string;
  address_2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  phone: string;
};

export type StandInOrder = {
  id: number;
  parent_id: number;
  number: string;
  status: string;
  currency: string;
  date_created: string;
  date_created_gmt: string;
  date_modified: string;
  date_modified_gmt: string;
  customer_note: string;
  billing: Address & { email: string };
  shipping: Address;
  line_items: StandInLine[];
};

export type StandInVariation = {
  id: number;
  sku: string;
  status: string;
  image: { id: number; src: string } | null;
  attributes: { id: number; name: string; option: string }[];
};

export type StandInProduct = {
  id: number;
  name: string;
  type: 'simple' | 'variable';
  status: string;
  sku: string;
  images: { id: number; src: string; name: string }[];
  variations: number[];
};

export type OrderSeed = {
  status?: string;
  createdAt?: Date;
  modifiedAt?: Date;
  note?: string;
  /** Ship to the billing address: the shipping address left empty. */
  isBillingOnly?: boolean;
  lines?: {
    productId: number;
    variationId?: number;
    quantity?: number;
    sku?: string;
    size?: string;
  }[];
};

const EMPTY_ADDRESS: Address = {
  first_name: '',
  last_name: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  phone: '',
};

export function buildOrder(
  id: number,
  lineIdFrom: number,
  seed: OrderSeed,
  site: string,
): StandInOrder {
  const createdAt = seed.createdAt ?? new Date();
  const modifiedAt = seed.modifiedAt ?? createdAt;
  const billing = {
    first_name: 'Ada',
    last_name: `Buyer ${id}`,
    company: '',
    address_1: `${id} Billing Street`,
    address_2: '',
    city: 'Springfield',
    state: 'IL',
    postcode: '62701',
    country: 'US',
    phone: '(555) 555-0100',
    email: `buyer${id}@example.com`,
  };
  const shipping: Address = seed.isBillingOnly
    ? EMPTY_ADDRESS
    : {
        ...EMPTY_ADDRESS,
        first_name: 'Grace',
        last_name: `Receiver ${id}`,
        address_1: `${id} Shipping Road`,
        address_2: 'Unit 4',
        city: 'Portland',
        state: 'OR',
        postcode: '97201',
        country: 'us',
      };
  const lines = seed.lines ?? [{ productId: 10, variationId: 11, size: 'L' }];
  return {
    id,
    parent_id: 0,
    number: String(id),
    status: seed.status ?? 'processing',
    currency: 'USD',
    date_created: localDate(createdAt),
    date_created_gmt: wooDate(createdAt),
    date_modified: localDate(modifiedAt),
    date_modified_gmt: wooDate(modifiedAt),
    customer_note: seed.note ?? '',
    billing,
    shipping,
    line_items: lines.map((line, index) => ({
      id: lineIdFrom + index,
      name: line.variationId ? `Classic tee - ${line.size ?? 'M'}` : 'Poster',
      product_id: line.productId,
      variation_id: line.variationId ?? 0,
      quantity: line.quantity ?? 1,
      sku: line.sku ?? (line.variationId ? `TEE-${line.size ?? 'M'}` : ''),
      price: 20,
      meta_data: line.variationId
        ? [
            {
              id: 1,
              key: 'pa_size',
              value: (line.size ?? 'M').toLowerCase(),
              display_key: 'Size',
              display_value: line.size ?? 'M',
            },
            {
              id: 2,
              key: '_reduced_stock',
              value: '1',
              display_key: '_reduced_stock',
              display_value: '1',
            },
          ]
        : [],
      image: { id: 7, src: `${site}/wp-content/uploads/${line.variationId ?? line.productId}.jpg` },
    })),
  };
}

/** The sample catalogue: a variable tee with two variations (L and M) and a simple poster. */
export function sampleCatalogue(site: string): {
  products: StandInProduct[];
  variations: Map<number, StandInVariation[]>;
} {
  const products: StandInProduct[] = [
    {
      id: 10,
      name: 'Classic tee',
      type: 'variable',
      status: 'publish',
      sku: 'TEE',
      images: [{ id: 1, src: `${site}/wp-content/uploads/tee.jpg`, name: 'tee' }],
      variations: [11, 12],
    },
    {
      id: 20,
      name: 'Poster',
      type: 'simple',
      status: 'publish',
      sku: 'POSTER',
      images: [{ id: 2, src: `${site}/wp-content/uploads/poster.jpg`, name: 'poster' }],
      variations: [],
    },
  ];
  const variations = new Map<number, StandInVariation[]>([
    [
      10,
      [
        {
          id: 11,
          sku: 'TEE-L',
          status: 'publish',
          image: { id: 3, src: `${site}/wp-content/uploads/tee-l.jpg` },
          attributes: [
            { id: 1, name: 'Size', option: 'L' },
            { id: 2, name: 'Colour', option: 'Blue' },
          ],
        },
        {
          id: 12,
          sku: 'TEE-M',
          status: 'publish',
          image: null,
          attributes: [
            { id: 1, name: 'Size', option: 'M' },
            { id: 2, name: 'Colour', option: 'Blue' },
          ],
        },
      ],
    ],
  ]);
  return { products, variations };
}
