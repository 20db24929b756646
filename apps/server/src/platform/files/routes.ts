import { platformEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../serve';

import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

import { actorOf } from '../access';

import type { App, PlatformServices } from '../types';
import { attachmentHeader } from './service';
import type { FileRow } from './tables';

/** A stored file as a download: its type, size and name, never cached or sniffed. */
export function sendFile(
  reply: FastifyReply,
  { file, content }: { file: FileRow; content: Readable },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', attachmentHeader(file.name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

export function fileRoutes(app: App, { files }: PlatformServices): void {
  serve(app, endpoints.getFilesDownload, async (request, reply) =>
    sendFile(reply, await files.open(actorOf(request), request.params.id)),
  );

  serve(app, endpoints.postFilesLink, async (request) => ({
    status: 200 as const,
    data: await files.link(actorOf(request), request.params.id),
  }));

  serve(app, endpoints.getFilesLink, async (request, reply) =>
    sendFile(reply, await files.openLink(request.query.token)),
  );
}
