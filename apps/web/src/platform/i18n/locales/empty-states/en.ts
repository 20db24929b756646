/**
 * What an empty list says (issue 15): what would appear in it and the next step. A list's config
 * names its message (DataListConfig.empty); a list without one says the default.
 */
const emptyStatesEn = {
  default: 'Nothing here yet. New records appear here as soon as they are created.',
  filtered: 'Nothing matches these filters.',
  clearFilters: 'Clear filters',
  lists: {
    issues: 'No issues yet. Issues raised on shipped order items appear here.',
    sentMails:
      'No mail sent yet. Every mail the system sends appears here, with whether the server took it.',
    traceLogs:
      'No changes recorded yet. Every change of an order, item, transaction or account appears here.',
    webhookDeliveries: 'No deliveries yet. Events sent to your endpoints appear here.',
    stores: 'No stores yet: connect your Shopify or WooCommerce shop.',
    storeVariants: 'No variants here. The store’s products appear once it has synced.',
    storeOrdersNeedYou: 'Nothing waits for you: every store order became a draft or an order.',
    storeOrders: 'No orders from this store here.',
    sellerProducts: 'No products yet: create one or import a spreadsheet.',
    products: 'No products yet. Products appear here once merchants create them.',
    sellerOrders: 'No orders yet: create one or import a spreadsheet.',
    orders: 'No orders yet. Orders appear here once merchants place them.',
    draftOrders:
      'No draft orders. Orders imported from a spreadsheet wait here until you place them.',
    orderItems: 'No order items yet. Each product of a placed order appears here.',
    printerItems: 'Nothing to work on here. Items appear here once orders are routed to you.',
    attributes: 'No attributes yet: create the first one (colour, size…).',
    awaitingStock: 'No item is waiting for stock.',
    stockLogs: 'No stock changes yet: receive stock or count it to start the log.',
    inventories: 'No stock recorded yet: record a receipt to bring stock in.',
    blankApparels: 'No blank apparels yet: create one to keep track of its stock.',
    categories: 'No categories yet: create one to group product types.',
    productTypes: 'No product types yet: create the first one.',
    uploadTypes: 'No upload types yet: create the first one.',
    shippingPrices: 'No shipping prices yet: add one for each destination.',
    coupons: 'No coupon codes yet: create one.',
    imports: 'No imports yet. Spreadsheets imported on the order and product screens appear here.',
    networks: 'No networks yet. They appear here once merchants create them.',
    roles: 'No roles yet: create one to group permissions.',
    users: 'No users yet: create one.',
    shipmentTracker: 'No parcels scanned yet. Scan a tracking code to check a parcel in.',
    signatures: 'No packing slip signatures yet. They appear here once merchants upload them.',
    downloadedSlips:
      'No packing slips downloaded yet. Slips you download from the item lists appear here.',
    sellerDeposits: 'No deposits yet: deposit money to pay for your orders.',
    deposits: 'No deposits yet. Merchants’ deposits appear here.',
    otherTransactions: 'No other transactions yet. Refunds, fees and adjustments appear here.',
    withdraws: 'No withdrawals yet. Merchants’ withdrawal requests appear here.',
    afterSale: 'No requests waiting. Merchants’ refund, resend and return requests appear here.',
    overDue: 'No items are past their due date.',
    invalidAddress: 'No orders with an invalid address.',
    campaigns: 'No notification messages yet: create one.',
  },
};

export default emptyStatesEn;
