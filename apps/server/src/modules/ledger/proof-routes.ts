import { ledgerEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
import multipart from '@fastify/multipart';
import { UPLOAD_SIZE_LIMIT_KB } from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { actorOf } from '../../platform/access';
import { HttpError, badRequest } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import type { App } from '../../platform/types';
import { IMAGE_SIDE_TOO_LARGE, imageFormat, isImageTooLarge } from '../catalog/index';

export const PROOF_MISSING = 'The proof image is required';
export const PROOF_NOT_IMAGE = 'The proof must be a PNG or JPEG image';
export const PROOF_TOO_LARGE = `The proof image may not be larger than ${UPLOAD_SIZE_LIMIT_KB} KB`;

const MAX_BYTES = UPLOAD_SIZE_LIMIT_KB * 1024;
const CONTENT_TYPES = { png: 'image/png', jpeg: 'image/jpeg' } as const;

/** The one file of the request; the bytes, not the name or the declared type, decide its kind. */
async function readProof(request: FastifyRequest): Promise<{ name: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest(PROOF_MISSING, { file: PROOF_MISSING });
  const part = await request.file({ limits: { fileSize: MAX_BYTES, files: 1, fields: 10 } });
  if (!part) throw badRequest(PROOF_MISSING, { file: PROOF_MISSING });
  try {
    return { name: part.filename || 'proof', bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, PROOF_TOO_LARGE, { file: PROOF_TOO_LARGE });
    }
    throw error;
  }
}

/**
 * POST seller/deposit-proofs: the image a bank-transfer deposit names as its proofFileId, stored
 * as the seller's own file (so only they, admins and root can read it). The multipart parser
 * lives in its own scope, so every other route still takes JSON only.
 */
export function proofRoutes(app: App, files: FileService): void {
  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    serve(scope, endpoints.postSellerDepositProofs, async (request) => {
      const { name, bytes } = await readProof(request);
      const format = imageFormat(bytes);
      if (!format) throw badRequest(PROOF_NOT_IMAGE, { file: PROOF_NOT_IMAGE });
      if (await isImageTooLarge(bytes)) {
        throw badRequest(IMAGE_SIDE_TOO_LARGE, { file: IMAGE_SIDE_TOO_LARGE });
      }
      const row = await files.save({
        readPermission: 'DEPOSIT_DETAIL_ACCESS',
        ownerId: actorOf(request).id,
        folder: 'images',
        name: name.slice(0, 255),
        contentType: CONTENT_TYPES[format],
        body: bytes,
      });
      return ok({ id: row.id, name: row.name });
    });
  });
}
