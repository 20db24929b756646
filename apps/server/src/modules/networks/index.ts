export { networkMembers, networks } from './tables';
export { existingNetworkIds, networkIdsOf } from './membership';
