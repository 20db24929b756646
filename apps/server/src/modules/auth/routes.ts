import { accountEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';
import { deviceCookieOf, deviceSetCookie } from './device-cookie';

import { actorOf } from '../../platform/access';
import type { App } from '../../platform/types';
import type { Services } from '../../services';

export function authRoutes(app: App, { auth, config }: Services): void {
  const isHttps = config.publicUrl.startsWith('https://');
  serve(app, endpoints.postAuthAuthenticate, async (request, reply) => {
    const { session, deviceCookie } = await auth.authenticate(
      request.body,
      request.ip,
      deviceCookieOf(request.headers.cookie),
    );
    void reply.header('set-cookie', deviceSetCookie(deviceCookie, isHttps));
    return session;
  });

  serve(app, endpoints.postAuthAuthenticated, (request) => auth.userFromToken(request.body.token));

  serve(app, endpoints.getAuthRefreshAuth, (request) => auth.refresh(request.query.token));

  serve(app, endpoints.postLogout, async (request) => {
    const { sessionId } = actorOf(request);
    // A call made with an API key has no session to end; the key is revoked on its own page.
    if (sessionId) await auth.logout(sessionId);
    return { status: 200, message: 'Signed out' };
  });
}
