import { galleryEndpoints as endpoints } from '@platfox/domain';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import { actorOf } from '../../platform/access';
import { ok, serve, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { readUpload } from '../catalog/index';
import { GalleryService } from './service';
import type { FileRow } from '../../platform/files';

/** An image shown in the page (not a download); an item's id never names other content. */
function sendImage(reply: FastifyReply, { file, content }: { file: FileRow; content: Readable }) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', 'private, max-age=86400, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

/** The seller's gallery and tags (contract/endpoints/gallery.ts). */
export function galleryRoutes(app: App, { database, files, catalogImages }: Services): void {
  const gallery = new GalleryService(database.db, files, catalogImages);

  // The multipart parser in its own scope, so every other route still takes JSON only.
  app.register(async (parent) => {
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    serve(scope, endpoints.postSellerGallery, async (request) =>
      ok(await gallery.upload(actorOf(request), await readUpload(request))),
    );
  });

  serveAs(app, endpoints.getSellerGallery, (actor, request) => gallery.list(actor, request.query));
  serveAs(app, endpoints.getSellerGalleryOne, (actor, request) =>
    gallery.one(actor, request.params.id),
  );
  serveAs(app, endpoints.putSellerGalleryOne, (actor, request) =>
    gallery.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.deleteSellerGalleryOne, async (request) =>
    gallery.remove(actorOf(request), request.params.id),
  );
  serve(app, endpoints.getSellerGalleryImage, async (request, reply) =>
    sendImage(reply, await gallery.image(actorOf(request), request.params.id, request.query.size)),
  );
  serveAs(app, endpoints.postSellerGalleryDesign, (actor, request) =>
    gallery.useAsDesign(actor, request.params.id, request.query.uploadTypeItemId),
  );
  serveAs(app, endpoints.getSellerTags, (actor) => gallery.tags(actor));
  serveAs(app, endpoints.putSellerTags, (actor, request) => gallery.renameTag(actor, request.body));
}
