import { catalogEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
import multipart from '@fastify/multipart';
import {
  DESIGN_MESSAGES,
  IMAGE_BUFFER_MESSAGES,
  UPLOAD_SIZE_LIMIT_KB,
  type CatalogImage,
} from '@platfox/domain';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../../platform/access';
import { forbidden, HttpError } from '../../platform/errors';
import type { App } from '../../platform/types';
import { invalidField } from './common';
import { CatalogImageService, type UploadedFile } from './designs';
import { imageOfUrl } from './image-urls';
import type { CatalogImageKind } from './product-tables';
import type { FileRow } from '../../platform/files/tables';

/** The spec's upload size 10240, read as kilobytes (limits.ts). */
export const UPLOAD_MAX_BYTES = UPLOAD_SIZE_LIMIT_KB * 1024;

/** The one file of a multipart request, refused above the size limit. */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) throw invalidField('file', DESIGN_MESSAGES.fileMissing);
  const part = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  if (!part) throw invalidField('file', DESIGN_MESSAGES.fileMissing);
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, DESIGN_MESSAGES.fileSize, { file: DESIGN_MESSAGES.fileSize });
    }
    throw error;
  }
}

/**
 * Image uploads (multipart, one file under any field name) and image downloads. The multipart
 * parser lives in its own scope, so every other route still takes JSON only.
 */
export function designRoutes(app: App, images: CatalogImageService): void {
  const upload = async (request: FastifyRequest, kind: CatalogImageKind, itemId?: string) => {
    // Refused before the file is read: an admin without a catalogue permission uploads nothing.
    if (kind === 'CATALOG' && !CatalogImageService.mayUploadCatalogImages(actorOf(request))) {
      throw forbidden();
    }
    return uploaded(request, kind, itemId);
  };
  const uploaded = async (request: FastifyRequest, kind: CatalogImageKind, itemId?: string) =>
    ok(
      (await images.upload(
        actorOf(request),
        kind,
        await readUpload(request),
        itemId,
      )) satisfies CatalogImage,
    );

  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();

    serve(scope, endpoints.postCatalogImages, (request) => upload(request, 'CATALOG'));

    serve(scope, endpoints.postSellerDesigns, (request) =>
      upload(request, 'DESIGN', request.query.uploadTypeItemId),
    );

    serve(scope, endpoints.postSellerMockups, (request) => upload(request, 'MOCKUP'));
  });

  serve(app, endpoints.getCatalogImagesOne, async (request, reply) =>
    sendImage(reply, await images.open(actorOf(request), request.params.id, request.query.size)),
  );

  // The image buffers of spec 03 (7.3, 7.5): one of our image URLs read from the file store as
  // the caller may see it (another's image is not found); no URL is ever fetched (no SSRF).
  const buffer = async (
    request: FastifyRequest<{ Querystring: { url: string } }>,
    reply: FastifyReply,
  ) => {
    const image = imageOfUrl(request.query.url, request.host);
    if (!image) throw invalidField('url', IMAGE_BUFFER_MESSAGES.notOurs);
    return sendImage(reply, await images.open(actorOf(request), image.id, image.size));
  };
  serve(app, endpoints.getPrinterImageBuffer, buffer);
  serve(app, endpoints.getSellerGetImageBuffer, buffer);
}

function sendImage(reply: FastifyReply, { file, content }: { file: FileRow; content: Readable }) {
  return (
    reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      // An image id never names other content, so the browser may keep it.
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(content)
  );
}
