import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/*
 * LISTEN for one channel of PostgreSQL's NOTIFY, on either driver. A NOTIFY sent inside a
 * transaction is delivered when it commits (never for a rollback), to every connection listening
 * on the database, so a change announced this way reaches every process at once without Redis:
 * the settings store uses it to drop its cached values (modules/settings/store.ts).
 */

export type ListenHandlers = {
  onNotify: (payload: string) => void;
  /**
   * Whether notifications arrive now. While false a caller must not trust what it cached: a
   * NOTIFY sent while the connection was down is lost.
   */
  onState: (isListening: boolean) => void;
};

export type Listening = { stop: () => Promise<void> };

/** Channel names are ours (letters and underscores), quoted anyway. */
const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * On PostgreSQL: a connection of its own (outside the pool, which would hand it to a query), that
 * comes back by itself after a restart or pg_terminate_backend, waiting 0.25 s, then up to 5 s.
 */
export function listenOnPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Listening {
  let client: pg.Client | undefined;
  let isStopped = false;
  let delayMs = 250;
  let timer: NodeJS.Timeout | undefined;

  const retry = () => {
    handlers.onState(false);
    if (isStopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, 5000);
  };

  const connect = async () => {
    const made = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    client = made;
    made.on('error', () => {
      void made.end().catch(() => undefined);
      if (client === made) retry();
    });
    made.on('end', () => {
      if (client === made) retry();
    });
    made.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await made.connect();
      await made.query(`listen ${quoted(channel)}`);
      if (isStopped) return void (await made.end());
      delayMs = 250;
      handlers.onState(true);
    } catch {
      if (client === made) retry();
    }
  };

  void connect();
  return {
    stop: async () => {
      isStopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      handlers.onState(false);
      await last?.end().catch(() => undefined);
    },
  };
}

/** On PGlite: one process holds the database, so its own NOTIFYs are all there is to hear. */
export async function listenOnPglite(
  client: Pick<PGlite, 'closed'> & {
    listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  },
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  const unlisten = await client.listen(channel, handlers.onNotify);
  handlers.onState(true);
  return {
    stop: async () => {
      handlers.onState(false);
      if (!client.closed) await unlisten();
    },
  };
}
