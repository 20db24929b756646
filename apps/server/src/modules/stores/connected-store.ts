import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import type { CredentialBox } from './credentials';
import type { ConnectedStore } from './platforms/types';
import { externalStores, type ExternalStoreRow } from './tables';

/**
 * A connected store for a platform client: its opened credentials, and where credentials the
 * client renewed (a refreshed token) are sealed again, while the store is still connected.
 */
export function connectedStore(
  db: Db,
  box: CredentialBox,
  store: ExternalStoreRow,
): ConnectedStore {
  return {
    domain: store.domain,
    credentials: box.open(store.id, store.credentials ?? ''),
    saveCredentials: async (credentials) => {
      await db
        .update(externalStores)
        .set({ credentials: box.seal(store.id, credentials), updatedAt: new Date() })
        .where(and(eq(externalStores.id, store.id), eq(externalStores.status, 'CONNECTED')));
    },
  };
}

/** Disconnected: the credentials are dropped, so nothing can reach the shop in its name. */
export async function markDisconnected(
  tx: Pick<Db, 'update'>,
  storeId: string,
): Promise<ExternalStoreRow> {
  const [store] = await tx
    .update(externalStores)
    .set({ status: 'DISCONNECTED', credentials: null, updatedAt: new Date() })
    .where(eq(externalStores.id, storeId))
    .returning();
  return store!;
}
