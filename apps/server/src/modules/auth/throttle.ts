import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import { loginFailures } from './tables';

/** Failed sign-ins allowed in the window before the account, or the address, must wait. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMinutes: 15 } as const;

/**
 * Counts failures in the database rather than in memory, so the limits hold across server
 * processes and restarts without needing Redis.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  async assertAllowed(email: string, ipAddress: string): Promise<void> {
    const since = new Date(Date.now() - LOGIN_LIMITS.windowMinutes * 60_000);
    const [[byAccount], [byAddress]] = await Promise.all([
      this.db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.email, email), gt(loginFailures.createdAt, since))),
      this.db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.ipAddress, ipAddress), gt(loginFailures.createdAt, since))),
    ]);
    if (
      (byAccount?.n ?? 0) >= LOGIN_LIMITS.perAccount ||
      (byAddress?.n ?? 0) >= LOGIN_LIMITS.perAddress
    ) {
      throw new HttpError(
        429,
        `Too many failed sign-in attempts. Please try again in ${LOGIN_LIMITS.windowMinutes} minutes.`,
      );
    }
  }

  async recordFailure(email: string, ipAddress: string): Promise<void> {
    await this.db.insert(loginFailures).values({ email, ipAddress });
  }

  async clear(email: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.email, email));
  }
}
