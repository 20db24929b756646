import { COUNTRIES, settingEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { AppTypeService } from './app-types';
import { statesOf } from './states';
import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { SellerConfigService } from './seller-config';
import { SettingsService } from './service';
import type { SettingsStore } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings store (tests read what a hot path reads through it). */
    settings: SettingsStore;
  }
}

/** The admin's settings (contract/endpoints/settings.ts), through the app's settings store. */
export function settingRoutes(app: App, { database, settings }: Services): void {
  const service = new SettingsService(database.db, settings);
  app.decorate('settings', settings);
  serve(app, endpoints.getSettings, async () => ok(await service.list()));
  serveAs(app, endpoints.putSetting, (actor, request) =>
    service.put(actor, request.params.key, request.body.value),
  );
  // Read on every order page and slip of a local pickup: from the store's copy, not the database.
  serve(app, endpoints.getLocalPickupAddress, async () =>
    ok(await settings.get('LOCAL_PICKUP_ADDRESS')),
  );
  // Sellers see the rate their foreign-currency deposits convert at; from the store's copy.
  serve(app, endpoints.getRate, async () => ok(await settings.get('MIN_EXCHANGE_RATE')));
  serve(app, endpoints.getCountries, async () =>
    ok(COUNTRIES.map(({ code, name }) => ({ code, name }))),
  );
  // The seller's general settings: the caller's own (the contract lets sellers only); admins
  // allowed to read users read a seller's by id.
  const sellerConfig = new SellerConfigService(database.db);
  serveAs(app, endpoints.getSellerConfig, (actor) => sellerConfig.list(actor));
  serveAs(app, endpoints.putSellerConfig, (actor, request) =>
    sellerConfig.put(actor, request.body),
  );
  serveAnswer(app, endpoints.getUserConfig, (request) => sellerConfig.listOf(request.params.id));
  serveAnswer(app, endpoints.getSettingChanges, (request) => service.changes(request.params.key));
  serve(app, endpoints.getStates, async (request) => ok(statesOf(request.query.country)));
  const appTypes = new AppTypeService(database.db);
  serve(app, endpoints.getAppTypes, async () => ok(await appTypes.list()));
  serve(app, endpoints.postAppTypes, async (request) => {
    const created = await appTypes.create(actorOf(request), request.body);
    const message =
      created.length === 1 ? 'Created 1 app type' : `Created ${created.length} app types`;
    return { status: 200 as const, message, data: created };
  });
  serveAs(app, endpoints.putAppType, (actor, request) =>
    appTypes.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.deleteAppType, async (request) => ({
    status: 200 as const,
    message: await appTypes.remove(request.params.id),
  }));
  serveAnswer(app, endpoints.getAppTypeOptions, (request) =>
    appTypes.activeOptions(request.params.id),
  );
  serveAs(app, endpoints.putAppTypeOptions, (actor, request) =>
    appTypes.replaceOptions(actor, request.params.id, request.body),
  );
}
