import pg from 'pg';
import type { Config } from '../../config';

/**
 * The advisory lock a process holds while it keeps files in its own DATA_DIR on a shared
 * PostgreSQL (the bytes of "pfxfile"). Only one such process may run on a database.
 */
export const LOCAL_FILES_LOCK_KEY = 0x70667866696c65n;

export const NO_SHARED_STORAGE_MESSAGE =
  'Another Platfox process is already running on this database, and files are kept in each ' +
  "process's own DATA_DIR: a file uploaded to one process would be missing on the other " +
  '(designs, proofs, exports and imports answer 404 or fail with "No stored file"). Set S3_BUCKET ' +
  '(and S3_ENDPOINT outside AWS) for a bucket every process shares, or FILES_DIR to a folder every ' +
  'process mounts.';

export type LocalFilesClaim = { release: () => Promise<void> };

/**
 * Refuses a second process on one PostgreSQL whose files would live in its own DATA_DIR (issue
 * 29): with DATABASE_URL and neither S3 nor FILES_DIR, the process holds a session advisory lock
 * on its own connection for as long as it runs, and a process that finds it taken does not start.
 * A process that dies loses its connection and with it the lock, so a restart is not refused. A
 * lost connection (a PostgreSQL restart) is opened again and the lock taken again; if another
 * process took it meanwhile, that is logged as the error it is.
 */
export async function claimLocalFiles(
  config: Pick<Config, 'databaseUrl' | 's3' | 'filesDir'>,
  log: (message: string) => void = (message) => console.error(message),
): Promise<LocalFilesClaim> {
  const url = config.databaseUrl;
  if (!url || config.s3 || config.filesDir) return { release: async () => undefined };
  let client: pg.Client | undefined;
  let isReleased = false;
  const take = async (): Promise<boolean> => {
    const opened = new pg.Client({ connectionString: url, application_name: 'platfox files lock' });
    opened.on('error', () => undefined);
    await opened.connect();
    const { rows } = await opened.query<{ taken: boolean }>(
      'select pg_try_advisory_lock($1) as taken',
      [LOCAL_FILES_LOCK_KEY.toString()],
    );
    if (!rows[0]?.taken) {
      await opened.end().catch(() => undefined);
      return false;
    }
    client = opened;
    opened.once('end', () => {
      if (isReleased) return;
      log('The files lock connection to PostgreSQL was lost; taking it again');
      void retake();
    });
    return true;
  };
  const retake = async (): Promise<void> => {
    for (let delay = 500; !isReleased; delay = Math.min(delay * 2, 10_000)) {
      try {
        if (await take()) return;
        return log(NO_SHARED_STORAGE_MESSAGE);
      } catch {
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  };
  if (!(await take())) throw new Error(NO_SHARED_STORAGE_MESSAGE);
  return {
    release: async () => {
      isReleased = true;
      await client?.end().catch(() => undefined);
    },
  };
}
