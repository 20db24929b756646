import { z } from 'zod';
import {
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
} from '../../schemas/webhooks';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/** A seller's own webhook endpoints and their delivery log; never a secret. */

export const webhookEndpointList = listModel({
  name: 'webhook-endpoint',
  access: access.types('SELLER'),
  fields: {
    url: { type: 'text', isSortable: true },
    // A list of events per endpoint (text[]): shown, not filtered (an 'in' on it is no SQL 'in').
    events: { type: 'array', choices: listChoices(WEBHOOK_EVENTS), isFilterable: false },
    isActive: { type: 'boolean', isSortable: true },
    createdAt: { type: 'time', isSortable: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    isActive: z.boolean(),
    disabledReason: z.string().nullable(),
    createdAt: listDate,
  }),
});

export const webhookDeliveryList = listModel({
  name: 'webhook-delivery',
  access: access.types('SELLER'),
  fields: {
    event: { type: 'array', isSortable: true, choices: listChoices(WEBHOOK_DELIVERY_EVENTS) },
    status: { type: 'array', isSortable: true, choices: listChoices(WEBHOOK_DELIVERY_STATUSES) },
    url: { type: 'text', isSortable: true },
    endpointId: { type: 'array' },
    attempts: { type: 'int', isSortable: true },
    lastStatusCode: { type: 'int', isSortable: true, isExistenceEnabled: true },
    createdAt: { type: 'time', isSortable: true },
    nextAttemptAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
    deliveredAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    eventId: z.string(),
    event: z.enum(WEBHOOK_DELIVERY_EVENTS),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    url: z.string(),
    endpointId: z.string(),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: listDate,
    nextAttemptAt: listDate.nullable(),
    deliveredAt: listDate.nullable(),
  }),
});
