import {
  accountEndpoints,
  type changePasswordBodySchema,
  type RegisterBody,
  type resetPasswordBodySchema,
  type updateAccountBodySchema,
} from '@platfox/domain';
import type { z } from 'zod';
import { call } from '../../platform/api';

/**
 * Self-service account calls (spec 03 section 7.1). The guest calls carry no token: a stale token
 * in the browser must not turn a registration into a sign-out.
 */
export const accountsApi = {
  register: (body: RegisterBody) =>
    call(accountEndpoints.postAccountsRegister, { body }, { token: null }),

  verifyEmail: (token: string) =>
    call(accountEndpoints.getAccountsVerifyEmailOne, { params: { token } }, { token: null }),

  resendVerification: (token: string) =>
    call(
      accountEndpoints.postAccountsVerifyEmailExpiredToken,
      { body: { token } },
      { token: null },
    ),

  /** The signed-in unverified user asks for a new verification mail. */
  requestVerificationMail: () => call(accountEndpoints.getAccountsVerifyEmail),

  forgotPassword: (email: string) =>
    call(accountEndpoints.postAccountsForgotPassword, { body: { email } }, { token: null }),

  resetPassword: (body: z.output<typeof resetPasswordBodySchema>) =>
    call(accountEndpoints.postAccountsResetPassword, { body }, { token: null }),

  changePassword: (body: z.output<typeof changePasswordBodySchema>) =>
    call(accountEndpoints.postAccountsChangePassword, { body }),

  updateAccount: (body: z.output<typeof updateAccountBodySchema>) =>
    call(accountEndpoints.putAccountsUpdate, { body: body }).then((answer) => answer.data),
};

/** What the server says about a token in `errors.token`: 'expired', 'invalid' or anything else. */
export type TokenProblem = 'expired' | 'invalid';

export function tokenProblemOf(errors: Readonly<Record<string, string>>): TokenProblem | null {
  const said = (errors.token ?? errors['params.token'] ?? errors['body.token'] ?? '').toLowerCase();
  if (!said) return null;
  return said.includes('expired') ? 'expired' : 'invalid';
}
