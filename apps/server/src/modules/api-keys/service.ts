import { API_KEY_PREFIX } from '@platfox/domain';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { randomToken, tokenHash } from '../../platform/secrets';
import { ok } from '../../platform/serve';
import type { Actor } from '../auth/index';
import { accountsReadModel } from '../accounts/index';
import { apiKeys } from './tables';
const { users } = accountsReadModel;

/** Open keys an account may hold; one per integration is the use, dozens would be a leak. */
export const API_KEYS_PER_ACCOUNT = 20;
/** lastUsedAt is written at most this often per key. */
export const API_KEY_USE_RECORD_MS = 60_000;

type ApiKeyRow = typeof apiKeys.$inferSelect;

const toApiKey = (row: ApiKeyRow) => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** API keys of sellers and printers: a key acts as its account, with the account's access. */
export class ApiKeyService {
  constructor(private readonly db: Db) {}

  async list(actor: Actor) {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt));
    return ok(rows.map(toApiKey));
  }

  /** Makes a key and answers it this once; only its hash is kept. */
  async create(actor: Actor, name: string) {
    const [open] = await this.db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)));
    if ((open?.n ?? 0) >= API_KEYS_PER_ACCOUNT) {
      throw badRequest(
        `An account can hold at most ${API_KEYS_PER_ACCOUNT} API keys. Revoke one you no longer use.`,
      );
    }
    const key = `${API_KEY_PREFIX}${randomToken()}`;
    const [row] = await this.db
      .insert(apiKeys)
      .values({
        userId: actor.id,
        name,
        prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        keyHash: tokenHash(key),
      })
      .returning();
    return ok({ ...toApiKey(row!), key });
  }

  /** Revokes one of the actor's own keys; another account's key is as unknown as a made-up id. */
  async revoke(actor: Actor, id: string) {
    const [row] = await this.db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, actor.id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id });
    if (!row) throw notFound('API key not found');
    return { status: 200, message: 'The API key has been revoked' };
  }

  /** The account a key acts as, or null for an unknown or revoked key or a deleted account. */
  async actorFromKey(key: string): Promise<Actor | null> {
    const [row] = await this.db
      .select({
        keyId: apiKeys.id,
        lastUsedAt: apiKeys.lastUsedAt,
        id: users.id,
        type: users.type,
        status: users.status,
        isVerified: users.isVerified,
      })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.keyHash, tokenHash(key)), isNull(apiKeys.revokedAt)));
    if (!row || row.status === 'DELETED') return null;
    const now = Date.now();
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= API_KEY_USE_RECORD_MS) {
      await this.db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(apiKeys.id, row.keyId));
    }
    const { keyId: _keyId, lastUsedAt: _lastUsedAt, ...actor } = row;
    // Keys belong to sellers and printers, whose permission enumerations are empty.
    return { ...actor, permissions: [], sessionId: null };
  }
}
