import type { registerBodySchema } from '@platfox/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Actor } from '../../platform/actor';
import { isUniqueViolation, type Db } from '../../platform/db';
import type { Mailer } from '../../platform/mail';
import { hashPassword } from '../../platform/secrets';
import type { Live } from '../../platform/live';
import { type AfterCommit, accountHooks } from './hooks';
import { alreadyRegisteredMail, verificationMail } from './mails';
import { findUserRow, findUserRowByEmail, normalizeEmail } from './service';
import { users, type UserRow } from './tables';
import {
  RESEND_COOLDOWN_MS,
  consumeToken,
  findToken,
  issueToken,
  lastIssuedAt,
  tokenRefused,
} from './tokens';

type RegisterBody = z.infer<typeof registerBodySchema>;
type Message = { status: number; message: string };

export const REGISTERED_MESSAGE =
  'Thank you for registering. Please check your e-mail to verify your account.';
export const VERIFICATION_RESENT_MESSAGE =
  'If the link belongs to an account that still waits for verification, a new link has been sent.';

const ok = (message: string): Message => ({ status: 200, message });

/** Seller registration and e-mail verification (spec 01 sections 2.1 and 7). */
export class RegistrationService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
    private readonly live: Live,
  ) {}

  /**
   * Creates an unverified seller and mails the verification link. An address that already has an
   * account gets a notice instead and the caller the same answer, so registration cannot be used
   * to find out which addresses have accounts.
   */
  async register(body: RegisterBody): Promise<Message> {
    const email = normalizeEmail(body.email);
    // Hashed in every case, so the answer takes as long whether or not the address is known.
    const passwordHash = await hashPassword(body.password);
    const existing = await findUserRowByEmail(this.db, email);
    if (existing) {
      await this.noticeExisting(existing);
      return ok(REGISTERED_MESSAGE);
    }
    try {
      const { row, token } = await this.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            type: 'SELLER',
            email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            phone: body.phone || null,
            isVerified: false,
            status: 'OFFLINE',
          })
          .returning();
        if (body.saleCode)
          await accountHooks.registeredWithSaleCode.raise(tx, created!.id, body.saleCode);
        const issued = await issueToken(tx, created!.id, 'email_verification');
        return { row: created!, token: issued.token };
      });
      await this.mailer.send(verificationMail(row, this.verifyLink(token)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent registration with the same address won the race: as if it existed before.
      const winner = await findUserRowByEmail(this.db, email);
      if (winner) await this.noticeExisting(winner);
    }
    return ok(REGISTERED_MESSAGE);
  }

  /** Marks the link's user verified; the link works once. */
  async verifyEmail(token: string): Promise<Message> {
    const afterCommit: AfterCommit[] = [];
    const outcome = await this.db.transaction(async (tx) => {
      const consumed = await consumeToken(tx, 'email_verification', token);
      if ('problem' in consumed) return consumed;
      const [verified] = await tx
        .update(users)
        .set({ isVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, consumed.userId), ne(users.status, 'DELETED')))
        .returning({ id: users.id });
      if (!verified) return { problem: 'invalid' as const };
      await accountHooks.activated.raise(tx, this.live, verified.id, afterCommit);
      return { problem: null };
    });
    if (outcome.problem) throw tokenRefused(outcome.problem, 'verification');
    for (const after of afterCommit) after.push();
    return ok('Your e-mail address has been verified. You can now sign in.');
  }

  /**
   * The expired-link page's resend: a fresh link to the user the old link was for, if that user
   * still waits for verification. The answer is the same in every case.
   */
  async resendForToken(token: string): Promise<Message> {
    const known = await findToken(this.db, 'email_verification', token);
    const user = known ? await findUserRow(this.db, known.userId) : undefined;
    if (user) await this.sendVerification(user);
    return ok(VERIFICATION_RESENT_MESSAGE);
  }

  /** A signed-in unverified user asks for the link again. */
  async resendToSelf(actor: Actor): Promise<Message> {
    const user = await findUserRow(this.db, actor.id);
    if (!user || user.isVerified) return ok('Your e-mail address is already verified.');
    await this.sendVerification(user);
    return ok(`A verification link has been sent to ${user.email}.`);
  }

  private async sendVerification(user: UserRow): Promise<void> {
    if (user.isVerified || user.status === 'DELETED') return;
    const last = await lastIssuedAt(this.db, user.id, 'email_verification');
    if (last && Date.now() - last.getTime() < RESEND_COOLDOWN_MS) return;
    const { token } = await issueToken(this.db, user.id, 'email_verification');
    await this.mailer.send(verificationMail(user, this.verifyLink(token)));
  }

  private async noticeExisting(user: UserRow): Promise<void> {
    if (user.status === 'DELETED') return;
    await this.mailer.send(
      alreadyRegisteredMail(user, {
        login: `${this.config.publicUrl}/login`,
        forgotPassword: `${this.config.publicUrl}/forgot-password`,
      }),
    );
  }

  private verifyLink(token: string): string {
    return `${this.config.publicUrl}/verify-email/${token}`;
  }
}
