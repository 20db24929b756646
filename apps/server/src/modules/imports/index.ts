export { draftsOfImport } from './import-drafts';
export { importQueueOrders, importQueues } from './tables';
export type { ImportQueueRow } from './tables';
