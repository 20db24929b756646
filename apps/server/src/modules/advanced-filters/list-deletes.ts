import { deleteByIds } from '../../platform/db/delete-by-ids';
import { advancedFilterRules } from './tables';

/** The rule list's delete action (data-lists checks first that no coupon or milestone uses it). */
export const deleteAdvancedFilterRules = deleteByIds(advancedFilterRules, advancedFilterRules.id);
