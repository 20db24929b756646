import { readModel } from '../../platform/read-model';
import { networkMembers, networks } from './tables';
export {
  existingNetworkIds,
  networkIdsOf,
  networkIdsQuery,
  sellerIdsInNetworks,
} from './membership';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const networksReadModel = readModel({ networkMembers, networks });
