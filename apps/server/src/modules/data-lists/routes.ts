import {
  dataListAnswerSchema,
  dataListQuerySchema,
  deleteRowsAnswerSchema,
  deleteRowsBodySchema,
  filterOptionsAnswerSchema,
  filterOptionsQuerySchema,
  saveFilterAnswerSchema,
  saveFilterBodySchema,
  savedFilterModelParamsSchema,
  savedFiltersAnswerSchema,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { listWatchPolicy } from './live';
import { listRegistry } from './models';
import { SavedFilterService } from './saved-filters';
import { DataListService, type CallContext } from './service';

const errors = errorResponses;
const tags = ['data-lists'];

/**
 * The one data-list endpoint and its helpers. Every signed-in user may call them; which models an
 * actor may list, and which of their rows, each model declares and the service checks.
 */
export function dataListRoutes(app: App, { database, ownerVerification, live }: Services): void {
  live.setListWatchPolicy(listWatchPolicy(listRegistry));
  const lists = new DataListService(database.db, listRegistry, live);
  const saved = new SavedFilterService(database.db, listRegistry);
  const callOf = (request: FastifyRequest): CallContext => {
    const header = request.headers['auth-feature'];
    const featureToken = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;
    return {
      featureToken,
      isFeatureTokenValid: (userId, token) => ownerVerification.isFeatureTokenValid(userId, token),
    };
  };

  app.post('/api/data-lists', {
    config: { access: access.anyUser },
    schema: {
      tags,
      summary: "A page of a list model's rows: filters, sorting, paging and the exact total",
      body: dataListQuerySchema,
      response: { 200: dataListAnswerSchema, ...errors },
    },
    handler: (request) => lists.list(actorOf(request), request.body, callOf(request)),
  });

  app.post('/api/data-lists/filter-options', {
    config: { access: access.anyUser },
    schema: {
      tags,
      summary: 'Options of an autocomplete or array filter, within what the caller may see',
      body: filterOptionsQuerySchema,
      response: { 200: filterOptionsAnswerSchema, ...errors },
    },
    handler: (request) => lists.options(actorOf(request), request.body, callOf(request)),
  });

  app.post('/api/data-lists/delete', {
    config: { access: access.anyUser },
    schema: {
      tags,
      summary: 'Delete several rows of a list; answers how many went and why others did not',
      body: deleteRowsBodySchema,
      response: { 200: deleteRowsAnswerSchema, ...errors },
    },
    handler: (request) => lists.deleteRows(actorOf(request), request.body, callOf(request)),
  });

  app.get('/api/data-lists/saved-filters/:model', {
    config: { access: access.anyUser },
    schema: {
      tags,
      summary: "The caller's saved filters of a list",
      params: savedFilterModelParamsSchema,
      response: { 200: savedFiltersAnswerSchema, ...errors },
    },
    handler: (request) => saved.list(actorOf(request), request.params.model),
  });

  app.post('/api/data-lists/saved-filters', {
    config: { access: access.anyUser },
    schema: {
      tags,
      summary: 'Create, update (rename or replace) or delete a saved filter',
      body: saveFilterBodySchema,
      response: { 200: saveFilterAnswerSchema, ...errors },
    },
    handler: (request) => saved.save(actorOf(request), request.body),
  });
}
