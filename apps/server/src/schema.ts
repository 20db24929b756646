// Every table of every module, for drizzle-kit's migrations (the app's queries name their tables).
export * from './modules/accounts/tables';
export * from './modules/auth/tables';
export * from './modules/staff/tables';
export * from './modules/api-keys/tables';
export * from './modules/data-lists/tables';
export * from './modules/notifications/tables';
export * from './modules/events/tables';
export * from './platform/jobs/tables';
export * from './platform/files/tables';
export * from './modules/catalog/tables';
export * from './modules/catalog/supply-tables';
export * from './modules/catalog/product-tables';
export * from './modules/ledger/tables';
export * from './modules/orders/tables';
export * from './modules/orders/after-sale-tables';
export * from './modules/order-items/tables';
export * from './modules/trace-logs/tables';
export * from './modules/advanced-filters/tables';
export * from './modules/coupons/tables';
export * from './modules/networks/tables';
export * from './modules/imports/tables';
export * from './modules/production/tables';
export * from './modules/production/floor-file-tables';
export * from './modules/production/cart-tables';
export * from './modules/shipment-trackers/tables';
export * from './modules/packing-slips/signature-tables';
export * from './modules/webhooks/tables';
export * from './modules/settings/tables';
export * from './modules/stores/tables';
export * from './modules/issues/tables';
export * from './modules/stock/tables';
// Issue 36: site content.
export * from './modules/site-content/tables';
// Issue 35: engagement.
export * from './modules/engagement/tables';
// Issue 34: statistics.
export * from './modules/statistics/tables';
// Issue 36: mail configuration and sent mails.
export * from './modules/mail/tables';
// Issue 36: the seller's gallery.
export * from './modules/gallery/tables';
