import {
  actionLogAnswerSchema,
  comingDateBodySchema,
  errorBodySchema,
  idParamsSchema,
  productionItemAnswerSchema,
  scanAnswerSchema,
  scanBodySchema,
  slipLookupAnswerSchema,
  slipLookupQuerySchema,
  unitActionAnswerSchema,
  unitActionBodySchema,
  unitIndexesBodySchema,
  verifyAnswerSchema,
  verifyBodySchema,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import type { ActedBy } from '../orders/flow';
import { ProductionService } from './service';
import { floorFileRoutes } from './floor-file-routes';
import { printerListRoutes } from './printer-list-routes';
import { trackingRoutes } from './tracking-routes';

const tags = ['production'];
const errors = { ...errorResponses, 409: errorBodySchema } as const;
/** The floor is the printer's: it reaches only the items routed to it (others are 404). */
const printer = access.types('PRINTER');

const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/** The printer floor (spec 02 section 4.13, spec 03 sections 4 and 7.5) and tracking codes. */
export function productionRoutes(app: App, services: Services): void {
  const production = new ProductionService(services.database.db, services.live);

  app.get('/api/printer/order-items/:id', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'An item routed to the printer, with its units, tracking codes and menu',
      params: idParamsSchema,
      response: { 200: productionItemAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await production.item(by(request), request.params.id),
    }),
  });

  app.get('/api/printer/order-items/:id/logs', {
    config: { access: printer },
    schema: {
      tags,
      summary: "The item's actions log: unit, action, statuses, staff, time, description",
      params: idParamsSchema,
      response: { 200: actionLogAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await production.log(by(request), request.params.id),
    }),
  });

  app.put('/api/printer/order-items/status', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Printer update order-item status (bulk): every unit of the items that allows it',
      body: unitActionBodySchema,
      response: { 200: unitActionAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      ...(await production.bulk(by(request), request.body)),
    }),
  });

  app.put('/api/printer/order-items/:id/indexes', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Update by quantity indexes: each named unit must allow the action',
      params: idParamsSchema,
      body: unitIndexesBodySchema,
      response: { 200: unitActionAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      ...(await production.indexes(by(request), request.params.id, request.body)),
    }),
  });

  app.put('/api/printer/order-items/:id/coming-stock-date', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Update the coming stock date of awaiting-stock units',
      params: idParamsSchema,
      body: comingDateBodySchema,
      response: { 200: productionItemAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await production.comingDate(by(request), request.params.id, request.body),
    }),
  });

  app.post('/api/printer/scan', {
    config: { access: printer },
    schema: {
      tags,
      summary: "Scan a slip (code and quantity index) and apply the station's action",
      body: scanBodySchema,
      response: { 200: scanAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      ...(await production.scan(by(request), request.body)),
    }),
  });

  app.post('/api/printer/verify', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Verify a unit by code and quantity index; view summary adds the order summary',
      body: verifyBodySchema,
      response: { 200: verifyAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await production.verify(by(request), request.body),
    }),
  });

  app.get('/api/printer/slip-lookup', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Look up a slip value (code and quantity index) without changing the unit',
      querystring: slipLookupQuerySchema,
      response: { 200: slipLookupAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await production.lookUpSlip(by(request), request.query),
    }),
  });

  trackingRoutes(app, services);
  floorFileRoutes(app, services, production);
  printerListRoutes(app, services);
}
