import type { DemoCast } from './calls';
import type { DemoCatalog } from './orders';

const DAY = 86_400_000;

/**
 * The seller's small tools (issue 36): a coupon suggested to every merchant on the order form
 * (SPRING_10, 10% off up to $5, for a month), and a placed order whose ZIP code fails the address
 * check, of which the admin has reminded the seller (a notification, a mail, the order's trail):
 * the seller corrects it from the order page, the admin sees when the reminder went.
 */
export async function showSellerTools(
  { admin, seller }: DemoCast,
  catalog: DemoCatalog,
): Promise<void> {
  await admin('POST', '/coupons', {
    code: 'SPRING_10',
    type: 'DISCOUNT_AMOUNT_IN_TOTAL',
    amount: 10,
    isFixedValue: false,
    maxAmountValue: 500,
    isAllowForSuggestion: true,
    fromDate: -1,
    toDate: Date.now() + 30 * DAY,
  });
  const placed = await seller<{ data: { id: string } }>('POST', '/orders', {
    lines: [
      {
        productId: catalog.products[0]!.id,
        productTypeItemId: catalog.items[0]!.id,
        quantity: 1,
      },
    ],
    address: {
      fullName: 'Noah Becker',
      street: '77 Harbor Rd',
      city: 'Portland',
      state: 'ME',
      zipcode: '0410',
      country: 'US',
      phone: '+1 207 555 0142',
    },
    isDraft: false,
  });
  await admin('POST', `/orders/${placed.data.id}/invalidAddressReminder`);
}
