import { readModel } from '../../platform/read-model';
import { importQueueOrders, importQueues } from './tables';
export { draftsOfImport } from './import-drafts';
export type { ImportQueueRow } from './tables';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const importsReadModel = readModel({ importQueueOrders, importQueues });
