import { z } from 'zod';
import { EMAIL_PATTERN, formatMessage } from '../validation';

/** Default maximum length of a text input (spec 02 section 5.7). */
export const DEFAULT_MAX_LENGTH = 255;

/** E-mail as the spec's pattern defines it, trimmed, at most 255 characters. */
export const emailSchema = z
  .string()
  .trim()
  .max(DEFAULT_MAX_LENGTH)
  .regex(EMAIL_PATTERN, { message: formatMessage('email', { name: 'email' }) });
