import { isUniqueViolation } from '../../platform/db';
import { badRequest } from '../../platform/errors';

/** Runs a write whose unique index may refuse it, answering the field's message instead of 409. */
export async function unique<T>(write: Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(message, { [field]: message });
    throw error;
  }
}
