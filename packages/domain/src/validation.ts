/**
 * E-mail pattern (spec 03 section 5): empty allowed; a local part, an at sign, a domain or a
 * bracketed IPv4 address, with a top-level part of at least two letters.
 */
export const EMAIL_PATTERN =
  /^$|^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/**
 * URL pattern (spec 03 section 5): http or https, optional www, a host of 1 to 256 allowed
 * characters, a top-level part of 1 to 6 characters, then an optional path or query. The scheme
 * is required so a stored link always opens as an absolute address.
 */
export const URL_PATTERN =
  /^https?:\/\/(?:www\.)?[-a-zA-Z0-9@:%._+~#=]{1,256}\.[a-zA-Z0-9]{1,6}\b[-a-zA-Z0-9()@:%_+.~#?&/=]*$/;

/**
 * Order id typed on a packing slip (spec 03 section 5): optional #, letters and digits, then one
 * slash or hyphen and digits, optionally with a decimal part (e.g. "#AB12-345", "AB12/3.5").
 */
export const PACKING_SLIP_ORDER_ID_PATTERN = /^#?[A-Za-z0-9]+[/-]\d+(?:\.\d+)?$/;

/** A colour the packing slip can invert: 3 or 6 hex digits, with or without a leading #. */
export const INVERTIBLE_COLOR_PATTERN = /^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The spec fixes the character classes but not a length; 8 is our choice (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 8;

export const PASSWORD_REQUIREMENTS = [
  'minLength',
  'number',
  'uppercase',
  'lowercase',
  'special',
] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

const PASSWORD_CHECKS: Record<PasswordRequirement, (password: string) => boolean> = {
  minLength: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  number: (password) => /\p{Nd}/u.test(password),
  uppercase: (password) => /\p{Lu}/u.test(password),
  lowercase: (password) => /\p{Ll}/u.test(password),
  // Anything that is neither a letter, a digit nor white space: accented letters stay letters.
  special: (password) => /[^\p{L}\p{N}\s]/u.test(password),
};

/** The requirements a password misses, in PASSWORD_REQUIREMENTS order; empty when it is good. */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  return PASSWORD_REQUIREMENTS.filter((requirement) => !PASSWORD_CHECKS[requirement](password));
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRequirements(password).length === 0;
}

/**
 * Validation messages keyed by rule name (spec 03 section 5). Placeholders: {name} (the field,
 * humanised by formatMessage), {min}, {max}, {length}.
 */
export const MESSAGES = {
  required: 'The {name} field is required',
  between: 'The {name} field must be from {min} to {max}',
  email: 'The {name} must be a valid email address',
  integer: 'The {name} field must be an integer (positive or negative)',
  max: 'The {name} field may not be greater than {max} characters',
  min: 'The {name} field must be at least {min} characters',
  maxValue: 'The {name} field must be {max} or less',
  minValue: 'The {name} field must be {min} or more',
  length: 'The {name} field must be {length} characters',
  digits: 'The {name} field must be {length} digits',
  numeric: 'The {name} field may only contain numeric characters',
  decimal: 'The {name} field must be a decimal number',
  confirmed: 'The {name} field does not match',
  password: `The {name} must be at least ${PASSWORD_MIN_LENGTH} characters and contain a number, an uppercase letter, a lowercase letter and a special character`,
  phone: 'The {name} field must be a valid phone number',
  url: 'The {name} field must be a valid URL',
  unique: 'The {name} already exists',
  selectAtLeastOne: 'Please select at least one {name}',
  fileFormat: 'The {name} has an invalid file format',
  fileSize: 'The uploaded file is too big',
  uploadDesign: 'Please upload at least one design',
} as const;
export type MessageRule = keyof typeof MESSAGES;

export type MessageParams = {
  name?: string;
  min?: number | string;
  max?: number | string;
  length?: number | string;
};

/**
 * A field name as people read it: "firstName" -> "first name", "zip_code" -> "zip code",
 * "address.zipcode" -> "zipcode" (the last segment of a path names the field).
 */
export function humanizeFieldName(name: string): string {
  const last = name.split('.').filter(Boolean).at(-1) ?? name;
  return last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_\-\s]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * The message of a rule with its placeholders filled. A placeholder without a value is left as
 * written so a missing parameter shows up in review instead of reading as an empty gap.
 */
export function formatMessage(rule: MessageRule, params: MessageParams = {}): string {
  const values: Record<string, string | undefined> = {
    name: humanizeFieldName(params.name ?? 'value') || 'value',
    min: params.min?.toString(),
    max: params.max?.toString(),
    length: params.length?.toString(),
  };
  return MESSAGES[rule].replace(/\{(name|min|max|length)\}/g, (whole, key: string) => {
    return values[key] ?? whole;
  });
}
