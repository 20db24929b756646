import multipart from '@fastify/multipart';
import {
  CHECK_QUALITY_MESSAGES,
  checkQualityBodySchema,
  COMPLETED_IMAGE_MAX_BYTES,
  COMPLETED_IMAGES_PER_UPLOAD,
  completedImagesAnswerSchema,
  errorBodySchema,
  idParamsSchema,
  scanAnswerSchema,
  SHIPPING_LABEL_MAX_BYTES,
  SHIPPING_LABEL_MESSAGES,
  shippingLabelAnswerSchema,
  trackingCodeParamsSchema,
} from '@platfox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf, type SignedInAccess } from '../../platform/access';
import { badRequest, errorResponses, HttpError } from '../../platform/errors';
import { attachmentHeader } from '../../platform/files/service';
import type { App, Services } from '../../platform/types';
import type { ActedBy } from '../orders/flow';
import { FloorFileService, type OpenedFile, type Upload } from './floor-files';
import type { ProductionService } from './service';

const tags = ['production'];
const errors = { ...errorResponses, 409: errorBodySchema, 413: errorBodySchema } as const;
const fileContent = z.unknown().describe('The file, named by Content-Disposition');
const imageParams = z.strictObject({ id: z.string().uuid(), imageId: z.string().uuid() });
const imageQuery = z.strictObject({
  size: z.enum(['original', 'thumbnail']).default('original'),
});

const by = (request: FastifyRequest): ActedBy => ({ actor: actorOf(request), ip: request.ip });

function send(
  reply: FastifyReply,
  { file, content }: OpenedFile,
  disposition: 'inline' | 'attachment',
) {
  const named = attachmentHeader(file.name);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header(
      'content-disposition',
      disposition === 'inline' ? named.replace(/^attachment/, 'inline') : named,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

const tooLarge = (message: string) => new HttpError(413, message, { file: message });
const isTooLarge = (error: unknown) =>
  (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE';

/** The one file of a multipart request, refused above `limit` (413). */
async function oneFile(request: FastifyRequest, limit: number, message: string): Promise<Upload> {
  const missing = badRequest(SHIPPING_LABEL_MESSAGES.fileMissing, {
    file: SHIPPING_LABEL_MESSAGES.fileMissing,
  });
  if (!request.isMultipart()) throw missing;
  const part = await request.file({ limits: { fileSize: limit, files: 1, fields: 5 } });
  if (!part) throw missing;
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(message);
    throw error;
  }
}

/** The photos of a multipart request, and its optional qtyIndex field. */
async function photos(
  request: FastifyRequest,
): Promise<{ uploads: Upload[]; qtyIndex: number | null }> {
  if (!request.isMultipart()) throw badRequest(CHECK_QUALITY_MESSAGES.imageMissing);
  const uploads: Upload[] = [];
  let qtyIndex: number | null = null;
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: COMPLETED_IMAGE_MAX_BYTES,
        files: COMPLETED_IMAGES_PER_UPLOAD,
        fields: 5,
      },
    })) {
      if (part.type === 'file') uploads.push({ name: part.filename, bytes: await part.toBuffer() });
      else if (part.fieldname === 'qtyIndex') {
        const value = Number(part.value);
        if (!Number.isInteger(value) || value < 1)
          throw badRequest('The quantity index is invalid');
        qtyIndex = value;
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(CHECK_QUALITY_MESSAGES.imageSize);
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw badRequest(CHECK_QUALITY_MESSAGES.tooManyImages);
    }
    throw error;
  }
  return { uploads, qtyIndex };
}

type Side = { prefix: string; read: SignedInAccess; write: SignedInAccess };
const SIDES: readonly Side[] = [
  { prefix: '/api/printer', read: access.types('PRINTER'), write: access.types('PRINTER') },
  {
    prefix: '/api/admin',
    read: access.rootOrAdmin('ORDER_ITEM_DETAIL_ACCESS'),
    write: access.rootOrAdmin('ORDER_ITEM_DETAIL_UPDATE'),
  },
];

/**
 * Shipping labels (upload, download, preview by tracking code), check quality and the completed
 * product's photos. The printer's paths reach its own items; the admin's any item; the seller's
 * (photos only) the items of its own orders.
 */
