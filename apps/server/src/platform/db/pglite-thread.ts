import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { PGLITE_THREAD_SOURCE } from './pglite-thread-source';

/** How the database's thread opens PGlite (plain data: it crosses to the thread). */
export type PgliteThreadOptions = {
  dataDir?: string | undefined;
  /** A tarball of a data folder to start from (read by the thread). */
  tarball?: string | undefined;
  startParams?: string[] | undefined;
};

/** The query options the app's callers pass: Drizzle's row mode and its raw-text types. */
type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (v: string) => unknown>;
};

type Answer = { id: number; result?: unknown; error?: Record<string, unknown> };
type Notice = { notify: number; payload: string };
type Waiting = { resolve: (value: unknown) => void; reject: (error: Error) => void };

export type ThreadTiming = { turns: [what: string, ms: number][]; urgentWaits: number[] };

/** What a caller sees of PGlite's transaction through the thread. */
export type ThreadTransaction = Pick<Transaction, 'query' | 'exec'> & { closed: boolean };

/**
 * The embedded database (PGlite, PostgreSQL in WebAssembly) in a worker thread of its own (issue
 * 37 item 5). In the server's thread every statement's WebAssembly ran on the event loop: during a
 * burst of 1,000 store webhooks the loop was held 246-329 ms at p50 (1.2-1.5 s at p99) by the
 * ingest's, the relay's and pg-boss's statements, and each acknowledgement, whose own insert runs
 * in 2-12 ms, waited that long to be parsed and answered. Here the thread runs PGlite and the
 * server's thread only sends statements and receives their rows (structured clone), so requests
 * are read and answered while a statement runs; on a machine with a second core the two run at
 * once. PGlite's one connection and its order are unchanged: the thread runs each call as it
 * arrives, a transaction holds the connection from its begin to its commit or rollback (sent by
 * the caller here when its callback settles), and a call outside it waits, as in PGlite itself.
 * It offers what the app uses of PGlite: query, exec, transaction, listen, close, closed.
 */
export class PgliteThread {
  closed = false;
  private readonly waiting = new Map<number, Waiting>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private next = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Answer | Notice) => this.received(message));
    worker.on('error', (error) => this.ended(error));
    worker.on('exit', (code) => this.ended(new Error(`the database's thread stopped (${code})`)));
    // Kept alive only while a call waits (see ask), as PGlite in this thread kept nothing alive.
    worker.unref();
  }

  static async create(options: PgliteThreadOptions): Promise<PgliteThread> {
    // Resolved here, where the app's own imports resolve (the source, the bundle, a test), and
    // required by the thread, whose evaluated source has no location of its own.
    const require = createRequire(import.meta.url);
    const worker = new Worker(PGLITE_THREAD_SOURCE, {
      eval: true,
      workerData: {
        options,
        modules: {
          pglite: require.resolve('@electric-sql/pglite'),
          btreeGin: require.resolve('@electric-sql/pglite/contrib/btree_gin'),
          pgTrgm: require.resolve('@electric-sql/pglite/contrib/pg_trgm'),
        },
      },
    });
    const thread = new PgliteThread(worker);
    await thread.ask({ op: 'open' });
    return thread;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.ask({ op: 'query', text, params, options: optionsOf(options) }) as Promise<
      Results<T>
    >;
  }

  /**
   * The same connection for the statements a request's answer waits for (a webhook's
   * acknowledgement): each takes the connection's next turn, ahead of the statements and
   * transactions queued before it (never cutting one under way). Its transactions queue as usual.
   */
  readonly ahead = {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
      this.ask({
        op: 'query',
        urgent: true,
        text,
        params,
        options: optionsOf(options),
      }) as Promise<Results<T>>,
    transaction: <T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> =>
      this.transaction(callback),
  };

  exec(text: string): Promise<Results[]> {
    return this.ask({ op: 'exec', text }) as Promise<Results[]>;
  }

  /**
   * Runs `callback` inside one transaction of the thread's connection: committed when it
   * resolves, rolled back when it throws (its error thrown on).
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const tx = this.next++;
    await this.ask({ op: 'begin', tx });
    const inside: ThreadTransaction = {
      closed: false,
      query: ((text: string, params?: unknown[], options?: QueryOptions) =>
        this.ask({ op: 'query', tx, text, params, options: optionsOf(options) })) as never,
      exec: ((text: string) => this.ask({ op: 'exec', tx, text })) as never,
    };
    let result: T;
    try {
      result = await callback(inside);
    } catch (error) {
      inside.closed = true;
      await this.ask({ op: 'end', tx, commit: false }).catch(() => undefined);
      throw error;
    }
    inside.closed = true;
    await this.ask({ op: 'end', tx, commit: true });
    return result;
  }

  /** Hears `channel`'s notifications; answers the function that stops. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    const key = this.next++;
    this.listeners.set(key, onNotify);
    await this.ask({ op: 'listen', key, channel });
    return async () => {
      this.listeners.delete(key);
      if (!this.closed) await this.ask({ op: 'unlisten', key });
    };
  }

  /**
   * A bench's record of the connection's turns (bench/lib/pglite-timing.ts): `startTiming`, then
   * `stopTiming` answers each turn's hold in ms by what it ran, and each urgent statement's wait.
   */
  async startTiming(): Promise<void> {
    await this.ask({ op: 'timing', on: true });
  }

  async stopTiming(): Promise<ThreadTiming> {
    return (await this.ask({ op: 'timing', on: false })) as ThreadTiming;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.ask({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
  }

  private ask(request: Record<string, unknown>): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.next++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private received(message: Answer | Notice): void {
    if ('notify' in message) {
      this.listeners.get(message.notify)?.(message.payload);
      return;
    }
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (message.error) waiting.reject(errorOf(message.error));
    else waiting.resolve(message.result);
  }

  /** The thread is gone: every waiting call fails, and so does every later one. */
  private ended(error: Error): void {
    this.failure ??= error;
    this.closed = true;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

/**
 * Drizzle's query options for the thread: its row mode, and the types it reads as PostgreSQL's
 * text (dates, intervals), whose parsers return the text unchanged. A function cannot cross to
 * the thread, so a parser that changes its text is refused rather than silently dropped.
 */
function optionsOf(options: QueryOptions | undefined) {
  if (!options) return undefined;
  const rawTypes = Object.entries(options.parsers ?? {}).map(([type, parse]) => {
    if (parse('2026-01-01 00:00:00') !== '2026-01-01 00:00:00') {
      throw new Error(`a parser of type ${type} cannot run in the database's thread`);
    }
    return Number(type);
  });
  return { rowMode: options.rowMode, rawTypes };
}

/** A PostgreSQL error from the thread, with its fields (code, detail, constraint...). */
function errorOf(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields, { stack: `${String(fields.stack)}\n    in the database's thread` });
  return error;
}

/** The thread's client as the app types it: Drizzle and pg-boss take it as a PGlite. */
export const asPglite = (thread: PgliteThread | PgliteThread['ahead']): PGlite =>
  thread as unknown as PGlite;
