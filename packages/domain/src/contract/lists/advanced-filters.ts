import { z } from 'zod';
import { advancedFilterConditionViewSchema } from '../../schemas/advanced-filters';
import { access } from '../access';
import { listDate, listModel, listRow } from './declare';

/**
 * Advanced filter rules (/a/advanced-filters, issue 35) for admins with
 * ADVANCED_FILTER_RULE_ACCESS. A row carries its conditions, so the screen's editor opens from
 * the row as listed.
 */
export const advancedFilterList = listModel({
  name: 'advanced-filter',
  access: access.admin('ADVANCED_FILTER_RULE_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    conditionCount: { type: 'int', isSortable: true },
    couponCount: { type: 'int', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
    updatedAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    conditions: z.array(advancedFilterConditionViewSchema),
    conditionCount: z.number().int(),
    couponCount: z.number().int(),
    createdAt: listDate,
    updatedAt: listDate,
  }),
});
