import { errorBodySchema, permissionsAnswerSchema, sessionSchema } from '@platfox/domain';
import { access, actorOf } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { findUserById } from './service';

const errors = { 401: errorBodySchema, 403: errorBodySchema };
const meAnswerSchema = sessionSchema.omit({ accessToken: true });

export function accountRoutes(app: App, { database }: Services): void {
  app.get('/api/accounts/permissions', {
    config: { access: access.types('ADMIN', 'SELLER', 'PRINTER', 'WAREHOUSE') },
    schema: {
      tags: ['accounts'],
      summary: "The signed-in user's permission list",
      response: { 200: permissionsAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const user = await findUserById(database.db, actorOf(request).id);
      return { status: 200 as const, data: user?.permissions ?? [] };
    },
  });

  app.get('/api/accounts/me', {
    config: { access: access.anyUser },
    schema: {
      tags: ['accounts'],
      summary: 'The signed-in user with badges and transaction state',
      response: { 200: meAnswerSchema, ...errors, 404: errorBodySchema },
    },
    handler: async (request) => {
      const user = await findUserById(database.db, actorOf(request).id);
      if (!user) throw notFound();
      return { user, badges: [], transaction: { depositIndex: 0 } };
    },
  });
}
