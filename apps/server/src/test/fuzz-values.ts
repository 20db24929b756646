import { randomUUID } from 'node:crypto';

/**
 * Values for the API fuzz test, read from the OpenAPI document's JSON schemas: a plausible value
 * for each schema (so a request gets past validation and reaches the database, where a wrong
 * value used to fail), and the wrong values each field is then given one at a time.
 */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/** What each field is given in turn: NUL characters, extremes, wrong types, very long text. */
export const WRONG_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  1e308,
  -1e308,
  -1,
  1.5,
  '',
  'x'.repeat(10_000),
  [],
  {},
  null,
  true,
  '00000000-0000-4000-8000-000000000000',
];

/** What a path or query parameter is given in turn (text only: they travel in the URL). */
export const WRONG_PARAMS: readonly string[] = [
  'x',
  '00000000-0000-4000-8000-000000000000',
  'a\u0000b',
  '-1',
  '1e308',
  '99999999999999999999',
  'x'.repeat(300),
  '../../etc/passwd',
];

const typeOf = (schema: JsonSchema): string | undefined =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A value the schema plausibly accepts. */
export function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length)
    return plausible(options.find((option) => typeOf(option) !== 'null') ?? options[0], depth + 1);
  if (schema.allOf?.length) return plausible(schema.allOf[0], depth + 1);
  switch (typeOf(schema)) {
    case 'string':
      return plausibleText(schema);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1);
    case 'boolean':
      return true;
    case 'array': {
      const item = plausible(schema.items, depth + 1);
      return Array.from({ length: Math.max(1, schema.minItems ?? 0) }, () => item);
    }
    case 'object': {
      const body: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(schema.properties ?? {})) {
        const value = plausible(inner, depth + 1);
        if (value !== undefined) body[name] = value;
      }
      return body;
    }
    default:
      return undefined;
  }
}

function plausibleText(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return randomUUID();
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@example.test`;
    case 'date-time':
      return new Date().toISOString();
    case 'date':
      return new Date().toISOString().slice(0, 10);
    case 'uri':
      return 'https://example.test/image.png';
  }
  const length = Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 8);
  return 'Fuzz1!aB'.padEnd(length, 'x').slice(0, Math.max(length, 1));
}
