import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiKeys } from '../../api-keys/tables';
import { defineListModel, idField } from '../registry';

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/**
 * A seller's or printer's own open API keys; never the key or its hash. Deleting revokes, and
 * only with a session (a leaked key must not revoke the others).
 */
export const apiKeyListModel = defineListModel({
  name: 'api-key',
  source: (db, selection) => db.select(selection).from(apiKeys).$dynamic(),
  id: apiKeys.id,
  fields: {
    id: idField(apiKeys.id),
    name: { type: 'text', column: apiKeys.name, isSortable: true },
    prefix: { type: 'text', column: apiKeys.prefix, isSortable: true },
    createdAt: { type: 'time', column: apiKeys.createdAt, isSortable: true },
    lastUsedAt: {
      type: 'time',
      column: apiKeys.lastUsedAt,
      isSortable: true,
      isExistenceEnabled: true,
    },
  },
  select: {
    id: apiKeys.id,
    name: apiKeys.name,
    prefix: apiKeys.prefix,
    createdAt: apiKeys.createdAt,
    lastUsedAt: apiKeys.lastUsedAt,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  access: { types: ['SELLER', 'PRINTER'] },
  scope: (actor) => and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)),
  toRow: (row) => ({
    ...row,
    id: String(row.id),
    createdAt: iso(row.createdAt),
    lastUsedAt: iso(row.lastUsedAt),
    updatable: true,
  }),
  delete: {
    isSessionRequired: true,
    run: async (tx, ids, actor) =>
      (
        await tx
          .update(apiKeys)
          .set({ revokedAt: new Date() })
          .where(
            and(inArray(apiKeys.id, ids), eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)),
          )
          .returning({ id: apiKeys.id })
      ).map((row) => row.id),
  },
});
