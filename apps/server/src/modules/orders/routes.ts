import {
  approveAllAnswerSchema,
  createOrderBodySchema,
  errorBodySchema,
  idempotencyHeadersSchema,
  idParamsSchema,
  optionalIdempotencyHeadersSchema,
  orderAnswerSchema,
  orderCartSchema,
  placeDraftsAnswerSchema,
  placeDraftsBodySchema,
  placeDraftBodySchema,
  priceEstimateAnswerSchema,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import type { ActedBy } from './flow';
import { OrderService } from './service';

const tags = ['orders'];
const errors = { ...errorResponses, 409: errorBodySchema } as const;
const seller = access.types('SELLER');
/** Sellers reach their own orders; admins are held to ORDER_DETAIL_* in the service. */
const sellerOrStaff = access.types('SELLER', 'ADMIN', 'ROOT');

const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/** The seller's order calls (/s/order/create) and the admin's approve and cancel. */
export function orderRoutes(app: App, { database, live }: Services): void {
  const orders = new OrderService(database.db, live);

  app.post('/api/orders/estimate', {
    config: { access: seller },
    schema: {
      tags,
      summary: "A cart's price with the domain's priceOrder: what placing it would charge",
      body: orderCartSchema,
      response: { 200: priceEstimateAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.estimate(by(request), request.body),
    }),
  });

  app.post('/api/orders', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'Create a draft order, or place it at once (isDraft false, Idempotency-Key)',
      headers: optionalIdempotencyHeadersSchema,
      body: createOrderBodySchema,
      response: { 200: orderAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.create(by(request), request.body, request.headers['idempotency-key']),
    }),
  });

  app.post('/api/orders/approve-all', {
    config: { access: access.rootOrAdmin('ORDER_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Approve every PENDING order, in batches',
      response: { 200: approveAllAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.approveAll(by(request)),
    }),
  });

  app.get('/api/orders/:id', {
    config: { access: sellerOrStaff },
    schema: {
      tags,
      summary: 'An order with its items, timelines and the actions allowed on them',
      params: idParamsSchema,
      response: { 200: orderAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.view(by(request), request.params.id),
    }),
  });

  app.put('/api/orders/:id', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'Edit a draft order (priced again)',
      params: idParamsSchema,
      body: orderCartSchema,
      response: { 200: orderAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.edit(by(request), request.params.id, request.body),
    }),
  });

  app.put('/api/orders', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'Place several drafts (by ids, or every draft of an import); answers each one',
      headers: idempotencyHeadersSchema,
      body: placeDraftsBodySchema,
      response: { 200: placeDraftsAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.placeDrafts(by(request), request.body, request.headers['idempotency-key']),
    }),
  });

  app.post('/api/orders/:id/place', {
    config: { access: seller },
    schema: {
      tags,
      summary:
        "Place a draft: charges the seller's balance (less an optional couponCode) and moves it to PENDING",
      params: idParamsSchema,
      headers: idempotencyHeadersSchema,
      body: placeDraftBodySchema,
      response: { 200: orderAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.place(
        by(request),
        request.params.id,
        request.headers['idempotency-key'],
        request.body?.couponCode,
      ),
    }),
  });

  const cancel = {
    config: { access: sellerOrStaff },
    schema: {
      tags,
      summary: 'Cancel a draft, or the cancellable items of an order (refunded to the balance)',
      params: idParamsSchema,
      response: { 200: orderAnswerSchema, ...errors },
    },
  };
  app.post('/api/orders/:id/cancel', {
    ...cancel,
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.cancel(by(request), request.params.id),
    }),
  });
  app.delete('/api/orders/:id', {
    ...cancel,
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.cancel(by(request), request.params.id),
    }),
  });

  app.post('/api/orders/:id/approve', {
    config: { access: access.rootOrAdmin('ORDER_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: "Approve an order's PENDING items (APPROVED, approvedAt)",
      params: idParamsSchema,
      response: { 200: orderAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await orders.approve(by(request), request.params.id),
    }),
  });
}
