import { errorBodySchema, type ErrorBody } from '@platfox/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
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
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(500, 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(body(404, `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
