import {
  addressCheckAnswerSchema,
  addressReminderAnswerSchema,
  afterSaleItemParamsSchema,
  afterSaleRequestAnswerSchema,
  afterSaleRequestBodySchema,
  afterSaleReviewBodySchema,
  errorBodySchema,
  idParamsSchema,
  orderAnswerSchema,
  overDueDaysAnswerSchema,
  overDueDaysSchema,
  pendingTasksAnswerSchema,
  type Permission,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { OrderAddressService } from './address-service';
import type { ReviewAction } from './after-sale';
import { AfterSaleService } from './after-sale-service';
import type { ActedBy } from './flow';

const tags = ['after-sale'];
const errors = { ...errorResponses, 409: errorBodySchema } as const;
const sellerOrStaff = access.types('SELLER', 'ADMIN', 'ROOT');

/** The note is optional, and so is the body: an answer without one is sent with no body. */
const reviewBody = z.preprocess((value) => value ?? {}, afterSaleReviewBodySchema);

const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/** The admin's answers (spec 03 section 7.4), each held to its queue's update permission. */
const REVIEWS: { path: string; action: ReviewAction; permission: Permission; summary: string }[] = [
  {
    path: 'approve-refund',
    action: 'approveRefund',
    permission: 'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    summary: "Approve the item's refund request: the amount goes back to the seller's balance",
  },
  {
    path: 'refuse-to-refund',
    action: 'refuseRefund',
    permission: 'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    summary: 'Refuse the refund request: the item gets its previous status back',
  },
  {
    path: 'cancel-and-refund-to-seller',
    action: 'cancelAndRefund',
    permission: 'ORDER_ITEM_REFUND_DETAIL_UPDATE',
    summary: 'Close any waiting request by refunding what is left of the item (REFUNDED)',
  },
  {
    path: 'resend',
    action: 'resend',
    permission: 'ORDER_ITEM_RESEND_DETAIL_UPDATE',
    summary: 'Approve the resend request: a new order for the seller at no charge',
  },
  {
    path: 'refuse-to-resend',
    action: 'refuseResend',
    permission: 'ORDER_ITEM_RESEND_DETAIL_UPDATE',
    summary: 'Refuse the resend request: the item gets its previous status back',
  },
  {
    path: 'approve-return',
    action: 'approveReturn',
    permission: 'ORDER_ITEM_RETURN_DETAIL_UPDATE',
    summary: 'Approve the return request (RETURNED)',
  },
  {
    path: 'refuse-to-return',
    action: 'refuseReturn',
    permission: 'ORDER_ITEM_RETURN_DETAIL_UPDATE',
    summary: 'Refuse the return request: the item gets its previous status back',
  },
];

/** After-sale requests and answers, complete / reset, address checks, overdue days, counters. */
export function afterSaleRoutes(app: App, { database, live }: Services): void {
  const afterSale = new AfterSaleService(database.db, live);
  const addresses = new OrderAddressService(database.db, live);

  app.post('/api/order-items/:id/requests', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'Ask for a refund (full, custom amount or percent), a resend or a return',
      params: afterSaleItemParamsSchema,
      body: afterSaleRequestBodySchema,
      response: { 200: afterSaleRequestAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await afterSale.request(by(request), request.params.id, request.body),
    }),
  });

  for (const review of REVIEWS) {
    app.post(`/api/order-items/:id/${review.path}`, {
      config: { access: access.rootOrAdmin(review.permission) },
      schema: {
        tags,
        summary: review.summary,
        params: afterSaleItemParamsSchema,
        body: reviewBody,
        response: { 200: afterSaleRequestAnswerSchema, ...errors },
      },
      handler: async (request) => ({
        status: 200 as const,
        data: await afterSale.review(
          by(request),
          request.params.id,
          review.action,
          request.body.note,
        ),
      }),
    });
  }

  for (const action of ['complete', 'reset'] as const) {
    app.post(`/api/order-items/:id/${action}`, {
      config: { access: access.rootOrAdmin('ORDER_ITEM_DETAIL_UPDATE') },
      schema: {
        tags,
        summary:
          action === 'complete'
            ? 'Complete a delivered item (COMPLETED, finishAt)'
            : 'Send an item back to the start of production (APPROVED), dropping its progress',
        params: afterSaleItemParamsSchema,
        response: { 200: orderAnswerSchema, ...errors },
      },
      handler: async (request) => ({
        status: 200 as const,
        data: await afterSale.floor(by(request), request.params.id, action),
      }),
    });
  }

  app.get('/api/pending-tasks', {
    config: { access: access.types('ADMIN', 'ROOT') },
    schema: {
      tags,
      summary: "The admin menu's pending-task counters (0 where the list is not allowed)",
      response: { 200: pendingTasksAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await afterSale.pendingTasks(by(request)),
    }),
  });

  app.get('/api/order-items/over-due-days', {
    config: { access: access.rootOrAdmin('ORDER_ITEM_DUE_DATE_ACCESS') },
    schema: {
      tags,
      summary: 'Days after which an item in production or shipping is overdue',
      response: { 200: overDueDaysAnswerSchema, ...errors },
    },
    handler: async () => ({ status: 200 as const, data: { days: await afterSale.overDueDays() } }),
  });

  app.put('/api/order-items/over-due-days', {
    config: { access: access.rootOrAdmin('ORDER_ITEM_DUE_DATE_ACCESS') },
    schema: {
      tags,
      summary: 'Change the overdue days (needs ORDER_ITEM_DUE_DATE_DETAIL_UPDATE)',
      body: overDueDaysSchema,
      response: { 200: overDueDaysAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: { days: await afterSale.setOverDueDays(by(request), request.body.days) },
    }),
  });

  const addressCall = (summary: string) => ({
    tags,
    summary,
    params: idParamsSchema,
    response: { 200: addressCheckAnswerSchema, ...errors },
  });
  app.get('/api/orders/:id/address-check', {
    config: { access: sellerOrStaff },
    schema: addressCall("The order's last address check with a suggested spelling"),
    handler: async (request) => ({
      status: 200 as const,
      data: await addresses.read(by(request), request.params.id),
    }),
  });
  app.post('/api/orders/:id/validate-address', {
    config: { access: sellerOrStaff },
    schema: addressCall("Check the order's address by the domain's rules now"),
    handler: async (request) => ({
      status: 200 as const,
      data: await addresses.validate(by(request), request.params.id),
    }),
  });
  app.post('/api/orders/:id/suggest-address', {
    config: { access: sellerOrStaff },
    schema: addressCall('Apply the suggested spelling to the address and check it again'),
    handler: async (request) => ({
      status: 200 as const,
      data: await addresses.applySuggestion(by(request), request.params.id),
    }),
  });
  app.post('/api/orders/:id/confirm-valid-address', {
    config: { access: access.rootOrAdmin('ORDER_DETAIL_UPDATE') },
    schema: addressCall('Confirm the address as written: it leaves the invalid-address reminder'),
    handler: async (request) => ({
      status: 200 as const,
      data: await addresses.confirm(by(request), request.params.id),
    }),
  });
  app.get('/api/seller/address-reminder', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: "How many of the seller's orders have an invalid, unconfirmed address",
      response: { 200: addressReminderAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: { count: await addresses.reminderCount(by(request)) },
    }),
  });
}
