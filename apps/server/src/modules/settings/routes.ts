import { COUNTRIES, settingEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { AppTypeService } from './app-types';
import { statesOf } from './states';
import { ok, serve } from '../../platform/serve';
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
  serve(app, endpoints.putSetting, async (request) =>
    ok(await service.put(actorOf(request), request.params.key, request.body.value)),
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
  serve(app, endpoints.getSellerConfig, async (request) =>
    ok(await sellerConfig.list(actorOf(request))),
  );
  serve(app, endpoints.putSellerConfig, async (request) =>
    ok(await sellerConfig.put(actorOf(request), request.body)),
  );
  serve(app, endpoints.getUserConfig, async (request) =>
    ok(await sellerConfig.listOf(request.params.id)),
  );
  serve(app, endpoints.getSettingChanges, async (request) =>
    ok(await service.changes(request.params.key)),
  );
  serve(app, endpoints.getStates, async (request) => ok(statesOf(request.query.country)));
  const appTypes = new AppTypeService(database.db);
  serve(app, endpoints.getAppTypes, async () => ok(await appTypes.list()));
  serve(app, endpoints.postAppTypes, async (request) => {
    const created = await appTypes.create(actorOf(request), request.body);
    const message =
      created.length === 1 ? 'Created 1 app type' : `Created ${created.length} app types`;
    return { status: 200 as const, message, data: created };
  });
  serve(app, endpoints.putAppType, async (request) =>
    ok(await appTypes.update(actorOf(request), request.params.id, request.body)),
  );
  serve(app, endpoints.deleteAppType, async (request) => ({
    status: 200 as const,
    message: await appTypes.remove(request.params.id),
  }));
  serve(app, endpoints.getAppTypeOptions, async (request) =>
    ok(await appTypes.activeOptions(request.params.id)),
  );
  serve(app, endpoints.putAppTypeOptions, async (request) =>
    ok(await appTypes.replaceOptions(actorOf(request), request.params.id, request.body)),
  );
}
