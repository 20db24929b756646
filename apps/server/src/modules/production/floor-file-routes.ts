import { floorFileSides, productionEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAnswer } from '../../platform/serve';
import multipart from '@fastify/multipart';
import {
  PRINT_DESIGN_MESSAGES,
  PRINT_DESIGN_UPLOAD_MAX_BYTES,
  PRINT_DESIGN_UPLOAD_MAX_FILES,
  CHECK_QUALITY_MESSAGES,
  COMPLETED_IMAGE_MAX_BYTES,
  COMPLETED_IMAGES_PER_UPLOAD,
  SHIPPING_LABEL_MAX_BYTES,
  SHIPPING_LABEL_MESSAGES,
} from '@platfox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actedBy } from '../../platform/access';
import { badRequest, HttpError } from '../../platform/errors';
import { attachmentHeader } from '../../platform/files/service';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { FloorFileService, type OpenedFile, type Upload } from './floor-files';
import { PrintDesignUploadService } from './print-design-upload';
import type { ProductionService } from './service';

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

/** The design files of a mass upload (every file part; other fields are ignored). */
async function designFiles(request: FastifyRequest): Promise<Upload[]> {
  const missing = badRequest(PRINT_DESIGN_MESSAGES.fileMissing, {
    files: PRINT_DESIGN_MESSAGES.fileMissing,
  });
  if (!request.isMultipart()) throw missing;
  const uploads: Upload[] = [];
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: PRINT_DESIGN_UPLOAD_MAX_BYTES,
        files: PRINT_DESIGN_UPLOAD_MAX_FILES,
        fields: 5,
      },
    })) {
      if (part.type === 'file') uploads.push({ name: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge(PRINT_DESIGN_MESSAGES.fileSize);
    if ((error as { code?: unknown }).code === 'FST_FILES_LIMIT') {
      throw badRequest(PRINT_DESIGN_MESSAGES.tooManyFiles, {
        files: PRINT_DESIGN_MESSAGES.tooManyFiles,
      });
    }
    throw error;
  }
  if (uploads.length === 0) throw missing;
  return uploads;
}

/** The printer's paths (its own items) and the admin's (any item): the same calls. */
const SIDES = [floorFileSides.printer, floorFileSides.admin] as const;

/**
 * Shipping labels (upload, download, preview by tracking code), check quality and the completed
 * product's photos. The printer's paths reach its own items; the admin's any item; the seller's
 * (photos only) the items of its own orders.
 */
export function floorFileRoutes(app: App, services: Services, production: ProductionService): void {
  const floorFiles = new FloorFileService(services.database.db, services.files);
  const printDesignUploads = new PrintDesignUploadService(services.database.db, services.files);

  /** One photo of the completed product, or its thumbnail, inline (printer, admin, seller). */
  async function sendPhoto(
    request: Pick<FastifyRequest, 'actor' | 'ip'> & {
      params: { id: string; imageId: string };
      query: { size: 'original' | 'thumbnail' };
    },
    reply: FastifyReply,
  ) {
    const { id, imageId } = request.params;
    const opened =
      request.query.size === 'thumbnail'
        ? await floorFiles.completedThumbnail(actedBy(request), id, imageId)
        : await floorFiles.completedImage(actedBy(request), id, imageId);
    return send(reply, opened, 'inline');
  }

  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    for (const side of SIDES) {
      serve(scope, side.uploadLabel, async (request) =>
        ok(
          await floorFiles.uploadLabel(
            actedBy(request),
            request.params.id,
            await oneFile(request, SHIPPING_LABEL_MAX_BYTES, SHIPPING_LABEL_MESSAGES.fileSize),
          ),
        ),
      );
    }
    serve(scope, endpoints.postPrinterMassUploadPrintDesigns, async (request) =>
      ok(await printDesignUploads.upload(actedBy(request), await designFiles(request))),
    );
    serve(scope, endpoints.postPrinterOrderItemsCompletedImages, async (request) => {
      const { uploads, qtyIndex } = await photos(request);
      return ok(
        await floorFiles.addCompletedImages(actedBy(request), request.params.id, uploads, qtyIndex),
      );
    });
  });

  for (const side of SIDES) {
    serve(app, side.label, async (request, reply) =>
      send(reply, await floorFiles.label(actedBy(request), request.params.id), 'attachment'),
    );
    serve(app, side.labelByTrackingCode, async (request, reply) =>
      send(
        reply,
        await floorFiles.labelByTrackingCode(actedBy(request), request.params.trackingCode),
        'inline',
      ),
    );
    serveAnswer(app, side.completedImages, (request) =>
      floorFiles.completedImages(actedBy(request), request.params.id),
    );
    serve(app, side.completedImage, (request, reply) => sendPhoto(request, reply));
  }

  // The seller's view of its own items' photos (spec 03 "order-completed-images/{id}"): read only.
  serveAnswer(app, endpoints.getSellerOrderCompletedImagesOne, (request) =>
    floorFiles.completedImages(actedBy(request), request.params.id),
  );

  serve(app, endpoints.getSellerOrderCompletedImagesOneX, async (request, reply) =>
    sendPhoto(request, reply),
  );

  serve(app, endpoints.postPrinterCheckQuality, async (request) => {
    const { result, reason, ...unit } = request.body;
    return {
      status: 200 as const,
      ...(await production.scan(actedBy(request), {
        ...unit,
        action: result === 'PASS' ? 'readyToDelivery' : 'printerReturn',
        description: result === 'PASS' ? (reason ?? 'Quality checked') : reason,
      })),
    };
  });
}
