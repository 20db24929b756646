import multipart from '@fastify/multipart';
import {
  errorBodySchema,
  packingSlipCreatorsAnswerSchema,
  packingSlipCreatorSearchSchema,
  packingSlipSettingsAnswerSchema,
  packingSlipSettingsSchema,
  packingSlipSignatureAnswerSchema,
  sellerIdParamsSchema,
  SIGNATURE_MAX_BYTES,
  SIGNATURE_MESSAGES,
} from '@platfox/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf, type SignedInAccess } from '../../platform/access';
import { badRequest, errorResponses, HttpError } from '../../platform/errors';
import { attachmentHeader } from '../../platform/files/service';
import type { App, Services } from '../../platform/types';
import { SignatureService, type SignatureUpload } from './signature-service';
import { readSlipSettings, searchCreators, writeSlipSettings } from './signature-settings';

const tags = ['packing-slips'];
const errors = { ...errorResponses, 413: errorBodySchema } as const;
const imageContent = z.unknown().describe('The signature picture (PNG or JPEG)');
const done = z.object({ status: z.literal(200) });

/** The one picture of a multipart request, refused above the size limit (413). */
async function onePicture(request: FastifyRequest): Promise<SignatureUpload> {
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
  prefix: string;
  read: SignedInAccess;
  write: SignedInAccess;
  params?: typeof sellerIdParamsSchema;
  sellerOf: (request: FastifyRequest) => string;
};
const SIDES: readonly Side[] = [
  {
    prefix: '/api/seller/packing-slip-signature',
    read: access.types('SELLER'),
    write: access.types('SELLER'),
    sellerOf: (request) => actorOf(request).id,
  },
  {
    prefix: '/api/admin/packing-slip-signatures/:sellerId',
    read: access.rootOrAdmin('PACKING_SLIP_SIGNATURE_DETAIL_ACCESS'),
    write: access.rootOrAdmin('PACKING_SLIP_SIGNATURE_DETAIL_UPDATE'),
    params: sellerIdParamsSchema,
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
      scope.post(side.prefix, {
        config: { access: side.write },
        schema: {
          tags,
          summary: 'Upload (or replace) the packing-slip signature: a PNG or JPEG of 5 MB at most',
          consumes: ['multipart/form-data'],
          ...(side.params ? { params: side.params } : {}),
          response: { 200: packingSlipSignatureAnswerSchema, ...errors },
        },
        handler: async (request) => {
          const sellerId = side.sellerOf(request);
          return {
            status: 200 as const,
            data: await signatures.set(actorOf(request), sellerId, await onePicture(request)),
          };
        },
      });
    }
  });

  for (const side of SIDES) {
    const params = side.params ? { params: side.params } : {};
    app.get(side.prefix, {
      config: { access: side.read },
      schema: {
        tags,
        summary: "The seller's current packing-slip signature (null when none)",
        ...params,
        response: { 200: packingSlipSignatureAnswerSchema, ...errors },
      },
      handler: async (request) => ({
        status: 200 as const,
        data: await signatures.current(side.sellerOf(request)),
      }),
    });

    app.get(`${side.prefix}/image`, {
      config: { access: side.read },
      schema: {
        tags,
        summary: 'The signature picture, shown inline',
        ...params,
        response: { 200: imageContent, ...errors },
      },
      handler: async (request, reply) =>
        sendImage(reply, await signatures.image(side.sellerOf(request))),
    });

    app.delete(side.prefix, {
      config: { access: side.write },
      schema: {
        tags,
        summary: 'Delete the packing-slip signature and its picture',
        ...params,
        response: { 200: done, ...errors },
      },
      handler: async (request) => {
        await signatures.remove(side.sellerOf(request));
        return { status: 200 as const };
      },
    });
  }

  app.get('/api/admin/packing-slip-settings', {
    config: { access: access.rootOrAdmin('PACKING_SLIP_SIZE_ACCESS') },
    schema: {
      tags,
      summary: 'The packing-slip page size ("width|height|dpi") and the designated creators',
      response: { 200: packingSlipSettingsAnswerSchema, ...errors },
    },
    handler: async () => ({ status: 200 as const, data: await readSlipSettings(db) }),
  });

  // Sellers by e-mail or name: the designated-creator choices, and whom an admin sets a
  // signature for. Each screen's own permission, so neither needs the users list's.
  const sellerSearches = [
    ['/api/admin/packing-slip-settings/creators', 'PACKING_SLIP_SIZE_DETAIL_UPDATE'],
    ['/api/admin/packing-slip-signatures/sellers', 'PACKING_SLIP_SIGNATURE_DETAIL_UPDATE'],
  ] as const;
  for (const [url, permission] of sellerSearches) {
    app.get(url, {
      config: { access: access.rootOrAdmin(permission) },
      schema: {
        tags,
        summary: 'Sellers whose e-mail or name contains the text (at most 20)',
        querystring: packingSlipCreatorSearchSchema,
        response: { 200: packingSlipCreatorsAnswerSchema, ...errors },
      },
      handler: async (request) => ({
        status: 200 as const,
        data: await searchCreators(db, request.query.search),
      }),
    });
  }

  app.put('/api/admin/packing-slip-settings', {
    config: { access: access.rootOrAdmin('PACKING_SLIP_SIZE_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Change the packing-slip page size and the (at most four) designated creators',
      body: packingSlipSettingsSchema,
      response: { 200: packingSlipSettingsAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await writeSlipSettings(db, request.body, actorOf(request).id),
    }),
  });
}
