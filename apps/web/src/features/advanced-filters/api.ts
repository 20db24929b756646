import { advancedFilterEndpoints as endpoints, type AdvancedFilterRuleBody } from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

export const advancedFilterKeys = queryKeys('advanced-filters', {
  types: ['types'],
  choices: ['choices'],
});

/** Advanced filter rules (contract/endpoints/advanced-filters.ts). */
export const advancedFiltersApi = {
  types: (signal?: AbortSignal) =>
    call(endpoints.types, {}, { signal }).then((answer) => answer.data),
  choices: (signal?: AbortSignal) =>
    call(endpoints.choices, {}, { signal }).then((answer) => answer.data),
  create: (body: AdvancedFilterRuleBody) =>
    call(endpoints.create, { body }).then((answer) => answer.data),
  update: (id: string, body: AdvancedFilterRuleBody) =>
    call(endpoints.update, { params: { id }, body }).then((answer) => answer.data),
};

/** Saving a rule reads the rule list and the coupon form's picker again. */
export const useAdvancedFilterMutation = cachedMutationHook([
  dataListKeys.model('advanced-filter'),
  advancedFilterKeys.choices,
]);
