import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/**
 * No form, filter or import row of this app nests deeper than a dozen levels; 64 leaves room for
 * any honest caller while keeping every recursive walk of a body (the NUL check, zod, the logger)
 * far from the stack's end (issue 29, item 9: a 100,000-deep array answered 500).
 */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text opens more than `limit` arrays or objects inside one another. One pass over
 * the characters and no recursion, so it is safe on any text the body limit lets in; brackets
 * inside strings (escaped quotes included) are text, not nesting. Malformed JSON is left to the
 * parser that runs next.
 */
export function isNestedDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser (its prototype-poisoning checks
 * included) behind the depth check, so every JSON route, sign-in included, refuses a body nested
 * too deep with a 400 before anything walks it. Scopes that read raw bytes (store webhooks) set
 * their own parsers and are not affected.
 */
export function registerJsonDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(badRequest(JSON_TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
