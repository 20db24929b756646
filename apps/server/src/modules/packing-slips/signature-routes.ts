import { packingSlipEndpoints as endpoints, signatureSides } from '@platfox/domain';
import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import multipart from '@fastify/multipart';
import { SIGNATURE_MAX_BYTES, SIGNATURE_MESSAGES } from '@platfox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access';
import { badRequest, HttpError } from '../../platform/errors';
import { attachmentHeader } from '../../platform/files/service';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { SignatureService, type SignatureUpload } from './signature-service';
import { readSlipSettings, searchCreators, writeSlipSettings } from './signature-settings';

/** The one picture of a multipart request, refused above the size limit (413). */
async function onePicture(
  request: Pick<FastifyRequest, 'isMultipart' | 'file'>,
): Promise<SignatureUpload> {
  const missing = badRequest(SIGNATURE_MESSAGES.fileMissing, {
    file: SIGNATURE_MESSAGES.fileMissing,
  });
  if (!request.isMultipart()) throw missing;
  const part = await request.file({
    limits: { fileSize: SIGNATURE_MAX_BYTES, files: 1, fields: 5 },
  });
  if (!part) throw missing;
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, SIGNATURE_MESSAGES.fileSize, { file: SIGNATURE_MESSAGES.fileSize });
    }
    throw error;
  }
}

function sendImage(reply: FastifyReply, opened: Awaited<ReturnType<SignatureService['image']>>) {
  return reply
    .header('content-type', opened.file.contentType)
    .header('content-length', opened.file.size)
    .header(
      'content-disposition',
      attachmentHeader(opened.file.name).replace(/^attachment/, 'inline'),
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(opened.content);
}

/**
 * Whose signature a path is about: the seller's own paths read the caller's id (another seller's
 * is never addressable); the admin's name the seller in the path.
 */
type Side = {
  endpoints: (typeof signatureSides)[keyof typeof signatureSides];
  sellerOf: (request: Pick<FastifyRequest, 'actor'> & { params: unknown }) => string;
};
const SIDES: readonly Side[] = [
  { endpoints: signatureSides.seller, sellerOf: (request) => actorOf(request).id },
  {
    endpoints: signatureSides.admin,
    sellerOf: (request) => (request.params as { sellerId: string }).sellerId,
  },
];
/**
 * Packing-slip signatures (seller's own, admin's for any seller) and the admin's slip settings
 * (page size, designated creators).
 */
export function signatureRoutes(app: App, services: Services): void {
  const signatures = new SignatureService(services.database.db, services.files);
  const db = services.database.db;

  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    for (const side of SIDES) {
      serve(scope, side.endpoints.upload, async (request) =>
        ok(
          await signatures.set(actorOf(request), side.sellerOf(request), await onePicture(request)),
        ),
      );
    }
  });

  for (const side of SIDES) {
    serveAnswer(app, side.endpoints.current, (request) =>
      signatures.current(side.sellerOf(request)),
    );
    serve(app, side.endpoints.image, async (request, reply) =>
      sendImage(reply, await signatures.image(side.sellerOf(request))),
    );
    serve(app, side.endpoints.remove, async (request) => {
      await signatures.remove(side.sellerOf(request));
      return { status: 200 as const };
    });
  }

  serve(app, endpoints.getAdminPackingSlipSettings, async () =>
    ok(await readSlipSettings(db, services.settings)),
  );

  // Sellers by e-mail or name: the designated-creator choices, and whom an admin sets a
  // signature for. Each screen's own permission, so neither needs the users list's.
  for (const choices of [endpoints.slipCreatorChoices, endpoints.signatureSellerChoices]) {
    serveAnswer(app, choices, (request) => searchCreators(db, request.query.search));
  }

  serveAs(app, endpoints.putAdminPackingSlipSettings, (actor, request) =>
    writeSlipSettings(db, services.settings, request.body, actor.id),
  );
}
