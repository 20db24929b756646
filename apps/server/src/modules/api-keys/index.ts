import { readModel } from '../../platform/read-model';
import { apiKeys } from './tables';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const apiKeysReadModel = readModel({ apiKeys });
