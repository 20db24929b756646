import { shipmentTrackerEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAs } from '../../platform/serve';
import multipart from '@fastify/multipart';
import {
  SHIPMENT_TRACKER_IMAGE_KINDS,
  SHIPMENT_TRACKER_IMAGE_MAX_BYTES,
  SHIPMENT_TRACKER_IMAGES_PER_UPLOAD,
  SHIPMENT_TRACKER_MESSAGES,
  type ShipmentTrackerImageKind,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../platform/access';
import { badRequest, HttpError } from '../../platform/errors';
import { attachmentHeader } from '../../platform/files/service';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import type { Upload } from '../production/index';
import { ShipmentTrackerService } from './service';

/** Admins read the records with the order items' list permission (no stem of their own). */
export const SHIPMENT_TRACKER_PERMISSION = 'ORDER_ITEM_ACCESS';

/** The photos of a multipart request and the kind field (PARCEL unless it says otherwise). */
async function photos(
  request: FastifyRequest,
): Promise<{ uploads: Upload[]; kind: ShipmentTrackerImageKind }> {
  const missing = badRequest(SHIPMENT_TRACKER_MESSAGES.imageMissing, {
    files: SHIPMENT_TRACKER_MESSAGES.imageMissing,
  });
  if (!request.isMultipart()) throw missing;
  const uploads: Upload[] = [];
  let kind: ShipmentTrackerImageKind = 'PARCEL';
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: SHIPMENT_TRACKER_IMAGE_MAX_BYTES,
        files: SHIPMENT_TRACKER_IMAGES_PER_UPLOAD,
        fields: 3,
      },
    })) {
      if (part.type === 'file') uploads.push({ name: part.filename, bytes: await part.toBuffer() });
      else if (part.fieldname === 'kind') {
        const value = String(part.value);
        if (!(SHIPMENT_TRACKER_IMAGE_KINDS as readonly string[]).includes(value)) {
          throw badRequest(SHIPMENT_TRACKER_MESSAGES.kindInvalid, {
            kind: SHIPMENT_TRACKER_MESSAGES.kindInvalid,
          });
        }
        kind = value as ShipmentTrackerImageKind;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, SHIPMENT_TRACKER_MESSAGES.imageSize, {
        files: SHIPMENT_TRACKER_MESSAGES.imageSize,
      });
    }
    if (code === 'FST_FILES_LIMIT') throw badRequest(SHIPMENT_TRACKER_MESSAGES.tooManyImages);
    throw error;
  }
  return { uploads, kind };
}

/**
 * The packing table's shipment tracker (base name shipment-trackers): scan, photos, close the
 * day for the printer; the photos for both sides. The list is the data-list model
 * `shipment-tracker`.
 */
export function shipmentTrackerRoutes(app: App, { database, files }: Services): void {
  const trackers = new ShipmentTrackerService(database.db, files);

  serveAs(app, endpoints.postPrinterShipmentTrackers, (actor, request) =>
    trackers.scan(actor, request.body),
  );

  serveAs(app, endpoints.postPrinterShipmentTrackersCloseDay, (actor, request) =>
    trackers.closeDay(actor, request.body),
  );

  app.register(async (parent) => {
    await parent.register(multipart);
    serve(parent, endpoints.addImages, async (request) => {
      const { uploads, kind } = await photos(request);
      return ok(await trackers.addImages(actorOf(request), request.params.id, kind, uploads));
    });
  });

  for (const image of [endpoints.printerImage, endpoints.adminImage]) {
    serve(app, image, async (request, reply) => {
      const { file, content } = await trackers.image(
        actorOf(request),
        request.params.id,
        request.params.imageId,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('content-disposition', attachmentHeader(file.name).replace(/^attachment/, 'inline'))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(content);
    });
  }
}
