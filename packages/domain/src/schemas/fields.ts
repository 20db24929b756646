import { z } from 'zod';
import { EMAIL_PATTERN, formatMessage, isStrongPassword } from '../validation';

/** Default maximum length of a text input (spec 02 section 5.7). */
export const DEFAULT_MAX_LENGTH = 255;

/** E-mail as the spec's pattern defines it, trimmed, at most 255 characters. */
export const emailSchema = z
  .string()
  .trim()
  .max(DEFAULT_MAX_LENGTH)
  .regex(EMAIL_PATTERN, { message: formatMessage('email', { name: 'email' }) });

/** A new password: the spec's password rule, at most 128 characters (argon2 input stays bounded). */
export const newPasswordSchema = z
  .string()
  .max(128)
  .refine(isStrongPassword, { message: formatMessage('password', { name: 'password' }) });

/** A person's name part: trimmed, required, at most 255 characters. */
export const nameSchema = z.string().trim().min(1).max(DEFAULT_MAX_LENGTH);

/** An optional phone: digits, spaces and + ( ) - only, 6 to 20 characters. */
export const phoneSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^$|^\+?[0-9 ()-]{6,20}$/, { message: formatMessage('phone', { name: 'phone' }) })
  .nullable()
  .optional();

/** Adds the "confirmed fields must match" rule to an object with password and its confirmation. */
export function withPasswordConfirmation<
  T extends z.ZodType<{ password: string; passwordConfirmation: string }>,
>(schema: T) {
  return schema.refine((value) => value.password === value.passwordConfirmation, {
    message: formatMessage('confirmed', { name: 'password confirmation' }),
    path: ['passwordConfirmation'],
  });
}
