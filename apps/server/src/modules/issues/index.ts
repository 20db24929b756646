export { issueScope } from './reads';
export { issueItems, issues } from './tables';
