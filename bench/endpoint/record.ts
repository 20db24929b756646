import pg from 'pg';

/** One statement as node-postgres received it, and when it ran (performance.now). */
export type Statement = {
  text: string;
  values: unknown[];
  name?: string;
  rowMode?: 'array';
  started: number;
  ended: number;
};

type QueryConfig = { text: string; values?: unknown[]; name?: string; rowMode?: 'array' };
type Callback = (error: unknown, result: unknown) => void;
type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Records every statement any node-postgres client of this process sends while `work` runs, with
 * its start and end: the SQL an endpoint runs, taken from the driver itself, so the replay cannot
 * drift from what the service builds (its filters, its page and count queries, the session look-up).
 * `work` sees the statements recorded so far (to wait until background work has settled).
 */
export async function recordStatements(
  work: (recorded: readonly Statement[]) => Promise<unknown>,
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const prototype = pg.Client.prototype as unknown as { query: Query };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const config: QueryConfig =
      typeof first === 'string'
        ? { text: first, values: Array.isArray(args[1]) ? (args[1] as unknown[]) : [] }
        : (first as QueryConfig);
    const statement: Statement = {
      text: config.text,
      values: config.values ?? (Array.isArray(args[1]) ? (args[1] as unknown[]) : []),
      ...(config.name ? { name: config.name } : {}),
      ...(config.rowMode ? { rowMode: config.rowMode } : {}),
      started: performance.now(),
      ended: Number.NaN,
    };
    statements.push(statement);
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as Callback;
      args[callbackAt] = (error: unknown, result: unknown) => {
        statement.ended = performance.now();
        callback(error, result);
      };
      return original.apply(this, args);
    }
    const answer = original.apply(this, args) as Promise<unknown>;
    return answer.finally(() => {
      statement.ended = performance.now();
    });
  };
  try {
    await work(statements);
  } finally {
    prototype.query = original;
  }
  return statements;
}
