import { errorBodySchema, type ErrorBody } from '@platfox/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from './db/unavailable';
import { RequestValidationError, issuesToErrors } from './validation-messages';

/** The error answers most routes document: bad input, no session, no access, not found. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/** An error a caller should see: its status, message and per-field messages go out as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors: Record<string, string> = {}) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Your session has been expired') =>
  new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Data not found') => new HttpError(404, message);

/**
 * The database's refusals a caller caused, as PostgreSQL codes them: a row still referenced, a
 * duplicate, a value its column cannot take. The checks at the edge should catch them first; this
 * is the net under them, so a race or a missed check answers 4xx, never 500 (and is logged).
 */
const DATABASE_REFUSALS: Record<string, { status: number; message: string }> = {
  '23503': { status: 409, message: 'It is still in use, so it cannot be changed or deleted' },
  '23505': { status: 409, message: 'It already exists' },
  '22P02': { status: 400, message: 'A value is not valid for its field' },
  '22003': { status: 400, message: 'A number is out of range for its field' },
  '22021': { status: 400, message: 'A text is not valid for its field' },
  '22001': { status: 400, message: 'A text is too long for its field' },
};

/**
 * Busboy's refusals of a multipart body it cannot read (no or a wrong boundary, a body cut short,
 * a broken part header): plain errors without a code, told apart by their wording.
 */
const UNREADABLE_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header|Part terminated early)/;
export const MULTIPART_UNREADABLE_MESSAGE =
  'The upload could not be read: the multipart body is malformed or cut short';

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable right now; please try again in a moment';

/** The SQLSTATE of a database error, wherever the driver or the ORM put it (cause chains). */
function sqlStateOf(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

function body(status: number, message: string, errors: Record<string, string> = {}): ErrorBody {
  return { status, message, errors };
}

/** Maps every failure to `{status, message, errors}`; bad input is a 400, never a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.status).send(body(error.status, error.message, error.errors));
    }
    if (error instanceof RequestValidationError) {
      return reply.status(400).send(body(400, error.message, issuesToErrors(error)));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large...
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : error.message;
      return reply.status(status).send(body(status, message));
    }
    if (UNREADABLE_MULTIPART.test(error.message ?? '')) {
      return reply.status(400).send(body(400, MULTIPART_UNREADABLE_MESSAGE));
    }
    const refusal = DATABASE_REFUSALS[sqlStateOf(error) ?? ''];
    if (refusal) {
      request.log.warn({ err: error }, 'the database refused the request');
      return reply.status(refusal.status).send(body(refusal.status, refusal.message));
    }
    if (isDatabaseUnavailable(error)) {
      // The request did nothing half: its transaction died with the connection. The caller may
      // send it again (with the same Idempotency-Key where it has one).
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(body(503, DATABASE_UNAVAILABLE_MESSAGE));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(500, 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
