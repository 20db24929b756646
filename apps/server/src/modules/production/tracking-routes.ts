import {
  adminTrackingBodySchema,
  bulkTrackingAnswerSchema,
  bulkTrackingBodySchema,
  errorBodySchema,
  idParamsSchema,
  printerTrackingBodySchema,
  productionItemAnswerSchema,
  shippingBodySchema,
  trackingAnswerSchema,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import type { ActedBy } from '../orders/flow';
import { TrackingService } from './tracking';
import { productionItem } from './views';

const tags = ['tracking'];
const errors = { ...errorResponses, 409: errorBodySchema } as const;
const printer = access.types('PRINTER');
const adminRead = access.rootOrAdmin('ORDER_ITEM_DETAIL_ACCESS');
const adminWrite = access.rootOrAdmin('ORDER_ITEM_DETAIL_UPDATE');

const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/**
 * Tracking codes (spec 02 sections 4.7, 4.8, 5.5, 7): the admin's calls carry the item in the
 * path and may set the local tracking number; the printer's carry it in the body and never see it.
 */
export function trackingRoutes(app: App, { database, live }: Services): void {
  const tracking = new TrackingService(database.db, live);

  app.get('/api/admin/order-items/:id/production', {
    config: { access: adminRead },
    schema: {
      tags,
      summary: 'An item with its units and tracking codes, local tracking numbers included',
      params: idParamsSchema,
      response: { 200: productionItemAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await productionItem(database.db, actorOf(request), request.params.id),
    }),
  });

  app.post('/api/admin/order-items/:id/add-tracking-code', {
    config: { access: adminWrite },
    schema: {
      tags,
      summary: 'Add (or with id edit) a tracking code; warnings for numbers of unknown format',
      params: idParamsSchema,
      body: adminTrackingBodySchema,
      response: { 200: trackingAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      ...(await tracking.add(by(request), request.params.id, request.body)),
    }),
  });

  app.put('/api/admin/order-items/:id/shipping', {
    config: { access: adminWrite },
    schema: {
      tags,
      summary: 'Cancel (isDisallowShipping true) or resume shipping',
      params: idParamsSchema,
      body: shippingBodySchema,
      response: { 200: productionItemAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await tracking.setShipping(
        by(request),
        request.params.id,
        request.body.isDisallowShipping,
      ),
    }),
  });

  app.post('/api/printer/add-tracking-code', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Printer add (or with id edit) a tracking code of an item routed to it',
      body: printerTrackingBodySchema,
      response: { 200: trackingAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const { orderItemId, ...body } = request.body;
      return { status: 200 as const, ...(await tracking.add(by(request), orderItemId, body)) };
    },
  });

  app.post('/api/printer/bulk-add-tracking-code', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Add tracking codes to several items at once (all or nothing)',
      body: bulkTrackingBodySchema,
      response: { 200: bulkTrackingAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      ...(await tracking.bulk(by(request), request.body)),
    }),
  });

  app.put('/api/printer/order-items/:id/shipping', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Printer cancel (isDisallowShipping true) or resume shipping',
      params: idParamsSchema,
      body: shippingBodySchema,
      response: { 200: productionItemAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await tracking.setShipping(
        by(request),
        request.params.id,
        request.body.isDisallowShipping,
      ),
    }),
  });
}
