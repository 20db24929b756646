import type { changePasswordBodySchema, resetPasswordBodySchema } from '@platfox/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../platform/db';
import { badRequest, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashPassword, verifyPassword } from '../../platform/secrets';
import type { Actor } from '../../platform/actor';
import { accountHooks } from './hooks';
import { resetPasswordMail } from './mails';
import { findUserRow, findUserRowByEmail } from './service';
import { users } from './tables';
import {
  RESEND_COOLDOWN_MS,
  consumeToken,
  issueToken,
  lastIssuedAt,
  spendTokens,
  tokenRefused,
} from './tokens';

type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
type Message = { status: number; message: string };

export const RESET_LINK_SENT_MESSAGE =
  'If an account exists for this e-mail address, a link to reset the password has been sent.';
export const WRONG_CURRENT_PASSWORD = 'The current password is incorrect';

/** Forgotten, reset and changed passwords (spec 01 section 7). */
export class PasswordService {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  /** Mails a reset link when the address has an account; the answer is the same either way. */
  async forgotPassword(email: string): Promise<Message> {
    const user = await findUserRowByEmail(this.db, email);
    if (user && user.status !== 'DELETED') {
      const last = await lastIssuedAt(this.db, user.id, 'password_reset');
      if (!last || Date.now() - last.getTime() >= RESEND_COOLDOWN_MS) {
        const { token } = await issueToken(this.db, user.id, 'password_reset');
        const link = `${this.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await this.mailer.send(resetPasswordMail(user, link));
      }
    }
    return { status: 200, message: RESET_LINK_SENT_MESSAGE };
  }

  /**
   * Sets the new password from a mailed link. Every session of the user ends (whoever knew the
   * old password is signed out), and the link proves the address, so the user counts as verified.
   */
  async resetPassword(body: ResetPasswordBody): Promise<Message> {
    const passwordHash = await hashPassword(body.password);
    const outcome = await this.db.transaction(async (tx) => {
      const consumed = await consumeToken(tx, 'password_reset', body.token);
      if ('problem' in consumed) return consumed;
      const [user] = await tx
        .update(users)
        .set({ passwordHash, isVerified: true, updatedAt: new Date() })
        .where(eq(users.id, consumed.userId))
        .returning({ id: users.id, email: users.email });
      if (!user) return { problem: 'invalid' as const };
      await accountHooks.sessionsEnding.raise(tx, user.id, 'password reset');
      await spendTokens(tx, user.id, 'feature');
      await accountHooks.passwordReset.raise(tx, user.email);
      return { problem: null };
    });
    if (outcome.problem) throw tokenRefused(outcome.problem, 'password reset');
    return { status: 200, message: 'Your password has been reset. You can now sign in.' };
  }

  /** Changes the signed-in user's password; their other sessions end, this one goes on. */
  async changePassword(actor: Actor, body: ChangePasswordBody): Promise<Message> {
    const user = await findUserRow(this.db, actor.id);
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    const passwordHash = await hashPassword(body.password);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, actor.id));
      await accountHooks.sessionsEnding.raise(
        tx,
        actor.id,
        'password changed',
        actor.sessionId ?? undefined,
      );
    });
    return { status: 200, message: 'Your password has been changed.' };
  }
}
