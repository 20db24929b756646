/**
 * Seller and admin order screens (create, drafts, lists, details, approve and cancel), in English;
 * the other languages are typed from this object.
 */
const ordersEn = {
  cart: {
    title: 'Products',
    product: 'Product',
    chooseProduct: 'Choose one of your products',
    noProducts: 'No product found',
    item: 'Colour / size',
    chooseItem: 'Choose an item',
    quantity: 'Quantity',
    remove: 'Remove this product',
    add: 'Add a product',
    limit: '{{count}} of {{max}} products',
  },
  address: {
    title: 'Buyer address',
    fullName: 'Full name',
    phone: 'Phone',
    email: 'E-mail',
    street: 'Street',
    street2: 'Street (line 2)',
    city: 'City',
    state: 'State',
    zipcode: 'Zip code',
    country: 'Country',
  },
  shipping: {
    title: 'Shipping',
    normal: 'Normal shipping',
    fast: 'Fast shipping',
    localPickup: 'Local pickup',
    note: 'Note',
  },
  estimate: {
    title: 'Price estimate',
    incomplete: 'Choose the products and fill in the address to see the price.',
    items: 'Items',
    extraPrint: 'Extra print',
    shippingFirstItem: 'Shipping (first item)',
    shippingRestItems: 'Shipping (other items)',
    fastShipping: 'Fast shipping',
    discount: 'Discount',
    total: 'Total',
  },
  form: {
    saveDraft: 'Save as draft',
    place: 'Place order',
    saved: 'The draft was saved',
    deposit: 'Deposit money to your balance',
    couponDropped: 'The draft was saved without the coupon: apply it again when placing',
  },
  cancelOrders: {
    selected: 'Cancel selected',
    title: 'Cancel orders',
    question:
      'Cancel {{count}} orders? Items not yet in production are cancelled and refunded to your balance.',
    confirm: 'Cancel orders',
    done: '{{count}} orders cancelled',
  },
  placeDrafts: {
    selected: 'Place selected',
    all: 'Place all orders',
    title: 'Place orders',
    question: 'Place {{count}} draft orders now? Each one is charged to your balance.',
    questionAll: 'Place every draft order of this import now? Each one is charged to your balance.',
    confirm: 'Place',
    done: '{{count}} orders placed',
  },
  list: {
    create: 'Create order',
  },
  detail: {
    heading: 'Order {{id}}',
    notPlaced: 'Not placed yet',
    items: 'Items',
    photos: 'Photos of the completed product',
  },
  fields: {
    id: 'Order',
    order: 'Order',
    seller: 'Merchant',
    status: 'Status',
    total: 'Total',
    placedAt: 'Placed at',
    createdAt: 'Created at',
    product: 'Product',
    sku: 'SKU',
    productType: 'Product type',
    quantity: 'Quantity',
    price: 'Price',
    shipping: 'Shipping',
    timeline: 'Timeline',
    trackingCode: 'Tracking code',
  },
  timeline: {
    none: 'Not approved yet',
    approvedAt: 'Approved',
    beginProcessAt: 'Processing started',
    finishProcessAt: 'Processing finished',
    beginShipAt: 'Shipped',
    finishAt: 'Completed',
  },
  actions: {
    editDraft: 'Edit draft',
    approve: {
      label: 'Approve',
      done: 'The order was approved',
    },
    approveAll: {
      label: 'Approve all',
      title: 'Approve all orders',
      question: 'Approve every pending order now?',
      done: '{{count}} orders approved',
    },
    cancel: {
      label: 'Cancel order',
      title: 'Cancel the order',
      question:
        'Cancel the items of this order that can still be cancelled? Their price goes back to the balance.',
      draftQuestion: 'Cancel this draft order?',
      done: 'The order was cancelled',
    },
  },
};

export default ordersEn;
