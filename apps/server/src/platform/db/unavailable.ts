/**
 * PostgreSQL's codes for "the server is going away or not there": class 08 (connection
 * exceptions), admin_shutdown (57P01, pg_terminate_backend or a fast shutdown), crash_shutdown
 * (57P02), cannot_connect_now (57P03, starting up or shutting down) and the database being
 * dropped under us (57P04).
 */
const UNAVAILABLE_CODES = /^(08...|57P0[1-4])$/;

/** Socket errors of a connection that could not be opened or broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);

/** node-postgres's own wording when a connection ends under a query or cannot be opened in time. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/**
 * Whether a failure means the database cannot be reached right now (a restart, a lost or refused
 * connection), rather than a fault of the request: such a request is answered 503 "try again"
 * (errors.ts). Drizzle wraps the driver's error, so the cause chain is walked.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || SOCKET_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // AggregateError: node's connect to "localhost" tries each address and fails with all of them.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = current.cause as typeof current;
  }
  return false;
}
