import { apiKeyList, serialiseDate } from '@platfox/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { apiKeysReadModel } from '../../api-keys/index';
import { serveListModel } from '../registry';
const { apiKeys } = apiKeysReadModel;

/**
 * A seller's or printer's own open API keys; never the key or its hash. Deleting revokes, and
 * only with a session (a leaked key must not revoke the others).
 */
export const apiKeyListModel = serveListModel(apiKeyList, {
  source: (db, selection) => db.select(selection).from(apiKeys).$dynamic(),
  id: apiKeys.id,
  columns: {
    name: apiKeys.name,
    prefix: apiKeys.prefix,
    createdAt: apiKeys.createdAt,
    lastUsedAt: apiKeys.lastUsedAt,
  },
  select: {
    id: apiKeys.id,
    name: apiKeys.name,
    prefix: apiKeys.prefix,
    createdAt: apiKeys.createdAt,
    lastUsedAt: apiKeys.lastUsedAt,
  },
  scope: (actor) => and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)),
  toRow: (row) => ({
    ...row,
    createdAt: serialiseDate(row.createdAt),
    lastUsedAt: serialiseDate(row.lastUsedAt),
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
