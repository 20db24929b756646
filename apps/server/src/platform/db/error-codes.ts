/** Whether a failed query carries a PostgreSQL error code, on either driver (Drizzle wraps it). */
function hasErrorCode(error: unknown, codes: readonly string[]): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}

/** A unique constraint refused the write (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasErrorCode(error, ['23505']);
/** A foreign key refused the write or delete (23503). */
export const isForeignKeyViolation = (error: unknown): boolean => hasErrorCode(error, ['23503']);
/**
 * The transaction lost a race with another one, deadlock_detected (40P01) or
 * serialization_failure (40001), and was rolled back whole: running it again is safe, and is what
 * PostgreSQL's documentation asks of the application (conflict-retry.ts).
 */
export const isTransactionConflict = (error: unknown): boolean =>
  hasErrorCode(error, ['40P01', '40001']);
