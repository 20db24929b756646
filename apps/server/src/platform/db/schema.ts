// Every table of every module, for Drizzle's relational queries and drizzle-kit.
export * from '../../modules/accounts/tables';
export * from '../../modules/auth/tables';
export * from '../../modules/staff/tables';
export * from '../../modules/api-keys/tables';
export * from '../../modules/data-lists/tables';
