import { lazyPage } from './lazyPage';
import { adminResource, listPermission, detailPermission, routesFor } from './declare';
import { orderPage, productPage, productsPage, profilePage, userPage, usersPage } from './pages';
import { transactionPage, transactionsPage } from './pages';
import type { AppRoute } from './types';
import { adminStatisticsRoutes } from './admin-statistics';
import { badgeRoutes, contestRoutes, eventRoutes, groupRoutes } from './engagement';

const admin = routesFor('ADMIN');
const resource = (spec: Parameters<typeof adminResource>[1]) => adminResource(admin, spec);

/**
 * Admin routes (spec 01 section 2.3), prefix /a with the dashboard at /. Screens the spec lists
 * without a permission area (issues, site settings...) need the admin type only.
 */
export const adminRoutes: AppRoute[] = [
  ...adminStatisticsRoutes,
  // App types (issue 36): the settings' option lists, so the settings permissions.
  admin('/a/app-types', 'appTypes', {
    permission: listPermission('SETTING'),
    opensWith: 'setting.getAppTypes',
    page: lazyPage(() => import('../../features/app-types/AppTypesPage')),
  }),
  // Advanced filter rules (issue 35): the spec's "advanced filter rules" permission area.
  admin('/a/advanced-filters', 'advancedFilters', {
    permission: listPermission('ADVANCED_FILTER_RULE'),
    opensWith: 'advanced-filter',
    page: lazyPage(() => import('../../features/advanced-filters/AdvancedFiltersPage')),
  }),
  ...resource({
    area: 'ATTRIBUTE',
    list: '/a/attributes',
    opensWith: {
      list: 'attribute',
      create: 'catalog.postAttributes',
      detail: 'catalog.getAttributesOne',
    },
    detail: '/a/attribute',
    titles: ['attributes', 'attribute'],
    pages: {
      list: lazyPage(() => import('../../features/catalog/AttributesListPage')),
      detail: lazyPage(() => import('../../features/catalog/AttributeDetailPage')),
    },
  }),
  ...badgeRoutes,
  // Blank apparels are the product types' stock: their calls need the product-type permissions.
  ...resource({
    area: 'PRODUCT_TYPE',
    list: '/a/blank-apparels',
    opensWith: {
      list: 'blank-apparel',
      create: 'catalog.postBlankApparels',
      detail: 'catalog.getBlankApparelsOne',
    },
    detail: '/a/blank-apparel',
    titles: ['blankApparels', 'blankApparel'],
    pages: {
      list: lazyPage(() => import('../../features/catalog/BlankApparelsListPage')),
      detail: lazyPage(() => import('../../features/catalog/BlankApparelDetailPage')),
    },
  }),
  admin('/a/config-send-mails', 'configSendMails', {
    permission: listPermission('MAIL_CONFIG'),
    opensWith: 'mail.getMailConfig',
    page: lazyPage(() => import('../../features/mail/MailConfigPage')),
  }),
  ...resource({
    area: 'COUPON',
    list: '/a/coupon-codes',
    opensWith: { list: 'coupon-code', create: 'coupon.create', detail: 'coupon.get' },
    detail: '/a/coupon-code',
    titles: ['couponCodes', 'couponCode'],
    pages: {
      list: lazyPage(() => import('../../features/coupons/CouponListPage')),
      detail: lazyPage(() => import('../../features/coupons/CouponPage')),
    },
  }),
  admin('/a/deposit-methods', 'depositMethods', {
    permission: listPermission('DEPOSIT_METHOD_CONFIG'),
    page: lazyPage(() => import('../../features/transactions/DepositMethodsPage')),
  }),
  ...resource({
    area: 'MAIL_SENT',
    list: '/a/emails',
    // The record of sent mails; "create" is an admin's own mail to addresses and accounts.
    opensWith: { list: 'sent-mail', create: 'mail.postSentMail', detail: 'mail.getSentMail' },
    detail: '/a/email',
    titles: ['emails', 'email'],
    pages: {
      list: lazyPage(() => import('../../features/mail/SentMailsPage')),
      detail: lazyPage(() => import('../../features/mail/SentMailPage')),
    },
  }),
  ...eventRoutes,
  ...groupRoutes,
  admin('/a/import-queue', 'importQueue', {
    permission: listPermission('IMPORT_QUEUE'),
    page: lazyPage(() => import('../../features/imports/ImportQueuePage')),
  }),
  admin('/a/import-tracking-code', 'importTrackingCode', {
    permission: listPermission('IMPORT_TRACKING_CODE'),
    page: lazyPage(() => import('../../features/imports/TrackingImportPage')),
  }),
  // Coming-stock dates arrive through an import queue, so the import queue permission guards them.
  admin('/a/import-coming-date', 'importComingDate', {
    permission: listPermission('IMPORT_QUEUE'),
    opensWith: 'import.adminImportComingDates',
    page: lazyPage(() => import('../../features/imports/ComingDateImportPage')),
  }),
  ...resource({
    area: 'ORDER',
    list: '/a/orders',
    // The order's own call is shared with sellers (SELLER or ADMIN in one declaration); its
    // ORDER_DETAIL_ACCESS is checked in the service, so it cannot be held to this route here.
    opensWith: { list: 'order' },
    detail: '/a/order',
    titles: ['orders', 'order'],
    pages: {
      list: lazyPage(() => import('../../features/orders/AdminOrdersPage')),
      detail: orderPage,
    },
    hasCreate: false,
  }),
  ...resource({
    area: 'ORDER_ITEM',
    list: '/a/order-items',
    opensWith: { list: 'order-item' },
    detail: '/a/order-item',
    titles: ['orderItems', 'orderItem'],
    pages: {
      list: lazyPage(() => import('../../features/orders/AdminOrderItemsPage')),
      detail: lazyPage(() => import('../../features/orders/OrderItemPage')),
    },
    hasCreate: false,
  }),
  admin('/a/order-items-over-due-date/processing', 'overDueProcessing', {
    opensWith: 'order-item-over-due-processing',
    permission: listPermission('ORDER_ITEM_DUE_DATE'),
    page: lazyPage(() => import('../../features/after-sale/OverDueListPage')),
  }),
  admin('/a/order-items-over-due-date/shipping', 'overDueShipping', {
    opensWith: 'order-item-over-due-shipping',
    permission: listPermission('ORDER_ITEM_DUE_DATE'),
    page: lazyPage(() => import('../../features/after-sale/OverDueListPage')),
  }),
  ...resource({
    area: 'NOTIFY_SETTING',
    list: '/a/notifications',
    opensWith: {
      list: 'notification-campaign',
      create: 'notification.postNotificationsCampaigns',
      detail: 'notification.getNotificationsCampaignsOne',
    },
    detail: '/a/notification',
    titles: ['notificationMessages', 'notificationMessage'],
    pages: {
      list: lazyPage(() => import('../../features/notifications/admin/CampaignListPage')),
      detail: lazyPage(() => import('../../features/notifications/admin/CampaignPage')),
    },
  }),
  ...resource({
    area: 'NETWORK',
    list: '/a/networks',
    opensWith: { list: 'network', detail: 'network.getNetworksOne' },
    detail: '/a/network',
    titles: ['networks', 'network'],
    hasCreate: false,
    pages: {
      list: lazyPage(() => import('../../features/networks/NetworkListPage')),
      detail: lazyPage(() => import('../../features/networks/NetworkPage')),
    },
  }),
  admin('/a/profile/edit/:id', 'profile', { page: profilePage }),
  ...resource({
    area: 'PRODUCT_TYPE',
    list: '/a/product-types',
    opensWith: {
      list: 'product-type',
      create: 'catalog.postProductTypes',
      detail: 'catalog.getProductTypesOne',
    },
    detail: '/a/product-type',
    titles: ['productTypes', 'productType'],
    pages: {
      list: lazyPage(() => import('../../features/catalog/ProductTypesListPage')),
      detail: lazyPage(() => import('../../features/catalog/ProductTypeDetailPage')),
    },
  }),
  ...resource({
    area: 'PRODUCT',
    list: '/a/products',
    opensWith: { list: 'product', detail: 'catalog.getProductsOne' },
    detail: '/a/product',
    titles: ['products', 'product'],
    pages: { list: productsPage, detail: productPage },
    hasCreate: false,
  }),
  ...resource({
    area: 'PRODUCT_TYPE_CATEGORY',
    list: '/a/product-type-categories',
    opensWith: {
      list: 'product-type-category',
      create: 'catalog.postProductTypeCategories',
      detail: 'catalog.getProductTypeCategoriesOne',
    },
    detail: '/a/product-type-category',
    titles: ['productTypeCategories', 'productTypeCategory'],
    pages: {
      list: lazyPage(() => import('../../features/catalog/CategoriesListPage')),
      detail: lazyPage(() => import('../../features/catalog/CategoryDetailPage')),
    },
  }),
  admin('/a/packing-slip-signature', 'packingSlipSignature', {
    opensWith: 'packing-slip-signature',
    permission: listPermission('PACKING_SLIP_SIGNATURE'),
    page: lazyPage(() => import('../../features/signatures/AdminSignaturesPage')),
  }),
  admin('/a/packing-slip-signature-size', 'packingSlipSignatureSize', {
    permission: listPermission('PACKING_SLIP_SIZE'),
    page: lazyPage(() => import('../../features/signatures/SlipSettingsPage')),
  }),
  admin('/a/return-order-items', 'returnOrderItems', {
    opensWith: 'return-order-item',
    permission: listPermission('ORDER_ITEM_RETURN'),
    page: lazyPage(() => import('../../features/after-sale/AfterSaleQueuePage')),
  }),
  admin('/a/refund-order-items', 'refundOrderItems', {
    opensWith: 'refund-order-item',
    permission: listPermission('ORDER_ITEM_REFUND'),
    page: lazyPage(() => import('../../features/after-sale/AfterSaleQueuePage')),
  }),
  admin('/a/resend-order-items', 'resendOrderItems', {
    opensWith: 'resend-order-item',
    permission: listPermission('ORDER_ITEM_RESEND'),
    page: lazyPage(() => import('../../features/after-sale/AfterSaleQueuePage')),
  }),
  // Issues are about order items: the spec names no permission area of their own.
  ...resource({
    area: 'ORDER_ITEM',
    list: '/a/issues',
    detail: '/a/issue',
    titles: ['issues', 'issue'],
    hasCreate: false,
    opensWith: { list: 'issue', detail: 'issue.getIssuesOne' },
    pages: {
      list: lazyPage(() => import('../../features/issues/IssuesPage')),
      detail: lazyPage(() => import('../../features/issues/IssueDetailPage')),
    },
  }),
  admin('/a/stock-logs', 'stockLogs', {
    permission: listPermission('STOCK_LOG'),
    opensWith: 'admin-stock-log',
    page: lazyPage(() => import('../../features/stock/StockLogsPage')),
  }),
  admin('/a/shipment-tracker', 'shipmentTracker', {
    opensWith: 'shipment-tracker',
    permission: listPermission('ORDER_ITEM'),
    page: lazyPage(() => import('../../features/shipment-tracker/ShipmentTrackerPage')),
  }),
  admin('/a/shipping-price', 'shippingPrice', {
    opensWith: 'shipping-price',
    permission: listPermission('SHIPPING_PRICE'),
    page: lazyPage(() => import('../../features/catalog/ShippingPricePage')),
  }),
  // Site content (issue 36).
  admin('/a/short-link', 'shortLink', {
    permission: listPermission('SHORT_LINK'),
    opensWith: 'short-link',
    page: lazyPage(() => import('../../features/site-content/ShortLinksPage')),
  }),
  admin('/a/font-site/materials', 'siteMaterials', {
    permission: listPermission('PRODUCT_TYPE'),
    opensWith: 'site-material',
    page: lazyPage(() => import('../../features/site-content/SiteMaterialsPage')),
  }),
  admin('/a/font-site/dynamic-site-page', 'dynamicSitePage', {
    opensWith: 'site-page',
    page: lazyPage(() => import('../../features/site-content/SitePagesPage')),
  }),
  admin('/a/setting-account/notification', 'notificationSettings', {
    permission: listPermission('NOTIFICATION_SETTING'),
    opensWith: 'mail.getNotificationSettings',
    page: lazyPage(() => import('../../features/mail/NotificationSettingsPage')),
  }),
  admin('/a/transaction/deposits', 'deposits', {
    permission: listPermission('DEPOSIT'),
    page: transactionsPage,
  }),
  admin('/a/transaction/deposit/:id', 'deposit', {
    permission: detailPermission('DEPOSIT'),
    page: transactionPage,
  }),
  admin('/a/transaction/others', 'otherTransactions', {
    permission: listPermission('OTHER_TRANSACTION'),
    page: transactionsPage,
  }),
  admin('/a/transaction/other/:id', 'otherTransaction', {
    permission: detailPermission('OTHER_TRANSACTION'),
    page: transactionPage,
  }),
  admin('/a/transaction/withdraws', 'withdraws', {
    permission: listPermission('WITHDRAW'),
    page: transactionsPage,
  }),
  admin('/a/trace-logs', 'traceLogs', {
    opensWith: 'trace-log',
    permission: listPermission('TRACE_LOG'),
    page: lazyPage(() => import('../../features/audit/TraceLogsPage')),
  }),
  ...resource({
    area: 'UPLOAD_TYPE',
    list: '/a/upload-types',
    opensWith: {
      list: 'upload-type',
      create: 'catalog.postUploadTypes',
      detail: 'catalog.getUploadTypesOne',
    },
    detail: '/a/upload-type',
    titles: ['uploadTypes', 'uploadType'],
    pages: {
      list: lazyPage(() => import('../../features/catalog/UploadTypesListPage')),
      detail: lazyPage(() => import('../../features/catalog/UploadTypeDetailPage')),
    },
  }),
  ...resource({
    area: 'USER',
    list: '/a/users',
    opensWith: {
      list: 'user',
      create: 'account.postAccountsCreate',
      detail: 'account.getUsersOne',
    },
    detail: '/a/user',
    titles: ['users', 'user'],
    pages: { list: usersPage, detail: userPage },
  }),
  admin('/a/local-pick-up', 'localPickUp', {
    permission: listPermission('SETTING'),
    page: lazyPage(() => import('../../features/settings/LocalPickUpPage')),
    opensWith: 'setting.getSettings',
  }),
  admin('/a/min-exchange-rate', 'minExchangeRate', {
    permission: listPermission('SETTING'),
    page: lazyPage(() => import('../../features/settings/MinExchangeRatePage')),
    opensWith: 'setting.getSettings',
  }),
  admin('/a/claim-window', 'claimWindow', {
    permission: listPermission('SETTING'),
    page: lazyPage(() => import('../../features/settings/ClaimWindowPage')),
    opensWith: 'setting.getSettings',
  }),
  admin('/a/tiktok-extra-fee', 'tiktokExtraFee', {
    permission: listPermission('SETTING'),
    page: lazyPage(() => import('../../features/settings/TikTokExtraFeePage')),
    opensWith: 'setting.getSettings',
  }),
  // Screens spec 01 section 2.3 names without a path; the paths below are ours.
  admin('/a/awaiting-stock-items', 'awaitingStockItems', {
    permission: listPermission('ORDER_ITEM'),
    opensWith: 'admin-item-awaiting-stock',
    page: lazyPage(() => import('../../features/stock/AwaitingStockItemsPage')),
  }),
  ...contestRoutes,
  // The printers' people (issue 33): read-only views a printer id narrows, served by endpoints.
  admin('/a/printer-staff', 'printerStaff', {
    permission: listPermission('PRINTER_STAFF'),
    page: lazyPage(() => import('../../features/people/AdminPrinterStaffPage')),
    opensWith: 'humanResource.getAdminPrinterStaff',
  }),
  admin('/a/staff-time-tracking', 'staffTimeTracking', {
    permission: listPermission('PRINTER_STAFF'),
    page: lazyPage(() => import('../../features/people/AdminTimeTrackingPage')),
    opensWith: 'humanResource.getAdminStaffTimeTracking',
  }),
  admin('/a/work-shift', 'workShift', {
    permission: listPermission('PRINTER_STAFF'),
    page: lazyPage(() => import('../../features/people/AdminWorkShiftsPage')),
    opensWith: 'humanResource.getAdminWorkShifts',
  }),
  // The blocked accounts, a reader of users may see; blocking and re-activating need the update.
  admin('/a/block-user', 'blockUser', {
    permission: listPermission('USER'),
    opensWith: 'user',
    page: lazyPage(() => import('../../features/users/BlockUserPage')),
  }),
];
