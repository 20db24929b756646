export { importQueueOrders, importQueues } from './tables';
export type { ImportQueueRow } from './tables';
