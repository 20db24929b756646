import { formatMessage, humanizeFieldName as humanName } from '@platfox/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request that failed its zod schema; the error handler turns it into per-field messages. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('Invalid or missing input data');
  }
}

/**
 * Validates with zod, keeping each issue's input so "missing" (required) can be told from
 * "wrong type". fastify-type-provider-zod's compiler drops the input.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // PostgreSQL refuses U+0000 in text: caught here, for every string of every call, it is a 400
    // naming the field instead of a 500 from the database.
    const at = nulAt(data);
    if (at !== null) {
      const issue = {
        code: 'custom',
        path: at ? at.split('.') : [],
        message: NUL_MESSAGE,
        input: data,
      };
      return { error: new RequestValidationError([issue as z.core.$ZodIssue], httpPart ?? 'body') };
    }
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000)';

/** The dotted path of the first string (a value or a key) holding U+0000, or null if none does. */
export function nulAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = nulAt(inner, here);
    if (found !== null) return found;
  }
  return null;
}

/** Every issue as the spec's message for its field path (spec 03 section 5). */
export function issuesToErrors(error: RequestValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const { field, message } = issueToMessage(issue, error.part);
    errors[field] ??= message;
  }
  return errors;
}

function issueToMessage(issue: z.core.$ZodIssue, part: string): { field: string; message: string } {
  const path = issue.path.map(String);
  const field = path.join('.') || part;
  // An array element is named by its array: items.3 reads "items", not "3".
  const name = path.findLast((segment) => !/^\d+$/.test(segment)) ?? part;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { field, message: formatMessage('required', { name }) };
      return { field, message: `The ${humanName(name)} field must be a ${issue.expected}` };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { field, message: formatMessage('required', { name }) }
          : { field, message: formatMessage('min', { name, min: Number(issue.minimum) }) };
      }
      return { field, message: formatMessage('minValue', { name, min: Number(issue.minimum) }) };
    case 'too_big':
      if (issue.origin === 'string') {
        return { field, message: formatMessage('max', { name, max: Number(issue.maximum) }) };
      }
      return { field, message: formatMessage('maxValue', { name, max: Number(issue.maximum) }) };
    case 'unrecognized_keys':
      return {
        field: [...path, issue.keys[0] ?? ''].join('.'),
        message: `Unknown field: ${issue.keys.join(', ')}`,
      };
    case 'invalid_value':
      return { field, message: `The selected ${humanName(name)} is invalid` };
    case 'invalid_format':
      // A pattern given with the spec's own message keeps it; zod's defaults read "Invalid ...".
      if (issue.format === 'regex' && issue.message && !issue.message.startsWith('Invalid')) {
        return { field, message: issue.message };
      }
      return { field, message: `The ${humanName(name)} field is invalid` };
    default:
      return { field, message: issue.message || `The ${humanName(name)} field is invalid` };
  }
}
