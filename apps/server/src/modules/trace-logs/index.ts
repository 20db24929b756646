import { readModel } from '../../platform/read-model';
import { traceLogs } from './tables';
export { traceAccountChange, writeTrace } from './write';
export type { TraceLine } from './write';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const traceLogsReadModel = readModel({ traceLogs });
