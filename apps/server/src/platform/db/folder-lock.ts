import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

/** How long a lock whose holder stopped renewing it (killed with -9) keeps a new start out. */
export const FOLDER_LOCK_STALE_MS = 10_000;

export type FolderLock = { release: () => Promise<void> };

/**
 * Holds the embedded database's folder for this process (proper-lockfile: a lock directory beside
 * it, its time renewed every few seconds, stale when a holder stops renewing it). PGlite takes no
 * lock of its own, and a second process on the same folder worked on its own copy of the data:
 * what it answered 200 was lost at the next restart (issue 29). The second process refuses to
 * start instead.
 */
export async function lockDataDir(dataDir: string): Promise<FolderLock> {
  mkdirSync(dataDir, { recursive: true });
  try {
    const release = await lockfile.lock(dataDir, {
      stale: FOLDER_LOCK_STALE_MS,
      update: FOLDER_LOCK_STALE_MS / 4,
      realpath: false,
      // Losing the lock (the folder moved, the clock jumped) is reported; the database stays
      // open, since closing it under running requests would lose what they write.
      onCompromised: (error) =>
        console.error(`The embedded database's folder lock was lost: ${error.message}`),
    });
    return { release: () => release().catch(() => undefined) };
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'ELOCKED') throw error;
    throw new Error(
      `Another Platfox process is using the embedded database in ${dataDir}. ` +
        'Two processes on one embedded database would each keep their own copy of the data. ' +
        'Stop the other process, give this one its own DATA_DIR, or set DATABASE_URL to share ' +
        `PostgreSQL. (A lock left by a killed process expires within ${FOLDER_LOCK_STALE_MS / 1000} s.)`,
      { cause: error },
    );
  }
}
