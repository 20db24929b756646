import { lazyPage } from './lazyPage';
import { routesFor } from './declare';
import { apiKeysPage, orderPage, profilePage } from './pages';
import { statisticsPages } from './statistics-pages';
import { transactionPage, transactionsPage } from './pages';
import { productPage, productsPage } from './pages';
import type { AppRoute } from './types';

const seller = routesFor('SELLER');
// The seller's general settings, with the webhooks in a tab (issue 36).
const generalSettingsPage = lazyPage(() => import('../../features/settings/GeneralSettingsPage'));

/** Seller routes (spec 01 section 2.4), prefix /s. */
export const sellerRoutes: AppRoute[] = [
  seller('/s', 'sellerDashboard', {
    page: statisticsPages.sellerDashboard,
    opensWith: 'statistics.getSellerDashboard',
  }),
  seller('/s/api-key', 'apiKey', { page: apiKeysPage }),
  seller('/s/draft-orders', 'draftOrders', {
    page: lazyPage(() => import('../../features/orders/DraftOrdersPage')),
  }),
  seller('/s/draft-order/:id', 'draftOrder', {
    page: lazyPage(() => import('../../features/orders/DraftOrderPage')),
  }),
  // The seller's backup (issue 36).
  seller('/s/downloadbk', 'downloadBackup', {
    opensWith: 'backup.postBackup',
    page: lazyPage(() => import('../../features/backup/BackupPage')),
  }),
  seller('/s/events', 'events', {
    page: lazyPage(() => import('../../features/engagement/SellerEventsPage')),
    opensWith: 'engagement.getSellerEvents',
  }),
  seller('/s/event/:id', 'event', {
    page: lazyPage(() => import('../../features/engagement/SellerEventPage')),
    opensWith: 'engagement.getSellerEventsOne',
  }),
  seller('/s/general-setting', 'generalSettings', {
    page: generalSettingsPage,
    opensWith: 'webhook-delivery',
  }),
  // One delivery, opened over the same page (its drawer), so a delivery has a link of its own.
  seller('/s/general-setting/:id', 'generalSetting', {
    page: generalSettingsPage,
    opensWith: 'webhook.getSellerWebhookDelivery',
  }),
  // The seller's gallery (issue 36).
  seller('/s/gallery', 'gallery', {
    page: lazyPage(() => import('../../features/gallery/GalleryPage')),
    opensWith: 'gallery.getSellerGallery',
  }),
  seller('/s/gallery/:id', 'galleryItem', {
    page: lazyPage(() => import('../../features/gallery/GalleryItemPage')),
    opensWith: 'gallery.getSellerGalleryOne',
  }),
  seller('/s/issues', 'issues', {
    opensWith: 'issue',
    page: lazyPage(() => import('../../features/issues/IssuesPage')),
  }),
  seller('/s/issue/:id', 'issue', {
    opensWith: 'issue.getSellerIssuesOne',
    page: lazyPage(() => import('../../features/issues/IssueDetailPage')),
  }),
  seller('/s/my-badge', 'myBadges', {
    page: lazyPage(() => import('../../features/engagement/MyBadgesPage')),
    opensWith: 'engagement.getSellerBadges',
  }),
  seller('/s/orders', 'orders', {
    page: lazyPage(() => import('../../features/orders/SellerOrdersPage')),
  }),
  seller('/s/invalid-address-orders', 'invalidAddressOrders', {
    page: lazyPage(() => import('../../features/after-sale/InvalidAddressOrdersPage')),
  }),
  seller('/s/order/import', 'importOrders', {
    page: lazyPage(() => import('../../features/imports/OrderImportPage')),
  }),
  seller('/s/order/create', 'order', {
    page: lazyPage(() => import('../../features/orders/CreateOrderPage')),
  }),
  seller('/s/order/:id', 'order', { page: orderPage }),
  seller('/s/products', 'products', { page: productsPage }),
  seller('/s/product/create', 'product', { page: productPage }),
  seller('/s/product/import', 'importProducts', {
    page: lazyPage(() => import('../../features/imports/ProductImportPage')),
  }),
  seller('/s/product/:id', 'product', { page: productPage }),
  seller('/s/product-statistics', 'productStatistics', {
    page: statisticsPages.products,
    opensWith: 'statistics.getSellerProductStatistics',
  }),
  seller('/s/product-statistics/:id', 'productStatistic', {
    page: statisticsPages.product,
    opensWith: 'statistics.getSellerProductStatistic',
  }),
  seller('/s/profile/edit/:id', 'profile', { page: profilePage }),
  seller('/s/packing-slip-signature', 'packingSlipSignature', {
    page: lazyPage(() => import('../../features/signatures/SellerSignaturePage')),
  }),
  seller('/s/stores', 'stores', {
    page: lazyPage(() => import('../../features/stores/StoresPage')),
    opensWith: 'external-store',
  }),
  seller('/s/store-orders', 'storeOrdersNeedYou', {
    page: lazyPage(() => import('../../features/stores/NeedsYou')),
    opensWith: 'external-store-order',
  }),
  seller('/s/store/:id', 'store', {
    page: lazyPage(() => import('../../features/stores/StorePage')),
    opensWith: 'store.getStore',
  }),
  seller('/s/stores/sync-variant/:idStore/:id', 'syncVariants', {
    page: lazyPage(() => import('../../features/stores/SyncVariantPage')),
    opensWith: 'store.getStoreProduct',
  }),
  seller('/s/transaction/deposits', 'deposits', { page: transactionsPage }),
  seller('/s/transaction/deposit/:id', 'deposit', { page: transactionPage }),
  seller('/s/transaction/others', 'otherTransactions', { page: transactionsPage }),
  seller('/s/transaction/other/:id', 'otherTransaction', { page: transactionPage }),
  seller('/s/transaction/create', 'depositMoney', {
    page: lazyPage(() => import('../../features/transactions/DepositPage')),
  }),
  seller('/s/transaction/withdraw/create', 'withdraw', {
    page: lazyPage(() => import('../../features/transactions/WithdrawPage')),
  }),
  seller('/s/tiktok-shop/product-list/:externalStoreId', 'tiktokProducts', {
    page: lazyPage(() => import('../../features/stores/TikTokProductsPage')),
    opensWith: 'tiktokShop.getTikTokProducts',
  }),
  seller('/s/tiktok-shop/product-list/:externalStoreId/:ttsProductId', 'tiktokProduct', {
    page: lazyPage(() => import('../../features/stores/TikTokProductPage')),
    opensWith: 'store.getStoreProduct',
  }),
  seller('/s/tiktok-redirect', 'tiktokRedirect', {
    page: lazyPage(() => import('../../features/stores/TikTokRedirectPage')),
  }),
  seller('/s/tiktok-shop/sync-variant/:externalStoreId/product/:productId', 'tiktokSyncVariants', {
    page: lazyPage(() => import('../../features/stores/TikTokProductPage')),
    opensWith: 'store.getStoreProduct',
  }),
  seller('/s/etsy-shop/detail/:externalStoreId', 'etsyShop', {
    page: lazyPage(() => import('../../features/stores/StorePage')),
    opensWith: 'store.getStore',
  }),
  // Screens spec 01 section 2.4 names without a path; the paths below are ours.
  seller('/s/contests', 'contests', {
    page: lazyPage(() => import('../../features/engagement/SellerEventsPage')),
    opensWith: 'engagement.getSellerEvents',
  }),
  seller('/s/contest/:id', 'contest', {
    page: lazyPage(() => import('../../features/engagement/SellerEventPage')),
    opensWith: 'engagement.getSellerEventsOne',
  }),
  seller('/s/network', 'network', {
    page: lazyPage(() => import('../../features/networks/SellerNetworkPage')),
  }),
  seller('/s/print-design/:id', 'printDesign', {
    page: lazyPage(() => import('../../features/print-designs/SellerPrintDesignPage')),
    opensWith: 'catalog.getSellerProductOne',
  }),
  seller('/s/tiktok-shop/unsynced-products/:externalStoreId', 'unsyncedTiktokProducts', {
    page: lazyPage(() => import('../../features/stores/TikTokProductsPage')),
    opensWith: 'tiktokShop.getTikTokProducts',
  }),
];
