import {
  errorBodySchema,
  pickAllVariantsBodySchema,
  pickAllVariantsCountAnswerSchema,
  pickAllVariantsCountBodySchema,
  printerFindAnswerSchema,
  printerFindQuerySchema,
  printerStatisticAnswerSchema,
  printerStatisticQuerySchema,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import type { ActedBy } from '../orders/flow';
import { PrinterListsService } from './printer-lists';

const tags = ['production'];
const errors = { ...errorResponses, 409: errorBodySchema } as const;
/** The printer's own items only: another printer's are never counted, found nor picked. */
const printer = access.types('PRINTER');
const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

/** Pick all variants, the statistic and find (issue 6, spec 03 section 7.5). */
export function printerListRoutes(app: App, services: Services): void {
  const lists = new PrinterListsService(services.database.db, services.live);

  app.post('/api/printer/order-items/pick-all-variants/count', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'How many to-pick units of the chosen items’ variants pick all variants would pick',
      body: pickAllVariantsCountBodySchema,
      response: { 200: pickAllVariantsCountAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await lists.pickAllVariantsCount(by(request), request.body.ids),
    }),
  });

  app.put('/api/printer/order-items/pick-all-variants', {
    config: { access: printer },
    schema: {
      tags,
      summary: 'Pick all variants: every to-pick unit of the chosen items’ variants',
      body: pickAllVariantsBodySchema,
      response: {
        200: z.object({
          status: z.literal(200),
          message: z.string(),
          data: pickAllVariantsCountAnswerSchema.shape.data,
        }),
        ...errors,
      },
    },
    handler: async (request) => ({
      status: 200 as const,
      ...(await lists.pickAllVariants(by(request), request.body)),
    }),
  });

  app.get('/api/printer/statistic', {
    config: { access: printer },
    schema: {
      tags,
      summary: "The printer's items by status, created within a statistic range",
      querystring: printerStatisticQuerySchema,
      response: { 200: printerStatisticAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await lists.statistic(by(request), request.query),
    }),
  });

  app.get('/api/printer/find', {
    config: { access: printer },
    schema: {
      tags,
      summary: "The printer's items by order id, packing-slip code or tracking code",
      querystring: printerFindQuerySchema,
      response: { 200: printerFindAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await lists.find(by(request), request.query.q),
    }),
  });
}
