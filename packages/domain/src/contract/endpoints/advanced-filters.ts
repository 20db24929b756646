import { access } from '../access';
import { endpoint } from '../endpoint';
import { idParamsSchema } from '../../schemas/accounts';
import {
  advancedFilterChoicesAnswerSchema,
  advancedFilterRuleAnswerSchema,
  advancedFilterRuleBodySchema,
  advancedFilterTypesAnswerSchema,
} from '../../schemas/advanced-filters';

const tags = ['advanced-filters'];

/**
 * Advanced filter rules (spec 01 /a/advanced-filters, spec 03 7.6 "advanced-filters (types
 * GET)"). The list and deleting are the data list's (`advanced-filter`); coupons reference a rule
 * by advancedFilterConditionId.
 */
export const advancedFilterEndpoints = {
  types: endpoint({
    method: 'GET',
    path: '/advanced-filters/types',
    tags,
    summary: 'Every condition type with the operations it takes and the kind of its value',
    access: access.admin('ADVANCED_FILTER_RULE_ACCESS'),
    answer: advancedFilterTypesAnswerSchema,
  }),
  choices: endpoint({
    method: 'GET',
    path: '/advanced-filters/choices',
    tags,
    summary: "Every rule's id and name, for a coupon's advanced filter rule",
    access: access.admin('COUPON_DETAIL_ACCESS'),
    answer: advancedFilterChoicesAnswerSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/advanced-filters/:id',
    tags,
    summary: 'One rule with its conditions and how many coupons and milestones use it',
    access: access.admin('ADVANCED_FILTER_RULE_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: advancedFilterRuleAnswerSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/advanced-filters',
    tags,
    summary: 'Create a rule (a unique name and at least one condition)',
    access: access.admin('ADVANCED_FILTER_RULE_DETAIL_CREATE'),
    body: advancedFilterRuleBodySchema,
    answer: advancedFilterRuleAnswerSchema,
    errors: [409],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/advanced-filters/:id',
    tags,
    summary:
      'Edit a rule; later estimates and placements of the coupons using it check the new one',
    access: access.admin('ADVANCED_FILTER_RULE_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: advancedFilterRuleBodySchema,
    answer: advancedFilterRuleAnswerSchema,
    errors: [409],
  }),
};
