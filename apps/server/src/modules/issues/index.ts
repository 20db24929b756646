export { addIssueRefunds, countNewIssues } from './order-counts';
export { issueScope } from './reads';
export { issueItems, issues } from './tables';
