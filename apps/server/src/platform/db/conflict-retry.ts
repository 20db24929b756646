import { isTransactionConflict } from './error-codes';

/** How many times a transaction is run in all before its conflict is answered as an error. */
const ATTEMPTS = 3;

/**
 * Runs `transaction` (a whole `db.transaction(...)` call) again when PostgreSQL ended it as a
 * deadlock's victim or a serialization failure, after a short random pause so that the two
 * racers do not meet again at once. Only for a transaction whose callback has no effect outside
 * the database (it returns what it made; no event, mail or outer array before the commit): the
 * floor's scans and the order placement, where two stations or two tabs meet on the same rows.
 */
export async function retryingConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransactionConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * attempt));
    }
  }
}
