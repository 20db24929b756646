import { formatMessage } from '@platfox/domain';
import { isForeignKeyViolation, isUniqueViolation } from '../../platform/db';
import { HttpError, badRequest } from '../../platform/errors';

/** Instants go out as ISO text. */
/** Dates as every answer writes them: the domain's one serialiser. */
export { serialiseDate as iso } from '@platfox/domain';

/** A unique name taken: 409, with the field named, worded by the spec's "unique" message. */
export function conflict(field: string): HttpError {
  const message = formatMessage('unique', { name: field });
  return new HttpError(409, message, { [field]: message });
}

/**
 * Turns a unique violation of the write into a 409 on `field` and a foreign key violation into a
 * 400 saying the row is in use; anything else is rethrown.
 */
export function refuseTakenOrInUse(field: string, inUse: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(field);
    if (isStillReferenced(error)) throw badRequest(inUse);
    throw error;
  };
}

/**
 * A delete refused because a row still points at the deleted one: 23503 for a plain foreign key,
 * 23001 (restrict_violation) for one declared ON DELETE RESTRICT.
 */
export function isStillReferenced(error: unknown): boolean {
  if (isForeignKeyViolation(error)) return true;
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23001') return true;
  }
  return false;
}

/** The name of the constraint a failed write violated, on either driver (Drizzle wraps it). */
export function violatedConstraint(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const constraint = (cause as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}

/**
 * Like refuseTakenOrInUse, for tables with several unique columns: the violated index names the
 * field (`{ product_types_short_sku_unique: 'shortSku' }`); unknown ones fall back to `field`.
 */
export function refuseTakenByIndex(fields: Record<string, string>, field: string, inUse: string) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) {
      throw conflict(fields[violatedConstraint(error) ?? ''] ?? field);
    }
    return refuseTakenOrInUse(field, inUse)(error);
  };
}

/** A 400 naming one field: the message and the errors map carry the same text. */
export function invalidField(field: string, message: string): HttpError {
  return badRequest(message, { [field]: message });
}

/** The first of several per-field messages leads; all are returned. */
export function invalidFields(errors: Record<string, string>): HttpError | undefined {
  const [first] = Object.values(errors);
  return first === undefined ? undefined : badRequest(first, errors);
}

export type Message = { status: number; message: string };

/**
 * Awaits queries one after another, like Promise.all in order. Drizzle queries run when awaited,
 * and a transaction's connection takes one query at a time (node-postgres queues and warns).
 */
export async function sequentially<T extends readonly unknown[]>(queries: {
  readonly [K in keyof T]: PromiseLike<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as readonly PromiseLike<unknown>[]) results.push(await query);
  return results as unknown as T;
}
