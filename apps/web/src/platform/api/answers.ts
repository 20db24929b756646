import { messageAnswerSchema } from '@platfox/domain';
import { z } from 'zod';

/**
 * Readers of the server's answers. Some calls answer the bare entity and some wrap it in
 * {status, data}; a reader accepts both, so a change of envelope on either side is not an outage.
 */
export function entity<T extends z.ZodType>(schema: T) {
  const wrapped = z.object({ data: schema });
  return (answer: unknown): z.output<T> => {
    const bare = schema.safeParse(answer);
    if (bare.success) return bare.data as z.output<T>;
    return (wrapped.parse(answer) as { data: z.output<T> }).data;
  };
}

/** A list answered as an array, {data: [...]} or {items: [...]}. */
export function list<T extends z.ZodType>(schema: T) {
  const items = z.array(schema);
  return (answer: unknown): z.output<T>[] => {
    const bare = items.safeParse(answer);
    if (bare.success) return bare.data as z.output<T>[];
    const envelope = z.object({ data: items }).or(z.object({ items })).parse(answer);
    return ('data' in envelope ? envelope.data : envelope.items) as z.output<T>[];
  };
}

/** {status, message}: the answer of the self-service calls. */
export const message = (answer: unknown) => messageAnswerSchema.parse(answer);

/**
 * An action's answer when only success matters (block, delete, revoke...): its message if it has
 * one. Whatever else the server returns is not checked, so a richer answer is never an error.
 */
export const done = (answer: unknown): { message: string | null } => {
  const parsed = z.object({ message: z.string() }).safeParse(answer);
  return { message: parsed.success ? parsed.data.message : null };
};

/** The `data` of a `{status, data}` answer: what most calls hand their screen. */
export const dataOf = <T>(answer: { data: T }): T => answer.data;
