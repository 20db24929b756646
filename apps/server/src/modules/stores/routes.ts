import {
  EXTERNAL_STORE_TYPES,
  tiktokShopEndpoints,
  storeEndpoints as endpoints,
  type ExternalStoreType,
} from '@platfox/domain';

import { serveAs } from '../../platform/serve';
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

  serveAs(app, endpoints.getStoresNeedsYou, (actor) => needsYouCounts(database.db, actor));
  serveAs(app, endpoints.setStorePlaceMode, (actor, request) =>
    setPlaceMode(database.db, stores.settings, actor, request.params.idStore, request.body),
  );
  serveAs(app, endpoints.getStore, (actor, request) => service.get(actor, request.params.idStore));
  serveAs(app, endpoints.connectStore, (actor, request) => service.connect(actor, request.body));
  serveAs(app, endpoints.finishStoreConnection, (actor, request) =>
    service.finish(actor, request.body),
  );
  serveAs(app, endpoints.disconnectStore, (actor, request) =>
    service.disconnect(actor, request.params.idStore),
  );
  serveAs(app, endpoints.reconnectStore, (actor, request) =>
    service.reconnect(actor, request.params.idStore, request.body),
  );
  serveAs(app, endpoints.syncStore, (actor, request) =>
    service.sync(actor, request.params.idStore),
  );
  serveAs(app, endpoints.getStoreProduct, (actor, request) =>
    mapping.product(actor, request.params.idStore, request.params.id),
  );
  serveAs(app, endpoints.matchStoreVariants, (actor, request) =>
    mapping.match(actor, request.params.idStore, request.params.id, request.body),
  );
  serveAs(app, endpoints.mapStoreVariant, (actor, request) =>
    mapping.map(actor, request.params.idStore, request.params.id, request.body),
  );
  serveAs(app, endpoints.ignoreStoreVariant, (actor, request) =>
    mapping.ignore(actor, request.params.idStore, request.params.id),
  );
  serveAs(app, endpoints.unignoreStoreVariant, (actor, request) =>
    mapping.unignore(actor, request.params.idStore, request.params.id),
  );
  serveAs(app, endpoints.setStoreNoteToBuyer, (actor, request) =>
    service.setNoteToBuyer(actor, request.params.idStore, request.body),
  );
  serveAs(app, endpoints.getStoreTrackingPushes, (actor, request) =>
    pushes.list(actor, request.params.idStore),
  );
  serveAs(app, endpoints.retryStoreTrackingPush, (actor, request) =>
    pushes.retry(actor, request.params.idStore, request.params.id),
  );

  serveAs(app, tiktokShopEndpoints.getTikTokProducts, (actor, request) =>
    tiktokProducts(database.db, actor, request.params.idStore, request.query),
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
