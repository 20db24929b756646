// Every table of every module, for Drizzle's relational queries and drizzle-kit.
export * from '../../modules/accounts/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/staff/tables';
export * from '../../modules/api-keys/tables';
export * from '../../modules/data-lists/tables';
export * from '../../modules/notifications/tables';
export * from '../../modules/events/tables';
export * from '../jobs/tables';
export * from '../files/tables';
export * from '../../modules/catalog/tables';
export * from '../../modules/catalog/supply-tables';
export * from '../../modules/catalog/product-tables';
export * from '../../modules/ledger/tables';
export * from '../../modules/orders/tables';
