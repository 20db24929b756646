import {
  EXTERNAL_STORE_TYPES,
  tiktokShopEndpoints,
  storeEndpoints as endpoints,
  type ExternalStoreType,
} from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import type { Stores } from './module';
import { needsYouCounts, setPlaceMode } from './needs-you';
import { tiktokProducts } from './tiktok-products';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store platform's parts (tests reach its registry, jobs and services through it). */
    stores: Stores;
  }
}

/** Shop webhooks' bodies are read raw (the signature is over the bytes) and at most this big. */
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * The external-stores endpoints (contract/endpoints/stores.ts) and the shops' webhook intake,
 * `POST /webhooks/stores/:type` (outside /api: platforms call it, no session; the signature is
 * the access check). The app's pg-boss starts at its ready when a connected store exists.
 */
export function storeRoutes(app: App, { stores, database }: Services): void {
  const { service, mapping, pushes, intake } = stores;
  app.decorate('stores', stores);
  app.addHook('onReady', async () => {
    await stores.startIfNeeded();
  });
  app.addHook('preClose', () => stores.relay.stop());

  serve(app, endpoints.getStoresNeedsYou, async (request) =>
    ok(await needsYouCounts(database.db, actorOf(request))),
  );
  serve(app, endpoints.setStorePlaceMode, async (request) =>
    ok(
      await setPlaceMode(
        database.db,
        stores.settings,
        actorOf(request),
        request.params.idStore,
        request.body,
      ),
    ),
  );
  serve(app, endpoints.getStore, async (request) =>
    ok(await service.get(actorOf(request), request.params.idStore)),
  );
  serve(app, endpoints.connectStore, async (request) =>
    ok(await service.connect(actorOf(request), request.body)),
  );
  serve(app, endpoints.finishStoreConnection, async (request) =>
    ok(await service.finish(actorOf(request), request.body)),
  );
  serve(app, endpoints.disconnectStore, async (request) =>
    ok(await service.disconnect(actorOf(request), request.params.idStore)),
  );
  serve(app, endpoints.reconnectStore, async (request) =>
    ok(await service.reconnect(actorOf(request), request.params.idStore, request.body)),
  );
  serve(app, endpoints.syncStore, async (request) =>
    ok(await service.sync(actorOf(request), request.params.idStore)),
  );
  serve(app, endpoints.getStoreProduct, async (request) =>
    ok(await mapping.product(actorOf(request), request.params.idStore, request.params.id)),
  );
  serve(app, endpoints.matchStoreVariants, async (request) =>
    ok(
      await mapping.match(
        actorOf(request),
        request.params.idStore,
        request.params.id,
        request.body,
      ),
    ),
  );
  serve(app, endpoints.mapStoreVariant, async (request) =>
    ok(
      await mapping.map(actorOf(request), request.params.idStore, request.params.id, request.body),
    ),
  );
  serve(app, endpoints.ignoreStoreVariant, async (request) =>
    ok(await mapping.ignore(actorOf(request), request.params.idStore, request.params.id)),
  );
  serve(app, endpoints.unignoreStoreVariant, async (request) =>
    ok(await mapping.unignore(actorOf(request), request.params.idStore, request.params.id)),
  );
  serve(app, endpoints.setStoreNoteToBuyer, async (request) =>
    ok(await service.setNoteToBuyer(actorOf(request), request.params.idStore, request.body)),
  );
  serve(app, endpoints.getStoreTrackingPushes, async (request) =>
    ok(await pushes.list(actorOf(request), request.params.idStore)),
  );
  serve(app, endpoints.retryStoreTrackingPush, async (request) =>
    ok(await pushes.retry(actorOf(request), request.params.idStore, request.params.id)),
  );

  serve(app, tiktokShopEndpoints.getTikTokProducts, async (request) =>
    ok(await tiktokProducts(database.db, actorOf(request), request.params.idStore, request.query)),
  );

  void app.register(async (scope) => {
    // Only this scope reads bodies as bytes: the platform signs exactly what it sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { type: string } }>('/webhooks/stores/:type', async (request, reply) => {
      const type = request.params.type.toUpperCase();
      if (!(EXTERNAL_STORE_TYPES as readonly string[]).includes(type)) {
        return reply.code(404).send({ status: 404, message: 'Unknown store platform' });
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const outcome = await intake.receive(type as ExternalStoreType, request.headers, raw);
      if (outcome === 'unknown-platform') {
        return reply.code(404).send({ status: 404, message: 'Unknown store platform' });
      }
      if (outcome === 'forged') {
        return reply.code(401).send({ status: 401, message: 'The webhook signature is not valid' });
      }
      if (typeof outcome === 'object') {
        return reply.code(400).send({ status: 400, message: outcome.malformed });
      }
      return reply.code(200).send({ status: 200, message: 'Received' });
    });
  });
}
