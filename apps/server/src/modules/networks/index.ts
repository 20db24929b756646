export { networkMembers, networks } from './tables';