export function floorFileRoutes(app: App, services: Services, production: ProductionService): void {
  const floorFiles = new FloorFileService(services.database.db, services.files);

  /** One photo of the completed product, or its thumbnail, inline (printer, admin, seller). */
  async function sendPhoto(
    request: FastifyRequest<{
      Params: z.infer<typeof imageParams>;
      Querystring: z.infer<typeof imageQuery>;
    }>,
    reply: FastifyReply,
  ) {
    const { id, imageId } = request.params;
    const opened =
      request.query.size === 'thumbnail'
        ? await floorFiles.completedThumbnail(by(request), id, imageId)
        : await floorFiles.completedImage(by(request), id, imageId);
    return send(reply, opened, 'inline');
  }

  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    for (const side of SIDES) {
      scope.post(`${side.prefix}/order-items/:id/shipping-label`, {
        config: { access: side.write },
        schema: {
          tags,
          summary: 'Upload the shipping label (PDF, 5 MB) for the tracking code of the item',
          consumes: ['multipart/form-data'],
          params: idParamsSchema,
          response: { 200: shippingLabelAnswerSchema, ...errors },
        },
        handler: async (request) => ({
          status: 200 as const,
          data: await floorFiles.uploadLabel(
            by(request),
            request.params.id,
            await oneFile(request, SHIPPING_LABEL_MAX_BYTES, SHIPPING_LABEL_MESSAGES.fileSize),
          ),
        }),
      });
    }
    scope.post('/api/printer/order-items/:id/completed-images', {
      config: { access: access.types('PRINTER') },
      schema: {
        tags,
        summary: 'Upload photos of the completed product (JPEG, PNG or WebP; 10 at a time)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: completedImagesAnswerSchema, ...errors },
      },
      handler: async (request) => {
        const { uploads, qtyIndex } = await photos(request);
        return {
          status: 200 as const,
          data: await floorFiles.addCompletedImages(
            by(request),
            request.params.id,
            uploads,
            qtyIndex,
          ),
        };
      },
    });
  });

  for (const side of SIDES) {
    app.get(`${side.prefix}/order-items/:id/shipping-label`, {
      config: { access: side.read },
      schema: {
        tags,
        summary: "Download the item's shipping label",
        params: idParamsSchema,
        response: { 200: fileContent, ...errors },
      },
      handler: async (request, reply) =>
        send(reply, await floorFiles.label(by(request), request.params.id), 'attachment'),
    });

    app.get(`${side.prefix}/shipping-labels/:trackingCode`, {
      config: { access: side.read },
      schema: {
        tags,
        summary: 'The label preview: the PDF stored for a tracking code, shown inline',
        params: trackingCodeParamsSchema,
        response: { 200: fileContent, ...errors },
      },
      handler: async (request, reply) =>
        send(
          reply,
          await floorFiles.labelByTrackingCode(by(request), request.params.trackingCode),
          'inline',
        ),
    });

    app.get(`${side.prefix}/order-items/:id/completed-images`, {
      config: { access: side.read },
      schema: {
        tags,
        summary: 'The photos of the completed product kept on the item',
        params: idParamsSchema,
        response: { 200: completedImagesAnswerSchema, ...errors },
      },
      handler: async (request) => ({
        status: 200 as const,
        data: await floorFiles.completedImages(by(request), request.params.id),
      }),
    });

    app.get(`${side.prefix}/order-items/:id/completed-images/:imageId`, {
      config: { access: side.read },
      schema: {
        tags,
        summary: 'One photo of the completed product, or its WebP thumbnail (size=thumbnail)',
        params: imageParams,
        querystring: imageQuery,
        response: { 200: fileContent, ...errors },
      },
      handler: async (request, reply) => sendPhoto(request, reply),
    });
  }

  // The seller's view of its own items' photos (spec 03 "order-completed-images/{id}"): read only.
  app.get('/api/seller/order-completed-images/:id', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'The photos of the completed product of an item of your order',
      params: idParamsSchema,
      response: { 200: completedImagesAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await floorFiles.completedImages(by(request), request.params.id),
    }),
  });

  app.get('/api/seller/order-completed-images/:id/:imageId', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'One photo of the completed product of your item, or its thumbnail',
      params: imageParams,
      querystring: imageQuery,
      response: { 200: fileContent, ...errors },
    },
    handler: async (request, reply) => sendPhoto(request, reply),
  });

  app.post('/api/printer/check-quality', {
    config: { access: access.types('PRINTER') },
    schema: {
      tags,
      summary: 'Check quality of a unit: pass (ready to delivery) or return with a reason',
      body: checkQualityBodySchema,
      response: { 200: scanAnswerSchema, ...errors },
    },
    handler: async (request) => {
      const { result, reason, ...unit } = request.body;
      return {
        status: 200 as const,
        ...(await production.scan(by(request), {
          ...unit,
          action: result === 'PASS' ? 'readyToDelivery' : 'printerReturn',
          description: result === 'PASS' ? (reason ?? 'Quality checked') : reason,
        })),
      };
    },
  });
}
