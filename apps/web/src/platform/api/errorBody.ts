import { errorBodySchema } from '@platfox/domain';

/**
 * An error answer's message and field errors, read with the contract's schema. Its own chunk with
 * zod (issue 16): the client loads it at the first error answer, and the sign-in page prefetches it.
 */
export function readErrorBody(data: unknown): {
  message?: string;
  errors?: Record<string, string>;
} {
  const parsed = errorBodySchema.partial().safeParse(data);
  return parsed.success ? parsed.data : {};
}
