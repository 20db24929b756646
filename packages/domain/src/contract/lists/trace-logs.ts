import { z } from 'zod';
import { TRACE_TARGETS, TRACE_TYPES } from '../../schemas/trace-logs';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/**
 * The audit trail (/a/trace-logs): who changed what and when, from which address. Only an admin
 * with TRACE_LOG_ACCESS reads it (root too); sellers and printers never do.
 */
export const traceLogList = listModel({
  name: 'trace-log',
  access: access.rootOrAdmin('TRACE_LOG_ACCESS'),
  fields: {
    actorId: { type: 'autocomplete', isExistenceEnabled: true },
    actorEmail: { type: 'text', isSortable: true },
    target: { type: 'array', isSortable: true, choices: listChoices(TRACE_TARGETS) },
    targetId: { type: 'text' },
    orderId: { type: 'text', isExistenceEnabled: true },
    type: { type: 'array', isSortable: true, choices: listChoices(TRACE_TYPES) },
    description: { type: 'text' },
    ip: { type: 'text', isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    actorType: z.string().nullable(),
    target: z.enum(TRACE_TARGETS),
    targetId: z.string(),
    orderId: z.string().nullable(),
    type: z.enum(TRACE_TYPES),
    description: z.string(),
    ip: z.string().nullable(),
    createdAt: listDate,
  }),
});
