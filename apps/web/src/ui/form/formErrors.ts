import type { z } from 'zod';

/**
 * The rule a field broke, named like the spec's message table (spec 03 section 5); the page words
 * it in the user's language. `invalid` covers anything the table has no word for.
 */
export type ValidationRule =
  'required' | 'email' | 'min' | 'max' | 'phone' | 'password' | 'confirmed' | 'unique' | 'invalid';

export type FieldProblem = { rule: ValidationRule; min?: number; max?: number };
/** Field path ("email", "address.zipcode") to the first rule it broke. */
export type FieldProblems = Record<string, FieldProblem>;

type Issue = z.ZodError['issues'][number];

/** Pattern checks name their rule by the field they guard (the domain uses regexes for both). */
const FORMAT_RULES: Readonly<Record<string, ValidationRule>> = { email: 'email', phone: 'phone' };
/** Refinements likewise: the password rule and the "confirmed fields must match" rule. */
const CUSTOM_RULES: Readonly<Record<string, ValidationRule>> = {
  password: 'password',
  passwordConfirmation: 'confirmed',
};

const lastSegment = (path: string) => path.split('.').at(-1) ?? path;

function problemOf(issue: Issue, field: string): FieldProblem {
  const name = lastSegment(field);
  switch (issue.code) {
    case 'invalid_type':
      return { rule: 'required' };
    case 'too_small':
      if (issue.origin !== 'string') return { rule: 'invalid' };
      return Number(issue.minimum) <= 1
        ? { rule: 'required' }
        : { rule: 'min', min: Number(issue.minimum) };
    case 'too_big':
      return issue.origin === 'string'
        ? { rule: 'max', max: Number(issue.maximum) }
        : { rule: 'invalid' };
    case 'invalid_format':
      return { rule: FORMAT_RULES[name] ?? 'invalid' };
    case 'custom':
      return { rule: CUSTOM_RULES[name] ?? 'invalid' };
    default:
      return { rule: 'invalid' };
  }
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function valueAt(values: unknown, path: string): unknown {
  let current = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * The first problem of each field, from a zod error over the request body. A field listed in
 * `required` and left blank reads "required" whatever rule the schema tripped first (an empty
 * password fails the password rule, but the user needs to hear that it is missing).
 */
export function fieldProblems(
  issues: readonly Issue[],
  values: unknown,
  required: readonly string[] = [],
): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of required) {
    if (isBlank(valueAt(values, field))) problems[field] = { rule: 'required' };
  }
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!field || problems[field]) continue;
    problems[field] = problemOf(issue, field);
  }
  return problems;
}

/**
 * The server's `errors` map ({field: message}) keyed the way the forms key their fields: a leading
 * request part ("body.email") is dropped, nested paths ("address.zipcode") are kept.
 */
export function serverFieldErrors(
  errors: Readonly<Record<string, string>>,
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/^(body|query|params)\./, '');
    if (field && message) picked[field] ??= message;
  }
  return picked;
}
