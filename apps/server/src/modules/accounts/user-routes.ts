import {
  checkUniqueEmailAnswerSchema,
  checkUniqueEmailQuerySchema,
  createUserBodySchema,
  dataAnswer,
  deleteUserParamsSchema,
  generatedPasswordAnswerSchema,
  idParamsSchema,
  managedUserSchema,
  messageAnswerSchema,
  resetUserPasswordBodySchema,
  updateUserBodySchema,
  userListAnswerSchema,
  userListQuerySchema,
} from '@platfox/domain';
import { access, actorOf } from '../../platform/access';
import { generatePassword } from '../../platform/secrets';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import type { Actor } from '../auth/service';
import { RoleService } from './roles';
import { UserManagementService } from './users';

const errors = errorResponses;
const tags = ['users'];
const userAnswerSchema = dataAnswer(managedUserSchema);

/**
 * User management: root manages every user, an admin with the USER permissions only sellers,
 * printers and warehouse users (spec 01 section 6).
 */
export function userRoutes(app: App, { database, live }: Services): void {
  const users = new UserManagementService(database.db, live, new RoleService(database.db, live));

  // A stopgap until the generic data-list endpoint serves the user list too.
  app.get('/api/users', {
    config: { access: access.rootOrAdmin('USER_ACCESS') },
    schema: {
      tags,
      summary: 'A page of users, filtered by type, status and a search text',
      querystring: userListQuerySchema,
      response: { 200: userListAnswerSchema, ...errors },
    },
    handler: (request) => users.list(actorOf(request), request.query),
  });

  app.get('/api/users/:id', {
    config: { access: access.rootOrAdmin('USER_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: 'One user',
      params: idParamsSchema,
      response: { 200: userAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await users.get(actorOf(request), request.params.id),
    }),
  });

  app.post('/api/accounts/create', {
    config: { access: access.rootOrAdmin('USER_DETAIL_CREATE') },
    schema: {
      tags,
      summary: 'Create a user (root may give an admin a role)',
      body: createUserBodySchema,
      response: { 200: userAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await users.create(actorOf(request), request.body),
    }),
  });

  app.put('/api/users/:id', {
    config: { access: access.rootOrAdmin('USER_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: "Edit a user; a role replaces the user's permissions with its own",
      params: idParamsSchema,
      body: updateUserBodySchema,
      response: { 200: userAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await users.update(actorOf(request), request.params.id, request.body),
    }),
  });

  const action = (
    path: string,
    summary: string,
    run: (actor: Actor, id: string) => Promise<{ status: number; message: string }>,
  ) =>
    app.post(path, {
      config: { access: access.rootOrAdmin('USER_DETAIL_UPDATE') },
      schema: {
        tags,
        summary,
        params: idParamsSchema,
        response: { 200: messageAnswerSchema, ...errors },
      },
      handler: (request) => run(actorOf(request), request.params.id),
    });
  action('/api/accounts/block/:id', 'Block a user (live event user_blocked)', (actor, id) =>
    users.block(actor, id),
  );
  action(
    '/api/accounts/re-activate/:id',
    'Re-activate a blocked or deleted user (live event user_activated)',
    (actor, id) => users.reactivate(actor, id),
  );
  action(
    '/api/accounts/verify-registered-account/:id',
    "Verify a registered user's e-mail address on their behalf",
    (actor, id) => users.verify(actor, id),
  );

  app.delete('/api/accounts/:type/:id', {
    config: { access: access.rootOrAdmin('USER_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Delete a user of the given type; their sessions end',
      params: deleteUserParamsSchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => users.remove(actorOf(request), request.params.type, request.params.id),
  });

  app.get('/api/accounts/check-unique-email', {
    config: { access: access.rootOrAdmin('USER_DETAIL_CREATE') },
    schema: {
      tags,
      summary: 'Whether no account has this e-mail address yet',
      querystring: checkUniqueEmailQuerySchema,
      response: { 200: checkUniqueEmailAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: { isUnique: await users.isEmailUnique(request.query.email) },
    }),
  });

  app.post('/api/accounts/reset-user-password', {
    config: { access: access.rootOrAdmin('USER_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: "Set a user's password; their sessions end",
      body: resetUserPasswordBodySchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => users.resetPassword(actorOf(request), request.body),
  });

  app.get('/api/apps/gen-pass', {
    config: { access: access.types('ROOT', 'ADMIN') },
    schema: {
      tags,
      summary: 'A generated password that satisfies the password rule',
      response: { 200: generatedPasswordAnswerSchema, ...errors },
    },
    handler: () => ({ status: 200 as const, data: { password: generatePassword() } }),
  });
}
