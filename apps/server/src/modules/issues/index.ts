import { readModel } from '../../platform/read-model';
import { issueItems, issues } from './tables';
export { addIssueRefunds, countNewIssues } from './order-counts';
export { issueScope } from './reads';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const issuesReadModel = readModel({ issueItems, issues });
