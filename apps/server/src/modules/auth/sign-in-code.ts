import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { composeMail, type Mailer } from '../../platform/mail';
import { tokenHash } from '../../platform/secrets';
import { TOKEN_LIFETIME_MS, accountsReadModel } from '../accounts/index';
const { accountTokens } = accountsReadModel;

/*
 * The second proof (issue 29, item 11, after OWASP's guidance on credential stuffing): once an
 * account's failed sign-ins from unknown devices pass its limit, a sign-in from an unknown device
 * needs, besides the password, a 6-digit code mailed to the account. The owner is not locked out,
 * and the same mail tells them of the attempts. One code lives 15 minutes and takes 5 guesses;
 * a new one is mailed only when none is live, so attackers cannot flood the owner's inbox.
 */

export const SIGN_IN_CODE_TTL_MS = TOKEN_LIFETIME_MS.sign_in_code;
const MAX_GUESSES = 5;

const hashOf = (userId: string, code: string) => tokenHash(`${userId}:sign-in:${code}`);

export type Attempts = { failures: number; addresses: number };

export class SignInCodes {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
  ) {}

  /** Mails a code and the attempts' count, unless a code mailed earlier is still live. */
  async issue(user: { id: string; email: string; firstName: string }, attempts: Attempts) {
    const now = new Date();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const isIssued = await this.db.transaction(async (tx) => {
      // One live code per account: the lock keeps two parallel attempts from mailing two.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in-code:${user.id}`}))`);
      const [live] = await tx
        .select({ id: accountTokens.id })
        .from(accountTokens)
        .where(this.liveFor(user.id, now));
      if (live) return false;
      await tx.insert(accountTokens).values({
        userId: user.id,
        purpose: 'sign_in_code',
        tokenHash: hashOf(user.id, code),
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
      });
      return true;
    });
    if (!isIssued) return;
    await this.mailer.send(
      composeMail({
        to: user.email,
        name: user.firstName,
        kind: 'ACCOUNT',
        subject: 'Your sign-in code, and failed sign-in attempts on your account',
        paragraphs: [
          `There were ${attempts.failures} failed sign-in attempts on your account from ` +
            `${attempts.addresses} addresses in the last 15 minutes.`,
          `To sign in from a new device now, enter this code with your password: ${code}. ` +
            'It works for 15 minutes.',
          'If the attempts were not yours, someone may be guessing your password: change it ' +
            'from your profile. Devices you signed in from before are not affected.',
        ],
      }),
    );
  }

  /** Whether the code is the account's live one; each guess is counted before it is checked. */
  async isValid(userId: string, code: string): Promise<boolean> {
    const now = new Date();
    const guessed = await this.db
      .update(accountTokens)
      .set({ attempts: sql`${accountTokens.attempts} + 1` })
      .where(this.liveFor(userId, now))
      .returning({ tokenHash: accountTokens.tokenHash, attempts: accountTokens.attempts });
    const match = guessed.find(
      (row) => row.attempts <= MAX_GUESSES && row.tokenHash === hashOf(userId, code),
    );
    if (!match) return false;
    await this.db
      .update(accountTokens)
      .set({ usedAt: now })
      .where(eq(accountTokens.tokenHash, match.tokenHash));
    return true;
  }

  private liveFor(userId: string, now: Date) {
    return and(
      eq(accountTokens.userId, userId),
      eq(accountTokens.purpose, 'sign_in_code'),
      isNull(accountTokens.usedAt),
      gt(accountTokens.expiresAt, now),
    );
  }
}
