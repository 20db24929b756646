import { lazy } from 'react';
import { adminResource, listPermission, detailPermission, routesFor } from './declare';
import { homePage, profilePage, userPage, usersPage } from './pages';
import type { AppRoute } from './types';

const admin = routesFor('ADMIN');
const resource = (spec: Parameters<typeof adminResource>[1]) => adminResource(admin, spec);

/**
 * Admin routes (spec 01 section 2.3), prefix /a with the dashboard at /. Screens the spec lists
 * without a permission area (issues, stock logs, site settings...) need the admin type only.
 */
export const adminRoutes: AppRoute[] = [
  admin('/', 'dashboard', { permission: listPermission('DASHBOARD'), page: homePage }),
  admin('/a/app-types', 'appTypes'),
  admin('/a/advanced-filters', 'advancedFilters', {
    permission: listPermission('ADVANCED_FILTER'),
  }),
  ...resource({
    area: 'ATTRIBUTE',
    list: '/a/attributes',
    detail: '/a/attribute',
    titles: ['attributes', 'attribute'],
  }),
  ...resource({
    area: 'BADGE',
    list: '/a/badges',
    detail: '/a/badge',
    titles: ['badges', 'badge'],
  }),
  ...resource({
    list: '/a/blank-apparels',
    detail: '/a/blank-apparel',
    titles: ['blankApparels', 'blankApparel'],
  }),
  admin('/a/config-send-mails', 'configSendMails', { permission: listPermission('MAIL_CONFIG') }),
  ...resource({
    area: 'COUPON',
    list: '/a/coupon-codes',
    detail: '/a/coupon-code',
    titles: ['couponCodes', 'couponCode'],
  }),
  admin('/a/deposit-methods', 'depositMethods', {
    permission: listPermission('DEPOSIT_METHOD_CONFIG'),
  }),
  ...resource({
    area: 'MAIL_SENT',
    list: '/a/emails',
    detail: '/a/email',
    titles: ['emails', 'email'],
  }),
  ...resource({
    area: 'EVENT',
    list: '/a/events',
    detail: '/a/event',
    titles: ['events', 'event'],
  }),
  ...resource({
    area: 'GROUP',
    list: '/a/groups',
    detail: '/a/group',
    titles: ['groups', 'group'],
  }),
  admin('/a/import-queue', 'importQueue', { permission: listPermission('IMPORT_QUEUE') }),
  admin('/a/import-tracking-code', 'importTrackingCode', {
    permission: listPermission('IMPORT_TRACKING_CODE'),
  }),
  // Coming-stock dates arrive through an import queue, so the import queue permission guards them.
  admin('/a/import-coming-date', 'importComingDate', {
    permission: listPermission('IMPORT_QUEUE'),
  }),
  ...resource({
    area: 'ORDER',
    list: '/a/orders',
    detail: '/a/order',
    titles: ['orders', 'order'],
    hasCreate: false,
  }),
  ...resource({
    area: 'ORDER_ITEM',
    list: '/a/order-items',
    detail: '/a/order-item',
    titles: ['orderItems', 'orderItem'],
    hasCreate: false,
  }),
  admin('/a/order-items-over-due-date/processing', 'overDueProcessing', {
    permission: listPermission('ORDER_ITEM_DUE_DATE'),
  }),
  admin('/a/order-items-over-due-date/shipping', 'overDueShipping', {
    permission: listPermission('ORDER_ITEM_DUE_DATE'),
  }),
  ...resource({
    area: 'NOTIFY_SETTING',
    list: '/a/notifications',
    detail: '/a/notification',
    titles: ['notificationMessages', 'notificationMessage'],
    pages: {
      list: lazy(() => import('../../features/notifications/admin/CampaignListPage')),
      detail: lazy(() => import('../../features/notifications/admin/CampaignPage')),
    },
  }),
  ...resource({
    area: 'NETWORK',
    list: '/a/networks',
    detail: '/a/network',
    titles: ['networks', 'network'],
    hasCreate: false,
  }),
  admin('/a/profile/edit/:id', 'profile', { page: profilePage }),
  ...resource({
    area: 'PRODUCT_TYPE',
    list: '/a/product-types',
    detail: '/a/product-type',
    titles: ['productTypes', 'productType'],
  }),
  ...resource({
    area: 'PRODUCT',
    list: '/a/products',
    detail: '/a/product',
    titles: ['products', 'product'],
    hasCreate: false,
  }),
  // Statistics are read-only: the detail needs the same permission as the list.
  admin('/a/product-statistics', 'productStatistics', { permission: listPermission('PRODUCT') }),
  admin('/a/product-statistics/:id', 'productStatistic', { permission: listPermission('PRODUCT') }),
  ...resource({
    area: 'PRODUCT_TYPE_CATEGORY',
    list: '/a/product-type-categories',
    detail: '/a/product-type-category',
    titles: ['productTypeCategories', 'productTypeCategory'],
  }),
  admin('/a/packing-slip-signature', 'packingSlipSignature', {
    permission: listPermission('PACKING_SLIP_SIGNATURE'),
  }),
  admin('/a/packing-slip-signature-size', 'packingSlipSignatureSize', {
    permission: listPermission('PACKING_SLIP_SIZE'),
  }),
  admin('/a/return-order-items', 'returnOrderItems', {
    permission: listPermission('ORDER_ITEM_RETURN'),
  }),
  admin('/a/refund-order-items', 'refundOrderItems', {
    permission: listPermission('ORDER_ITEM_REFUND'),
  }),
  admin('/a/resend-order-items', 'resendOrderItems', {
    permission: listPermission('ORDER_ITEM_RESEND'),
  }),
  ...resource({
    list: '/a/issues',
    detail: '/a/issue',
    titles: ['issues', 'issue'],
    hasCreate: false,
  }),
  admin('/a/statistics/transaction-statistics', 'transactionStatistics', {
    permission: listPermission('STATISTIC_TRANSACTION'),
  }),
  admin('/a/statistics/sale-kpi-management', 'saleKpi', {
    permission: listPermission('STATISTIC_SALE_KPI'),
  }),
  admin('/a/statistics/product-type-statistics', 'productTypeStatistics', {
    permission: listPermission('STATISTIC_PRODUCT_TYPE'),
  }),
  admin('/a/stock-logs', 'stockLogs'),
  admin('/a/shipment-tracker', 'shipmentTracker'),
  admin('/a/salesman', 'salesmen', { permission: listPermission('SALE_MAN') }),
  admin('/a/shipping-price', 'shippingPrice', { permission: listPermission('SHIPPING_PRICE') }),
  admin('/a/short-link', 'shortLink', { permission: listPermission('SHORT_LINK') }),
  admin('/a/font-site/materials', 'siteMaterials'),
  admin('/a/font-site/dynamic-site-page', 'dynamicSitePage'),
  admin('/a/setting-account/notification', 'notificationSettings', {
    permission: listPermission('NOTIFICATION_SETTING'),
  }),
  admin('/a/transaction/deposits', 'deposits', { permission: listPermission('DEPOSIT') }),
  admin('/a/transaction/deposit/:id', 'deposit', { permission: detailPermission('DEPOSIT') }),
  admin('/a/transaction/others', 'otherTransactions', {
    permission: listPermission('OTHER_TRANSACTION'),
  }),
  admin('/a/transaction/other/:id', 'otherTransaction', {
    permission: detailPermission('OTHER_TRANSACTION'),
  }),
  admin('/a/transaction/withdraws', 'withdraws', { permission: listPermission('WITHDRAW') }),
  admin('/a/trace-logs', 'traceLogs', { permission: listPermission('TRACE_LOG') }),
  ...resource({
    area: 'UPLOAD_TYPE',
    list: '/a/upload-types',
    detail: '/a/upload-type',
    titles: ['uploadTypes', 'uploadType'],
  }),
  ...resource({
    area: 'USER',
    list: '/a/users',
    detail: '/a/user',
    titles: ['users', 'user'],
    pages: { list: usersPage, detail: userPage },
  }),
  admin('/a/local-pick-up', 'localPickUp'),
  admin('/a/min-exchange-rate', 'minExchangeRate'),
  admin('/a/tiktok-extra-fee', 'tiktokExtraFee'),
  // Screens spec 01 section 2.3 names without a path; the paths below are ours.
  admin('/a/awaiting-stock-items', 'awaitingStockItems', {
    permission: listPermission('ORDER_ITEM'),
  }),
  ...resource({
    area: 'EVENT',
    list: '/a/contests',
    detail: '/a/contest',
    titles: ['contests', 'contest'],
  }),
  admin('/a/statistics/user-sale-code', 'saleCodeStatistics', {
    permission: listPermission('SALE_MAN'),
  }),
  admin('/a/salesman/create', 'salesman', { permission: detailPermission('SALE_MAN') }),
  admin('/a/printer-staff', 'printerStaff'),
  admin('/a/staff-time-tracking', 'staffTimeTracking'),
  admin('/a/work-shift', 'workShift'),
  admin('/a/block-user', 'blockUser', { permission: detailPermission('USER') }),
];
