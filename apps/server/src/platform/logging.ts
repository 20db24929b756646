import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are secrets and must never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|refreshToken|code|key)=)[^&]*/gi;
/** Path segments that are secrets: the e-mail verification link's token. */
const SECRET_SEGMENTS = /(\/verify-email\/)[^/?#]+/gi;

export const redactUrl = (url: string): string =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_SEGMENTS, '$1[redacted]');

/** Structured logs with the request id; tokens and passwords are redacted. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["auth-feature"]',
        'req.headers["x-api-key"]',
        'req.headers.cookie',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
    },
  };
}
