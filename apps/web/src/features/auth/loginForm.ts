import { EMAIL_PATTERN } from '@platfox/domain';

export type LoginValues = { email: string; password: string; rememberMe: boolean };
export type LoginField = 'email' | 'password';
/** The rule a field broke; the page turns it into a message in the user's language. */
export type LoginRule = 'required' | 'email';
export type LoginFieldErrors = Partial<Record<LoginField, LoginRule>>;

export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password'];

/** Client-side checks before the call: both fields required, the e-mail matching EMAIL_PATTERN. */
export function validateLogin(values: LoginValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'email';
  if (!values.password) errors.password = 'required';
  return errors;
}

/**
 * The server's per-field messages for this form. Field paths may be nested ("body.email"); the
 * last part names the field.
 */
export function serverFieldErrors(
  errors: Readonly<Record<string, string>>,
): Partial<Record<LoginField, string>> {
  const picked: Partial<Record<LoginField, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.').at(-1);
    if (field === 'email' || field === 'password') picked[field] = message;
  }
  return picked;
}
