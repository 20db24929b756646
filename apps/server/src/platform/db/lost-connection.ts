import pg from 'pg';

/**
 * A connection ended by the server (a restart, pg_terminate_backend): admin_shutdown or
 * crash_shutdown, or node-postgres's own words for a socket that closed under a query.
 */
function isConnectionEnded(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '57P01' || code === '57P02') return true;
  return (
    typeof message === 'string' &&
    /^(Connection terminated|Client has encountered a connection error)/.test(message)
  );
}

/** A statement that changes nothing, so running it a second time cannot do anything twice. */
function isRead(config: unknown): boolean {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*select\b/i.test(text);
}

/**
 * Gives the pool's one-statement calls (everything outside a transaction) a second try on a fresh
 * connection when the first drew a connection the server had already ended.
 *
 * Why: when PostgreSQL restarts or ends a database's backends, the idle connections in the pool
 * learn it only when their error event arrives; a request in those few milliseconds draws a dead
 * connection and would answer 503 although the database is back. Only reads are tried again: a
 * write whose connection ended may have committed, and the caller's own retry (with its
 * idempotency key) is the safe way to repeat it. The retry opens its own connection because the
 * pool may hold several dead ones. Transactions check a client out and are not wrapped: a
 * transaction cut in the middle fails as a whole (503).
 */
export function retryReadsOnEndedConnection(pool: pg.Pool, options: pg.ClientConfig): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const once = async (config: unknown, values: unknown) => {
    const client = new pg.Client(options);
    await client.connect();
    try {
      return await client.query(config as pg.QueryConfig, values as unknown[]);
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  pool.query = ((...args: unknown[]) => {
    const [config, values] = args;
    if (args.some((arg) => typeof arg === 'function') || !isRead(config)) return query(...args);
    return query(config, values).catch((error: unknown) => {
      if (!isConnectionEnded(error)) throw error;
      return once(config, values);
    });
  }) as typeof pool.query;
}
