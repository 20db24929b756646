import { PLATFORM_NAMES } from './platformNames';

/** The seller's connected stores (/s/stores, /s/store/:id, the variant mapping, /shopify), in English. */
const storesEn = {
  intro:
    'Connect your shops and their orders arrive here by themselves; tracking goes back to the shop once an order ships.',
  types: PLATFORM_NAMES,
  fields: {
    type: 'Platform',
    name: 'Store',
    domain: 'Address',
    status: 'Status',
    lastSync: 'Last sync',
    waiting: 'Waiting for you',
    shopCode: 'Shop code',
    createdAt: 'Connected on',
  },
  neverSynced: 'Not synced yet',
  syncError: 'Last sync failed: {{error}}',
  counts: {
    unmappedVariants_one: '{{count}} variant to map',
    unmappedVariants_other: '{{count}} variants to map',
    waitingOrders_one: '{{count}} order waiting',
    waitingOrders_other: '{{count}} orders waiting',
    failedPushes_one: '{{count}} tracking push failed',
    failedPushes_other: '{{count}} tracking pushes failed',
    nothing: 'Nothing waiting',
  },
  actions: {
    connect: 'Connect a store',
    disconnect: 'Disconnect',
    reconnect: 'Reconnect',
    sync: 'Sync now',
    synced: 'The sync is queued: products and new orders arrive in a moment',
    disconnected: '{{name}} is disconnected',
    reconnected: '{{name}} is connected again',
    openStore: 'Open the store',
  },
  disconnect: {
    title: 'Disconnect this store?',
    question:
      'No order will arrive from {{name}} and tracking will no longer go back to it. Its mappings are kept; you can reconnect it later.',
  },
  connect: {
    title: 'Connect a store',
    choose: 'Which platform is your shop on?',
    shopifyDomain: 'Shop address',
    shopifyDomainHint: 'Your myshopify address, such as my-shop.myshopify.com',
    shopifyNext: 'You will approve the connection on Shopify, then come back here.',
    shopifySubmit: 'Continue to Shopify',
    wooUrl: 'Store URL',
    wooUrlHint: 'The address of your WordPress site, such as https://shop.example.com',
    consumerKey: 'Consumer key',
    consumerSecret: 'Consumer secret',
    wooKeysHint:
      'In WooCommerce: Settings › Advanced › REST API › Add key, with Read/Write permissions.',
    wooSubmit: 'Check and connect',
    connected: '{{name}} is connected',
    redirecting: 'Taking you to {{platform}}…',
  },
  reconnect: {
    title: 'Reconnect {{name}}',
    wooText:
      'Give new keys if the old ones were revoked, or leave them blank to check the saved ones again.',
    submit: 'Reconnect',
  },
  needsYou: {
    title: 'Needs you',
    clear: 'Nothing waits for you in your stores.',
    orders_one: '{{count}} store order cannot become a draft yet',
    orders_other: '{{count}} store orders cannot become drafts yet',
    refused_one: '{{count}} refused (address or price)',
    refused_other: '{{count}} refused (address or price)',
    drafts_one: '{{count}} draft from your stores to place',
    drafts_other: '{{count}} drafts from your stores to place',
    open: 'See what to fix',
    openDrafts: 'Draft orders',
    intro:
      'Orders from your stores that cannot become drafts yet: map their variants on the store, or fix what was refused in the shop. Each one then becomes a draft by itself.',
  },
  placeMode: {
    label: 'Mapped orders',
    MANUAL: 'Confirm by hand',
    AUTO: 'Place automatically',
    manualHint: 'Each mapped order waits as a draft until you place it.',
    autoHint:
      'Each mapped order is placed at once when your balance covers it; otherwise it waits as a draft.',
    ceilingHint:
      'Automatic placing of TikTok orders is off for everyone right now: they wait as drafts until the administrators turn it on.',
    saved: 'Saved',
  },
  store: {
    facts: 'About this store',
    variants: 'Products and variants',
    orders: 'Orders from the store',
    pushes: 'Tracking sent back',
    allVariants: 'All',
    waitingOrders: 'Waiting',
    allOrders: 'All',
    map: 'Map',
    openOrder: 'Open the order',
    unmappedLines_one: '{{count}} line not mapped',
    unmappedLines_other: '{{count}} lines not mapped',
    noPushes: 'Every tracking code reached the store',
    retry: 'Retry',
    retried: 'Sent again',
    pushWaiting: 'Not sent yet',
    pushRetrying: 'Retrying',
    pushRetryingNote: '{{attempts}} failed; trying again',
    pushFailedNote: 'Stopped after {{attempts}}: retry when the shop is ready',
    attempts_one: '{{count}} attempt',
    attempts_other: '{{count}} attempts',
  },
  bulk: {
    title: 'Map many at once',
    intro:
      'Match every unmapped variant whose SKU is one of your products\' SKUs, or map every variant of one option (every size of White) to one of your products: each goes to the item of the same name ("White / M").',
    bySku: 'Match by SKU',
    option: 'Variants with the option',
    anyOption: 'All unmapped',
    map_one: 'Map {{count}} variant',
    map_other: 'Map {{count}} variants',
    matched_one: '{{count}} variant mapped',
    matched_other: '{{count}} variants mapped',
    unmatched_one: '{{count}} without a match to map by hand',
    unmatched_other: '{{count}} without a match to map by hand',
  },
  variant: {
    product: 'Store product',
    title: 'Variant',
    sku: 'SKU',
    syncStatus: 'Sync',
    mappedTo: 'Made as',
    notMapped: 'Not mapped yet',
    myProduct: 'My product',
    chooseProduct: 'Choose one of your products',
    noProducts: 'No product found',
    item: "My product's colour and size",
    chooseItem: 'Colour, size…',
    save: 'Save mapping',
    saved: 'Mapping saved',
    released_one: 'Saved: {{count}} waiting order became a draft',
    released_other: 'Saved: {{count}} waiting orders became drafts',
    ignore: 'Ignore',
    unignore: 'Un-ignore',
    ignoredHint: 'Ignored: its lines are not printed. Un-ignore it to map it.',
    ignored: 'Variant ignored',
    unignored: 'Variant back to sync',
    intro:
      "Choose which of your products and which colour and size each of the store's variants is made as. A variant you do not print can be ignored.",
  },
  tiktok: {
    connectNext:
      'You will choose your shop and allow the connection on TikTok Shop, then come back here.',
    connectSubmit: 'Continue to TikTok Shop',
    product: 'Product',
    variants: 'Variants',
    unsynced: 'To map',
    noProducts: 'No products to show.',
    nextPage: 'Next page',
    firstPage: 'First page',
    nothing:
      'No TikTok Shop authorization is waiting here. Authorize the app in TikTok Shop, or connect a shop from your stores.',
    fee: 'TikTok extra fee',
    feeHint: 'Charged on top of the order for every TikTok order placed automatically, in dollars.',
    feeInvalid: 'Enter an amount from 0 to 100.00',
    autoPlace: 'Place TikTok orders automatically',
    autoPlaceHint:
      'A TikTok order whose variants are all mapped is placed and charged at once; otherwise it waits as a draft.',
  },
  serverMessages: {
    typeUnsupported:
      'This store type cannot be connected yet: choose another platform, or ask support to enable it',
    keysRefused:
      'The store refused these keys: create a key with Read/Write access in WooCommerce > Settings > Advanced > REST API and paste both again',
    alreadyConnected:
      'This shop is already connected to another account: disconnect it there first, or ask support to move it',
    stateInvalid: 'The connection request has expired or is not yours: please connect again',
    oauthRefused:
      'The shop refused the connection: connect again and approve the access the app asks for',
    tiktokDeclined:
      'You declined the authorization on TikTok Shop: connect again and choose Authorize to link your shop',
    tiktokNoShop:
      'This TikTok account has no shop to authorize: open your shop in TikTok Shop Seller Center, then connect again',
    unreachable: 'The store could not be reached: please try again later',
    quotaWaiting:
      "Waiting for the platform's daily request quota: orders are pulled again once it renews, nothing to do",
  },
  waitReasons: {
    UNPAID: 'The buyer has not paid yet: it is imported once paid',
    ON_HOLD: 'The buyer can still cancel it: it is imported once the shop releases it',
    SHIPPED: 'The shop shows it shipped already: it is not imported',
    OTHER: 'The shop does not let it be fulfilled yet: it is imported once it does',
  },
  callback: {
    working: 'Finishing the connection with your shop…',
    failed: 'The shop could not be connected',
    back: 'Back to my stores',
    signIn: 'Sign in to finish connecting your shop.',
  },
};

export default storesEn;
