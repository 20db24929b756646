import { and, count, countDistinct, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { HttpError } from '../../platform/errors';
import { loginFailures } from './tables';

/**
 * Sign-in attempts allowed in the window. A stranger must not be able to lock the owner out, so
 * the tight limit is per account *and* address: five wrong passwords from one place make that
 * place wait, while the owner signing in from elsewhere goes on. A device the account signed in
 * from before (device-cookie.ts) has its own five, and its attempts count nowhere else. Guessing
 * from unknown devices stays slow overall: one address gets 20 across all accounts, and past 50
 * on one account (the 11 addresses x 5) a sign-in from an unknown device needs a code
 * mailed to the owner besides the password (sign-in-code.ts): a second proof, not a lockout.
 */
export const LOGIN_LIMITS = {
  perAccountAndAddress: 5,
  perDevice: 5,
  perAccount: 50,
  perAddress: 20,
  windowMinutes: 15,
} as const;

export type Reservation = {
  id: string;
  /** Past the account's limit: the attempt needs the mailed code. */
  needsCode: boolean;
  /** The unknown devices' failures on the account, and from how many addresses. */
  failures: number;
  addresses: number;
};

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

  /**
   * Reserves an attempt, or refuses it (429) when its device's or address's limit is reached.
   * `deviceId` is a known device's (a verified device cookie for this e-mail), else null.
   */
  async reserve(email: string, ipAddress: string, deviceId: string | null): Promise<Reservation> {
    const [reserved] = await this.db
      .insert(loginFailures)
      .values({ email, ipAddress, deviceId })
      .returning({ id: loginFailures.id, createdAt: loginFailures.createdAt });
    const since = new Date(reserved!.createdAt.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
    const counted = (where: ReturnType<typeof and>) =>
      this.db
        .select({ n: count(), addresses: countDistinct(loginFailures.ipAddress) })
        .from(loginFailures)
        .where(and(where, gt(loginFailures.createdAt, since)))
        .then(([row]) => ({ n: row?.n ?? 0, addresses: row?.addresses ?? 0 }));
    const unknownDevice = isNull(loginFailures.deviceId);
    const refuse = async () => {
      // A refused attempt is not a guess: it is taken back, so waiting ends the lock.
      await this.release(reserved!.id);
      throw new HttpError(429, TOO_MANY);
    };
    if (deviceId) {
      const device = await counted(
        and(eq(loginFailures.email, email), eq(loginFailures.deviceId, deviceId)),
      );
      if (device.n > LOGIN_LIMITS.perDevice) await refuse();
      return { id: reserved!.id, needsCode: false, failures: 0, addresses: 0 };
    }
    const [pair, account, address] = await Promise.all([
      counted(
        and(eq(loginFailures.email, email), eq(loginFailures.ipAddress, ipAddress), unknownDevice),
      ),
      // Without this attempt: the owner's mail tells of the attempts that were checked.
      counted(
        and(eq(loginFailures.email, email), unknownDevice, ne(loginFailures.id, reserved!.id)),
      ),
      counted(and(eq(loginFailures.ipAddress, ipAddress), unknownDevice)),
    ]);
    if (pair.n > LOGIN_LIMITS.perAccountAndAddress || address.n > LOGIN_LIMITS.perAddress) {
      await refuse();
    }
    return {
      id: reserved!.id,
      needsCode: account.n + 1 > LOGIN_LIMITS.perAccount,
      failures: account.n,
      addresses: account.addresses,
    };
  }

  /** The right password: this attempt's reservation and the place's earlier failures go. */
  async succeeded(
    email: string,
    ipAddress: string,
    reservation: string,
    deviceId: string | null,
  ): Promise<void> {
    await this.release(reservation);
    await this.db
      .delete(loginFailures)
      .where(
        and(
          eq(loginFailures.email, email),
          deviceId ? eq(loginFailures.deviceId, deviceId) : eq(loginFailures.ipAddress, ipAddress),
        ),
      );
  }

  /** Takes an attempt back: it was refused before any password was checked. */
  async release(id: string): Promise<void> {
    await this.db.delete(loginFailures).where(eq(loginFailures.id, id));
  }
}

/** A password reset by the owner's mailed link: the failed sign-ins counted against the e-mail go. */
export async function forgetLoginFailures(tx: DbTx, email: string): Promise<void> {
  await tx.delete(loginFailures).where(eq(loginFailures.email, email));
}
