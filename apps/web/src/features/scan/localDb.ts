import { LOCAL_DATABASE } from '@platfox/domain';
import { onSignOut } from '../../platform/session';

/*
 * Plain IndexedDB around the scan history's database: enough to probe and delete it without
 * Dexie, so the start-up chunk (which registers the sign-out cleanup) stays small.
 */

const NAME = LOCAL_DATABASE.name;

/** Where the database lives; tests hand in their own in-memory IndexedDB. */
export type IndexedDbDeps = { indexedDB?: IDBFactory; IDBKeyRange?: typeof IDBKeyRange };

export function defaultDeps(): Required<IndexedDbDeps> | null {
  try {
    if (typeof indexedDB === 'undefined' || typeof IDBKeyRange === 'undefined') return null;
    return { indexedDB, IDBKeyRange };
  } catch {
    // Some browsers throw on merely reading indexedDB when storage is disabled.
    return null;
  }
}

/** The IndexedDB version the database is stored at, or null when there is none (none is made). */
export function storedVersion(factory: IDBFactory): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const request = factory.open(NAME);
    let isNew = false;
    request.onupgradeneeded = (event) => {
      if (event.oldVersion !== 0) return;
      isNew = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      const version = request.result.version;
      request.result.close();
      resolve(version);
    };
    request.onerror = (event) => {
      if (isNew) {
        event.preventDefault();
        resolve(null);
      } else reject(request.error ?? new Error('open failed'));
    };
  });
}

/** Resolves once deleted; an open connection is closed by Dexie when the deletion asks it to. */
export function deleteDatabase(factory: IDBFactory): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = factory.deleteDatabase(NAME);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
  });
}

/** Sign-out clears the local database (spec 01 section 4); a failure leaves nothing to undo. */
export function deleteScanHistory(factory = defaultDeps()?.indexedDB): Promise<void> {
  if (!factory) return Promise.resolve();
  return deleteDatabase(factory).catch(() => undefined);
}

onSignOut(() => void deleteScanHistory());
