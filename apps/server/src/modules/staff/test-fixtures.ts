import type { Session } from '@platfox/domain';
import { as } from '../../test/fixtures';
import { bearer, createUser, signInWith, type TestContext } from '../../test/harness';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The PIN the owner verification mailed to `email` (the mail's six digits). */
const mailedPin = (ctx: TestContext, email: string) =>
  /\b(\d{6})\b/.exec(ctx.mailer.last(email).text)![1]!;

/**
 * A new printer with staff management on, verified by the mailed PIN: its calls carry the feature
 * token (`call`), and `plain` calls without it.
 */
export async function newOwner(ctx: TestContext) {
  const user = await createUser(ctx, { type: 'PRINTER', isEnabledStaffManagement: true });
  const session = await signInWith(ctx.app, user.email, user.password);
  const plain = as(ctx, session);
  await plain.post('/api/apps/pin-code');
  const verified = await plain.post(`/api/apps/verify-pin-code/${user.id}`, {
    pin: mailedPin(ctx, user.email),
    isGenFeatureToken: true,
  });
  const featureToken = verified.body.data.featureToken as string;
  return {
    id: user.id,
    session,
    plain,
    featureToken,
    call: withFeature(ctx, session, featureToken),
  };
}

/** Calls as the session with the Auth-Feature header. */
export function withFeature(ctx: TestContext, session: Session, featureToken: string) {
  return async (method: Method, url: string, payload?: unknown, remoteAddress?: string) => {
    const response = await ctx.app.inject({
      method,
      url,
      headers: { ...bearer(session), 'auth-feature': featureToken },
      ...(payload === undefined ? {} : { payload: payload as never }),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const type = String(response.headers['content-type'] ?? '');
    return {
      status: response.statusCode,
      body: type.startsWith('application/json') ? response.json() : undefined,
      raw: response,
    };
  };
}
export type OwnerCall = ReturnType<typeof withFeature>;
