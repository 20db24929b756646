import { IMPORT_QUEUE_STATUSES, IMPORT_QUEUE_TYPES } from '@platfox/domain';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../accounts/tables';
import { importQueues } from '../../imports/tables';
import { defineListModel } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const choices = (values: readonly string[]) =>
  values.map((value) => ({ key: value, label: value }));
const ownerEmail = users.email;

/**
 * The import queue as a list (spec 01: /s/order/import, /a/import-queue). A seller lists its own
 * imports whatever the filters say; an admin needs IMPORT_QUEUE_ACCESS, else the list is empty.
 * The refused lines are read by id (GET import-queues/:id), not carried in every row.
 */
export const importQueueListModel = defineListModel({
  name: 'import-queue',
  source: (db, selection) =>
    db
      .select(selection)
      .from(importQueues)
      .innerJoin(users, eq(users.id, importQueues.ownerId))
      .$dynamic(),
  id: importQueues.id,
  fields: {
    id: { type: 'array', column: sql`${importQueues.id}::text` },
    status: {
      type: 'array',
      column: importQueues.status,
      isSortable: true,
      choices: choices(IMPORT_QUEUE_STATUSES),
    },
    type: {
      type: 'array',
      column: importQueues.type,
      isSortable: true,
      choices: choices(IMPORT_QUEUE_TYPES),
    },
    ownerId: { type: 'autocomplete', column: importQueues.ownerId, label: ownerEmail },
    ownerEmail: { type: 'text', column: ownerEmail, isSortable: true },
    fileName: { type: 'text', column: importQueues.fileName, isSortable: true },
    totalLines: { type: 'int', column: importQueues.totalLines, isSortable: true },
    failedLines: { type: 'int', column: importQueues.failedLines, isSortable: true },
    createdAt: { type: 'time', column: importQueues.createdAt, isSortable: true },
  },
  select: {
    id: importQueues.id,
    ownerId: importQueues.ownerId,
    ownerEmail,
    type: importQueues.type,
    status: importQueues.status,
    fileName: importQueues.fileName,
    fileId: importQueues.fileId,
    jobId: importQueues.jobId,
    message: importQueues.message,
    totalLines: importQueues.totalLines,
    createdLines: importQueues.createdLines,
    failedLines: importQueues.failedLines,
    createdOrders: importQueues.createdOrders,
    createdAt: importQueues.createdAt,
    finishedAt: importQueues.finishedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['SELLER', 'PRINTER', 'ADMIN', 'ROOT'] },
  scope: (actor) => {
    // A printer's tracking-code imports are its own, like a seller's order imports.
    if (actor.type === 'SELLER' || actor.type === 'PRINTER') {
      return eq(importQueues.ownerId, actor.id);
    }
    // Without the import queue permission an admin sees only its own (tracking-code) imports.
    if (actor.type === 'ADMIN' && !actor.permissions.includes('IMPORT_QUEUE_ACCESS')) {
      return eq(importQueues.ownerId, actor.id);
    }
    return undefined;
  },
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    // An import is a record of what happened: nothing about it is edited.
    updatable: false,
    createdAt: iso(row.createdAt),
    finishedAt: iso(row.finishedAt),
  }),
});
