import { importQueueList, serialiseDate } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import { accountsReadModel } from '../../accounts/index';
import { importsReadModel } from '../../imports/index';
import { serveListModel } from '../registry';
const { users } = accountsReadModel;
const { importQueues } = importsReadModel;

const ownerEmail = users.email;

/**
 * The import queue as a list (spec 01: /s/order/import, /a/import-queue). A seller or printer
 * lists its own imports whatever the filters say; root and admins with IMPORT_QUEUE_ACCESS every
 * import; an admin who may only import tracking codes its own (403 for anyone else). The refused
 * lines are read by id (GET import-queues/:id), not carried in every row.
 */
export const importQueueListModel = serveListModel(importQueueList, {
  source: (db, selection) =>
    db
      .select(selection)
      .from(importQueues)
      .innerJoin(users, eq(users.id, importQueues.ownerId))
      .$dynamic(),
  id: importQueues.id,
  columns: {
    status: importQueues.status,
    type: importQueues.type,
    ownerId: { column: importQueues.ownerId, label: ownerEmail },
    ownerEmail,
    fileName: importQueues.fileName,
    totalLines: importQueues.totalLines,
    failedLines: importQueues.failedLines,
    createdAt: importQueues.createdAt,
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
    // An import is a record of what happened: nothing about it is edited.
    updatable: false,
    createdAt: serialiseDate(row.createdAt),
    finishedAt: serialiseDate(row.finishedAt),
  }),
});
