import type { DemoCast, DemoCaller } from './calls';

/*
 * The demo seller's orders placed by hand, each left at another step of its life (issue 31 item
 * 14): a draft, one waiting for approval, one approved, units on the floor picked, in production
 * and ready to ship, and one the seller cancelled (refunded to the balance).
 */

export type DemoCatalog = {
  products: { id: string; title: string; productTypeId: string }[];
  /** The demo tee's items (White / Black by S, M, L), in the catalogue's order. */
  items: { id: string }[];
};

export async function catalogOf(seller: DemoCaller): Promise<DemoCatalog> {
  const list = await seller<{ items: { id: string; title: string; productTypeId: string }[] }>(
    'POST',
    '/data-lists',
    {
      model: 'seller-product',
      filters: [],
      filterType: 'AND',
      sorting: [{ field: 'title', direction: 'asc' }],
      pagination: { page: 1, pageSize: 'all' },
      filtersRef: [],
      filterTypeRef: 'AND',
    },
  );
  const types = await seller<{ data: { id: string; items: { id: string }[] }[] }>(
    'GET',
    '/seller/product-types',
  );
  const tee = types.data.find((type) => type.id === list.items[0]?.productTypeId);
  if (!tee) throw new Error('demo: the demo catalogue has no product type');
  return { products: list.items, items: tee.items };
}

const BUYERS = [
  { fullName: 'Lena Park', street: '350 5th Ave', city: 'New York', state: 'NY', zipcode: '10118' },
  {
    fullName: 'Diego Ruiz',
    street: '600 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipcode: '78701',
  },
  {
    fullName: 'Amara Okafor',
    street: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60606',
  },
  {
    fullName: 'Yusuf Demir',
    street: '1 Ferry Building',
    city: 'San Francisco',
    state: 'CA',
    zipcode: '94111',
  },
  { fullName: 'Hana Sato', street: '400 Broad St', city: 'Seattle', state: 'WA', zipcode: '98109' },
  {
    fullName: 'Noah Fischer',
    street: '100 Peachtree St',
    city: 'Atlanta',
    state: 'GA',
    zipcode: '30303',
  },
  { fullName: 'Sofia Rossi', street: '1 Beacon St', city: 'Boston', state: 'MA', zipcode: '02108' },
  {
    fullName: 'Karim Nasser',
    street: '201 E Colfax Ave',
    city: 'Denver',
    state: 'CO',
    zipcode: '80203',
  },
  {
    fullName: 'Ines Moreau',
    street: '800 N Michigan Ave',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60611',
  },
  {
    fullName: 'Tariq Aziz',
    street: '2 Penn Plaza',
    city: 'New York',
    state: 'NY',
    zipcode: '10121',
  },
] as const;

export type PlacedOrder = { id: string; items: { id: string }[] };

/** One order by hand: `lines` as [product index, item index, quantity]. */
async function place(
  seller: DemoCaller,
  catalog: DemoCatalog,
  buyer: number,
  lines: [number, number, number][],
  isDraft = false,
): Promise<PlacedOrder> {
  const answer = await seller<{ data: PlacedOrder }>('POST', '/orders', {
    lines: lines.map(([product, item, quantity]) => ({
      productId: catalog.products[product]!.id,
      productTypeItemId: catalog.items[item]!.id,
      quantity,
    })),
    address: { ...BUYERS[buyer]!, country: 'US', phone: '+1 212 555 0100' },
    isDraft,
  });
  return answer.data;
}

const approve = async (admin: DemoCaller, order: PlacedOrder) =>
  (await admin<{ data: PlacedOrder }>('POST', `/orders/${order.id}/approved`)).data;

export type DemoOrders = {
  /** Approved orders whose items the floor moves on, by the step they are left at. */
  approved: PlacedOrder[];
  picked: PlacedOrder[];
  processing: PlacedOrder[];
  /** Ready to ship: the issues are raised on these. */
  ready: PlacedOrder[];
  /** Shipped with a tracking code (then in transit, in-transit.ts); the last one delivered. */
  shipped: PlacedOrder[];
  delivered: PlacedOrder[];
};

export async function placeOrdersByHand(cast: DemoCast, catalog: DemoCatalog): Promise<DemoOrders> {
  const { seller, admin } = cast;
  await place(seller, catalog, 0, [[0, 1, 1]], true);
  await place(seller, catalog, 1, [[1, 4, 2]]);
  const cancelled = await place(seller, catalog, 2, [[0, 2, 1]]);
  await seller('POST', `/seller/order/${cancelled.id}/cancel`);
  const approvedOf = async (buyer: number, lines: [number, number, number][]) =>
    approve(admin, await place(seller, catalog, buyer, lines));
  return {
    approved: [await approvedOf(3, [[0, 0, 1]])],
    picked: [
      await approvedOf(4, [
        [1, 3, 1],
        [0, 5, 1],
      ]),
    ],
    processing: [await approvedOf(5, [[0, 1, 3]])],
    ready: [await approvedOf(6, [[1, 2, 1]]), await approvedOf(7, [[0, 4, 1]])],
    shipped: [await approvedOf(8, [[0, 3, 2]])],
    delivered: [await approvedOf(9, [[1, 0, 1]])],
  };
}

/** The demo printer's checked-in staff member moves units on, as the floor's bulk screen does. */
export async function moveOnTheFloor(
  { printer, admin }: DemoCast,
  orders: DemoOrders,
  staffId: string,
): Promise<void> {
  const ids = (list: PlacedOrder[]) => list.flatMap((order) => order.items.map((item) => item.id));
  const act = (list: PlacedOrder[], action: string) =>
    printer('PUT', '/printer/order-items/status', { ids: ids(list), action, staffId });
  const leaving = [...orders.ready, ...orders.shipped, ...orders.delivered];
  await act([...orders.picked, ...orders.processing, ...leaving], 'pick');
  await act([...orders.processing, ...leaving], 'process');
  await act(leaving, 'readyToDelivery');
  // Labels in USPS's 22-digit form; the app asks no carrier about them (shipment trackers are
  // records an admin keeps, not a service it calls).
  const shipping = ids([...orders.shipped, ...orders.delivered]);
  for (const [index, id] of shipping.entries()) {
    await printer('POST', '/printer/add-tracking-code', {
      orderItemId: id,
      trackingCode: `94001118992231${String(index + 1).padStart(8, '0')}`,
      trackingCarrierCode: 'USPS',
    });
  }
  for (const id of ids(orders.delivered)) await admin('POST', `/order-items/${id}/complete`);
}
