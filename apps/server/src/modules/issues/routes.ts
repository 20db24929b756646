import multipart from '@fastify/multipart';
import { issueEndpoints as endpoints, UPLOAD_SIZE_LIMIT_KB } from '@platfox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actedBy, actorOf } from '../../platform/access';
import { badRequest, HttpError } from '../../platform/errors';
import { sendFile } from '../../platform/files/routes';
import type { FileService } from '../../platform/files/service';
import { ok, serve, serveAnswer } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { IMAGE_SIDE_TOO_LARGE, imageFormat, isImageTooLarge } from '../catalog/index';
import type { IssueService } from './service';

export const IMAGE_MISSING = 'The photo is required';
export const IMAGE_NOT_IMAGE = 'A photo must be a PNG or JPEG image';
export const IMAGE_TOO_LARGE = `A photo may not be larger than ${UPLOAD_SIZE_LIMIT_KB} KB`;
const MAX_BYTES = UPLOAD_SIZE_LIMIT_KB * 1024;
const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg' } as const;

/**
 * Support issues (issue 19): the three roles' calls, the photo upload (ISSUE_IMAGE: the bytes
 * decide it is a PNG or JPEG of a sane size, like every image upload). The service is built in
 * app.ts, which also registers the auto-close job (jobs.ts).
 */
export function issueRoutes(app: App, services: Services): void {
  const { files, issues: service } = services;
  // The seller, the admin and the printer read an issue and write to it the same way; the
  // service decides what each may see.
  type IssueRequest = Pick<FastifyRequest, 'actor' | 'ip'> & { params: { id: string } };
  const readIssue = async (request: IssueRequest) =>
    ok(await service.get(actorOf(request), request.params.id));
  const writeToIssue = async (
    request: IssueRequest & { body: Parameters<IssueService['write']>[2] },
  ) => ok(await service.write(actedBy(request), request.params.id, request.body));

  serveAnswer(app, endpoints.postSellerOrderItemsReport, (request) =>
    service.report(actedBy(request), request.params.id, request.body),
  );
  serve(app, endpoints.getSellerClaimWindow, async () =>
    ok({ days: await service.claimWindowDays() }),
  );
  serve(app, endpoints.getSellerIssuesOne, readIssue);
  serve(app, endpoints.postSellerIssuesMessages, writeToIssue);
  serve(app, endpoints.getIssuesOne, readIssue);
  serve(app, endpoints.postIssuesMessages, writeToIssue);
  serveAnswer(app, endpoints.putIssuesSorting, (request) =>
    service.sort(actedBy(request), request.params.id, request.body),
  );
  serveAnswer(app, endpoints.putIssuesStatus, (request) =>
    service.move(actedBy(request), request.params.id, request.body.status),
  );
  serveAnswer(app, endpoints.postIssuesResolve, (request) =>
    service.resolve(actedBy(request), request.params.id, request.body),
  );
  serve(app, endpoints.getPrinterIssuesOne, readIssue);
  serve(app, endpoints.postPrinterIssuesMessages, writeToIssue);
  serve(app, endpoints.getIssuesImage, async (request, reply: FastifyReply) =>
    sendFile(
      reply,
      await service.image(actorOf(request), request.params.id, request.params.fileId),
    ),
  );
  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    serveAnswer(scope, endpoints.postIssueImages, (request) => saveImage(files, request));
  });
}

/** The one photo of the request, stored as its uploader's file with the issues' read permission. */
async function saveImage(files: FileService, request: FastifyRequest) {
  if (!request.isMultipart()) throw badRequest(IMAGE_MISSING, { file: IMAGE_MISSING });
  const part = await request.file({ limits: { fileSize: MAX_BYTES, files: 1, fields: 10 } });
  if (!part) throw badRequest(IMAGE_MISSING, { file: IMAGE_MISSING });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMAGE_TOO_LARGE, { file: IMAGE_TOO_LARGE });
    }
    throw error;
  }
  const format = imageFormat(bytes);
  if (!format) throw badRequest(IMAGE_NOT_IMAGE, { file: IMAGE_NOT_IMAGE });
  if (await isImageTooLarge(bytes))
    throw badRequest(IMAGE_SIDE_TOO_LARGE, { file: IMAGE_SIDE_TOO_LARGE });
  const row = await files.save({
    readPermission: 'ORDER_ITEM_DETAIL_ACCESS',
    ownerId: actorOf(request).id,
    folder: 'images',
    type: 'ISSUE_IMAGE',
    name: (part.filename || 'photo').slice(0, 255),
    contentType: CONTENT_TYPES[format],
    body: bytes,
  });
  return { id: row.id, name: row.name };
}
