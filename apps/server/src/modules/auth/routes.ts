import {
  authenticateBodySchema,
  authenticatedBodySchema,
  errorBodySchema,
  messageAnswerSchema,
  refreshAnswerSchema,
  refreshQuerySchema,
  sessionSchema,
  userSchema,
} from '@platfox/domain';
import { access, actorOf, evenUnverified } from '../../platform/access';
import type { App, Services } from '../../platform/types';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

export function authRoutes(app: App, { auth }: Services): void {
  app.post('/api/auth/authenticate', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with e-mail and password',
      body: authenticateBodySchema,
      response: { 200: sessionSchema, ...errors, 429: errorBodySchema },
    },
    handler: (request) => auth.authenticate(request.body, request.ip),
  });

  app.post('/api/auth/authenticated', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      summary: 'The user behind an access token',
      body: authenticatedBodySchema,
      response: { 200: userSchema, ...errors },
    },
    handler: (request) => auth.userFromToken(request.body.token),
  });

  app.get('/api/auth/refresh-auth', {
    config: { access: access.public },
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh token and get a new access token',
      querystring: refreshQuerySchema,
      response: { 200: refreshAnswerSchema, ...errors },
    },
    handler: (request) => auth.refresh(request.query.token),
  });

  app.post('/api/logout', {
    config: { access: evenUnverified(access.anyUser) },
    schema: {
      tags: ['auth'],
      summary: 'End this session',
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const { sessionId } = actorOf(request);
      // A call made with an API key has no session to end; the key is revoked on its own page.
      if (sessionId) await auth.logout(sessionId);
      return { status: 200, message: 'Signed out' };
    },
  });
}
