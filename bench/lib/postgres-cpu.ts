import pg from 'pg';
import { processCpu } from '../endpoint/load';

/** The backends connected to the database of `url`, but the asking one. */
async function backendsOf(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL's CPU for a server's calls: the backends connected to the bench database (the
 * server's pool; the bench's own connections are idle meanwhile), from /proc, from now until
 * `perCall` is called. The pool's connections live through a phase, so none is missed.
 */
export async function postgresCpu(url: string) {
  const before = new Map((await backendsOf(url)).map((pid) => [pid, processCpu(pid)]));
  return {
    /** Milliseconds of PostgreSQL CPU per call since, and how many backends were read first. */
    perCall: async (calls: number): Promise<{ ms: number; backends: number }> => {
      let used = 0;
      for (const pid of await backendsOf(url)) {
        const now = processCpu(pid);
        const then = before.get(pid) ?? { user: 0, system: 0 };
        if (Number.isFinite(now.user)) used += now.user + now.system - then.user - then.system;
      }
      return { ms: used / calls, backends: before.size };
    },
  };
}
