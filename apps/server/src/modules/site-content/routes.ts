import { siteContentEndpoints as endpoints } from '@platfox/domain';

import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { renderSitePage } from './render';
import { SiteContentService } from './service';
import { SiteMaterialService } from './materials';

const PUBLIC = { config: { access: { kind: 'public' } }, schema: { hide: true } } as const;
const NOT_FOUND_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>Not found</title></head>' +
  '<body><p>This page does not exist.</p></body></html>';

/**
 * Site content (contract/endpoints/site-content.ts), and its two public paths outside /api:
 * `/l/{code}` (a short link's redirect, counted) and `/site/{slug}` (a published page).
 */
export function siteContentRoutes(app: App, { database }: Services): void {
  const service = new SiteContentService(database.db);
  serveAs(app, endpoints.postShortLink, (actor, request) =>
    service.createShortLink(actor, request.body),
  );
  serveAnswer(app, endpoints.putShortLink, (request) =>
    service.updateShortLink(request.params.id, request.body),
  );
  serveAs(app, endpoints.postSitePage, (actor, request) => service.createPage(actor, request.body));
  const materials = new SiteMaterialService(database.db);
  serveAs(app, endpoints.postSiteMaterial, (actor, request) =>
    materials.create(actor, request.body),
  );
  serveAnswer(app, endpoints.getSiteMaterial, (request) => materials.one(request.params.id));
  serveAs(app, endpoints.putSiteMaterial, (actor, request) =>
    materials.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.getSiteMaterials, async () => ok(await materials.all()));
  serveAnswer(app, endpoints.getSitePage, (request) => service.page(request.params.id));
  serveAs(app, endpoints.putSitePage, (actor, request) =>
    service.updatePage(actor, request.params.id, request.body),
  );

  // Every visit is counted, so neither the browser nor a proxy may keep the redirect; a HEAD (a
  // link checker, a chat app's preview) is not a visit and is not routed here.
  app.get<{ Params: { code: string } }>(
    '/l/:code',
    { ...PUBLIC, exposeHeadRoute: false },
    async (request, reply) => {
      const link = await service.visit(request.params.code);
      reply.header('cache-control', 'no-store');
      if (!link) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
      return reply.redirect(link, 302);
    },
  );
  app.get<{ Params: { slug: string } }>('/site/:slug', PUBLIC, async (request, reply) => {
    const page = await service.publishedPage(request.params.slug);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!page) return reply.code(404).send(NOT_FOUND_PAGE);
    return reply.send(renderSitePage(page));
  });
}
