import {
  dataAnswer,
  idParamsSchema,
  messageAnswerSchema,
  permissionBatchBodySchema,
  permissionCatalogue,
  permissionCatalogueAnswerSchema,
  permissionsAnswerSchema,
  permissionsForQuerySchema,
  userIdParamsSchema,
  userRoleBodySchema,
  userRoleSchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { RoleService } from './roles';

const errors = errorResponses;
const tags = ['roles'];
const root = access.types('ROOT');
const roleAnswerSchema = dataAnswer(userRoleSchema);

/** User roles and permissions: root only (spec 01 section 6); admins cannot change permissions. */
export function roleRoutes(app: App, { database, live }: Services): void {
  const roles = new RoleService(database.db, live);

  app.post('/api/apps/user-role', {
    config: { access: root },
    schema: {
      tags,
      summary: 'Create a user role: a named set of admin permissions',
      body: userRoleBodySchema,
      response: { 200: roleAnswerSchema, ...errors },
    },
    handler: async (request) => ({ status: 200 as const, data: await roles.create(request.body) }),
  });

  app.get('/api/apps/user-role', {
    config: { access: root },
    schema: {
      tags,
      summary: 'Every user role with how many users hold it',
      response: { 200: dataAnswer(z.array(userRoleSchema)), ...errors },
    },
    handler: async () => ({ status: 200 as const, data: await roles.list() }),
  });

  app.get('/api/apps/user-role/:id', {
    config: { access: root },
    schema: {
      tags,
      summary: 'One user role',
      params: idParamsSchema,
      response: { 200: roleAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await roles.get(request.params.id),
    }),
  });

  app.put('/api/apps/user-role/:id', {
    config: { access: root },
    schema: {
      tags,
      summary: 'Edit a user role; the users holding it get its new permissions',
      params: idParamsSchema,
      body: userRoleBodySchema,
      response: { 200: roleAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await roles.update(request.params.id, request.body),
    }),
  });

  app.delete('/api/apps/user-role/:id', {
    config: { access: root },
    schema: {
      tags,
      summary: 'Delete a user role no user holds',
      params: idParamsSchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => roles.remove(request.params.id),
  });

  app.get('/api/apps/permissions-for', {
    config: { access: root },
    schema: {
      tags,
      summary: 'The permission catalogue of a user type, as permission and actions pairs',
      querystring: permissionsForQuerySchema,
      response: { 200: permissionCatalogueAnswerSchema, ...errors },
    },
    handler: (request) => ({
      status: 200 as const,
      data: permissionCatalogue(request.query.type),
    }),
  });

  app.put('/api/apps/permissions/:userId', {
    config: { access: root },
    schema: {
      tags,
      summary: "Store a batch of a user's permissions: the first batch replaces, later ones add",
      params: userIdParamsSchema,
      body: permissionBatchBodySchema,
      response: { 200: permissionsAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await roles.setPermissions(request.params.userId, request.body),
    }),
  });
}
