import { dataAnswer, idParamsSchema } from '@platfox/domain';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { access, actorOf } from '../access';
import { errorResponses } from '../errors';
import type { App, Services } from '../types';
import { attachmentHeader } from './service';
import type { FileRow } from './tables';

const tags = ['files'];
// The content is streamed as it is stored, never serialised; the schema only documents it.
const fileContent = z.unknown().describe('The file, named by Content-Disposition');

function sendFile(reply: FastifyReply, { file, content }: { file: FileRow; content: Readable }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

export function fileRoutes(app: App, { files }: Services): void {
  app.get('/api/files/:id/download', {
    config: { access: access.anyUser },
    schema: {
      tags,
      summary: 'Download a stored file (an export): its owner, or admins and root',
      params: idParamsSchema,
      response: { 200: fileContent, ...errorResponses },
    },
    handler: async (request, reply) =>
      sendFile(reply, await files.open(actorOf(request), request.params.id)),
  });

  app.post('/api/files/:id/link', {
    config: { access: access.anyUser },
    schema: {
      tags,
      summary: 'A download link for a file, valid five minutes, for the browser to follow',
      params: idParamsSchema,
      response: {
        200: dataAnswer(z.object({ url: z.string(), expiresAt: z.string() })),
        ...errorResponses,
      },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await files.link(actorOf(request), request.params.id),
    }),
  });

  app.get('/api/files/link', {
    // The token is the permission: made by the owner (or staff) a few minutes ago. It travels as
    // the `token` query parameter, which request logs redact.
    config: { access: access.public },
    schema: {
      tags,
      summary: 'Download a file through a link made by POST files/:id/link',
      querystring: z.strictObject({ token: z.string().min(20).max(100) }),
      response: { 200: fileContent, ...errorResponses },
    },
    handler: async (request, reply) => sendFile(reply, await files.openLink(request.query.token)),
  });
}
