import { z } from 'zod';
import { ISSUE_ACTIONS, ISSUE_ORIGINS, ISSUE_STATUSES, ISSUE_TYPES } from '../../engagement';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/**
 * Support issues (/s/issues, /a/issues, /p/issues; issue 19): a seller lists their own, a printer
 * those on items routed to it, root and admins with ORDER_ITEM_ACCESS all of them. Filtered by
 * the issue's own words (spec 03 section 3.5): selfId, status, type, origin, the wanted action
 * and the resolution, the seller (admins) and the dates.
 */
export const issueList = listModel({
  name: 'issue',
  access: [
    access.types('SELLER'),
    access.types('PRINTER'),
    access.rootOrAdmin('ORDER_ITEM_ACCESS'),
  ],
  fields: {
    selfId: { type: 'int', isSortable: true },
    status: { type: 'array', isSortable: true, choices: listChoices(ISSUE_STATUSES) },
    type: { type: 'array', isSortable: true, choices: listChoices(ISSUE_TYPES) },
    origin: { type: 'array', isSortable: true, choices: listChoices(ISSUE_ORIGINS) },
    action: { type: 'array', choices: listChoices(ISSUE_ACTIONS) },
    resolution: { type: 'array', choices: listChoices(ISSUE_ACTIONS), isExistenceEnabled: true },
    sellerId: { type: 'autocomplete' },
    description: { type: 'text' },
    createdAt: { type: 'time', isSortable: true },
    updatedAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    selfId: z.number().int(),
    status: z.enum(ISSUE_STATUSES),
    type: z.enum(ISSUE_TYPES),
    origin: z.enum(ISSUE_ORIGINS),
    action: z.enum(ISSUE_ACTIONS),
    resolution: z.enum(ISSUE_ACTIONS).nullable(),
    sellerId: z.string(),
    sellerEmail: z.string(),
    orderId: z.string(),
    description: z.string(),
    createdAt: listDate,
    updatedAt: listDate,
  }),
});
