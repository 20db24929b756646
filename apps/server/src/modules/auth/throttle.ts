import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import { loginFailures } from './tables';

/**
 * Sign-in attempts allowed in the window. A stranger must not be able to lock the owner out, so
 * the tight limit is per account *and* address: five wrong passwords from one place make that
 * place wait, while the owner signing in from elsewhere goes on. Guessing stays slow overall: an
 * account takes 50 wrong passwords from all addresses together (ten places guessing at full
 * speed), and one address 20 across all accounts.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 5,
  perAccount: 50,
  perAddress: 20,
  windowMinutes: 15,
} as const;

const TOO_MANY = `Too many failed sign-in attempts. Please try again in ${LOGIN_LIMITS.windowMinutes} minutes.`;

/**
 * Counts attempts in the database rather than in memory, so the limits hold across processes and
 * restarts without Redis. An attempt is written (reserved) before its password is checked, then
 * every reservation in the window is counted, its own included: of the attempts that pass, the
 * last to count sees all the others, so at most the limit's worth of passwords are checked however
 * many arrive at once (a plain check-then-record let 18 to 22 of 30 through). A sign-in that
 * succeeds takes its reservation back.
 */
export class LoginThrottle {
  constructor(private readonly db: Db) {}

  /** Reserves an attempt, or refuses it (429) when a limit is reached; answers its id. */
  async reserve(email: string, ipAddress: string): Promise<string> {
    const [reserved] = await this.db
      .insert(loginFailures)
      .values({ email, ipAddress })
      .returning({ id: loginFailures.id, createdAt: loginFailures.createdAt });
    const since = new Date(reserved!.createdAt.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
    const counted = (where: ReturnType<typeof and>) =>
      this.db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(where, gt(loginFailures.createdAt, since)))
        .then(([row]) => row?.n ?? 0);
    const [pair, account, address] = await Promise.all([
      counted(and(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress))),
      counted(eq(loginFailures.email, email)),
      counted(eq(loginFailures.ipAddress, ipAddress)),
    ]);
    if (
      pair > LOGIN_LIMITS.perAccountAndAddress ||
      account > LOGIN_LIMITS.perAccount ||
      address > LOGIN_LIMITS.perAddress
    ) {
      // A refused attempt is not a guess: it is taken back, so waiting ends the lock.
      await this.release(reserved!.id);
      throw new HttpError(429, TOO_MANY);
    }
    return reserved!.id;
  }

  /** The right password: this attempt's reservation and the place's earlier failures go. */
  async succeeded(email: string, ipAddress: string, reservation: string): Promise<void> {
    await this.release(reservation);
    await this.db
      .delete(loginFailures)
      .where(and(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress)));
  }

  private async release(id: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, id));
  }
}
