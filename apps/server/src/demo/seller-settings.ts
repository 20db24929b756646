import type { DemoCast } from './calls';

/** The demo seller's return desk, printed on their packing slips. */
export const DEMO_RETURN_ADDRESS = {
  fullName: 'Sam Seller Returns',
  street: '2100 Mission Street',
  street2: 'Unit 4',
  city: 'San Francisco',
  state: 'CA',
  zipcode: '94110',
  country: 'US',
} as const;

/**
 * The seller's general settings (issue 36): fast shipping preselected on the order form, the
 * return address on their slips (set before the orders, so the floor's slips print it) and a
 * forwarding address for parcels that come back.
 */
export async function setSellerDefaults({ seller }: DemoCast): Promise<void> {
  await seller('PUT', '/seller/config', {
    type: 'MAIN',
    value: { defaultShippingMethod: 'FAST', returnAddress: DEMO_RETURN_ADDRESS },
  });
  await seller('PUT', '/seller/config', {
    type: 'FORWARD',
    value: {
      forwardingAddress: {
        fullName: 'Bay Forwarding Co.',
        street: '88 Harbor Road',
        city: 'Oakland',
        state: 'CA',
        zipcode: '94607',
        country: 'US',
      },
      note: 'Call ahead for pallets',
    },
  });
}
