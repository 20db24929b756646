import {
  pathOf,
  accountEndpoints,
  type changePasswordBodySchema,
  type RegisterBody,
  type resetPasswordBodySchema,
  type updateAccountBodySchema,
} from '@platfox/domain';
import type { z } from 'zod';
import { api, call } from '../../platform/api';
import { message } from '../../platform/api/answers';

/**
 * Self-service account calls (spec 03 section 7.1). The guest calls carry no token: a stale token
 * in the browser must not turn a registration into a sign-out.
 */
export const accountsApi = {
  register: (body: RegisterBody) =>
    api.post(pathOf(accountEndpoints.postAccountsRegister), body, { token: null, parse: message }),

  verifyEmail: (token: string) =>
    api.get(pathOf(accountEndpoints.getAccountsVerifyEmailOne, { token }), {
      token: null,
      parse: message,
    }),

  resendVerification: (token: string) =>
    api.post(
      pathOf(accountEndpoints.postAccountsVerifyEmailExpiredToken),
      { token },
      { token: null, parse: message },
    ),

  /** The signed-in unverified user asks for a new verification mail. */
  requestVerificationMail: () =>
    api.get(pathOf(accountEndpoints.getAccountsVerifyEmail), { parse: message }),

  forgotPassword: (email: string) =>
    api.post(
      pathOf(accountEndpoints.postAccountsForgotPassword),
      { email },
      { token: null, parse: message },
    ),

  resetPassword: (body: z.output<typeof resetPasswordBodySchema>) =>
    api.post(pathOf(accountEndpoints.postAccountsResetPassword), body, {
      token: null,
      parse: message,
    }),

  changePassword: (body: z.output<typeof changePasswordBodySchema>) =>
    api.post(pathOf(accountEndpoints.postAccountsChangePassword), body, { parse: message }),

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
