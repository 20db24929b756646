import { readModel } from '../../platform/read-model';
import { advancedFilterRules } from './tables';
export {
  historyRuleProblem,
  historyRules,
  meetsConditions,
  meetsHistoryRule,
  meetsRule,
  ruleExists,
} from './evaluate';
export type { OrderFacts } from './evaluate';
export { deleteAdvancedFilterRules } from './list-deletes';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const advancedFiltersReadModel = readModel({ advancedFilterRules });
