/*
 * A Shopify order as the orders/* webhooks carry it (the REST Admin API Order resource, 2024-01
 * and later: `current_quantity` on each line), with the fields a real payload has beside the ones
 * we read, so an import is tried against Shopify's shape rather than our stand-in's. The buyer
 * bought three lines; the shop then refunded the hoodie whole and one of the two mugs, which a
 * refund records and `current_quantity` reflects. Test data.
 */
export function refundedOrderPayload(ids: {
  orderId: string;
  productId: string;
  variantIds: [string, string, string];
  updatedAt: Date;
}) {
  const line = (
    n: number,
    title: string,
    variant: string,
    sku: string,
    qty: number,
    now: number,
  ) => ({
    id: `${ids.orderId}${n}`,
    admin_graphql_api_id: `gid://shopify/LineItem/${ids.orderId}${n}`,
    attributed_staffs: [],
    current_quantity: now,
    fulfillable_quantity: now,
    fulfillment_service: 'manual',
    fulfillment_status: null,
    gift_card: false,
    grams: 200,
    name: `${title} - ${variant}`,
    price: '25.00',
    price_set: {
      shop_money: { amount: '25.00', currency_code: 'USD' },
      presentment_money: { amount: '25.00', currency_code: 'USD' },
    },
    product_exists: true,
    product_id: ids.productId,
    properties: [],
    quantity: qty,
    requires_shipping: true,
    sku,
    taxable: true,
    title,
    total_discount: '0.00',
    variant_id: ids.variantIds[n - 1],
    variant_inventory_management: 'shopify',
    variant_title: variant,
    vendor: 'Platfox Demo',
    tax_lines: [],
    duties: [],
    discount_allocations: [],
  });
  const created = new Date(ids.updatedAt.getTime() - 3600_000);
  return {
    id: ids.orderId,
    admin_graphql_api_id: `gid://shopify/Order/${ids.orderId}`,
    app_id: 580111,
    browser_ip: '203.0.113.7',
    buyer_accepts_marketing: false,
    cancel_reason: null,
    cancelled_at: null,
    confirmation_number: 'K3ZT9QXQ1',
    confirmed: true,
    contact_email: 'grace@example.com',
    created_at: created.toISOString(),
    currency: 'USD',
    current_subtotal_price: '75.00',
    email: 'grace@example.com',
    financial_status: 'partially_refunded',
    fulfillment_status: null,
    name: '#1042',
    note: 'Leave at the porch',
    note_attributes: [],
    number: 42,
    order_number: 1042,
    phone: null,
    processed_at: created.toISOString(),
    tags: '',
    test: false,
    total_price: '150.00',
    updated_at: ids.updatedAt.toISOString(),
    billing_address: null,
    customer: { id: '207119551', email: 'grace@example.com', first_name: 'Grace' },
    shipping_address: {
      first_name: 'Grace',
      address1: '45 Harbour Street',
      phone: '+44 20 7946 0000',
      city: 'London',
      zip: 'SE10 9NF',
      province: 'England',
      country: 'United Kingdom',
      last_name: 'Hopper',
      address2: 'Flat 2',
      company: null,
      latitude: 51.48,
      longitude: -0.01,
      name: 'Grace Hopper',
      country_code: 'GB',
      province_code: 'ENG',
    },
    line_items: [
      line(1, 'Classic Tee', 'Black / M', 'TEE-BLK-M', 1, 1),
      line(2, 'Hoodie', 'Grey / L', 'HOOD-GRY-L', 1, 0),
      line(3, 'Mug', 'White', 'MUG-WHT', 2, 1),
    ],
    refunds: [
      {
        id: '509562969',
        admin_graphql_api_id: 'gid://shopify/Refund/509562969',
        created_at: ids.updatedAt.toISOString(),
        note: 'Out of stock',
        order_id: ids.orderId,
        restock: true,
        refund_line_items: [
          { id: '104689539', line_item_id: `${ids.orderId}2`, quantity: 1, restock_type: 'cancel' },
          { id: '104689540', line_item_id: `${ids.orderId}3`, quantity: 1, restock_type: 'cancel' },
        ],
        transactions: [],
      },
    ],
    shipping_lines: [],
  };
}

/** The payload as Shopify sends it: JSON whose ids are bare numbers, not strings. */
export const asShopifyJson = (payload: unknown) =>
  JSON.stringify(payload).replace(
    /"(id|product_id|variant_id|line_item_id|order_id)":"(\d+)"/g,
    '"$1":$2',
  );
