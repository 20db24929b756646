import { settingEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { SettingsService } from './service';

const ok = <T>(data: T) => ({ status: 200 as const, data });

/** The admin's settings (contract/endpoints/settings.ts). */
export function settingRoutes(app: App, { database }: Services): void {
  const service = new SettingsService(database.db);
  serve(app, endpoints.getSettings, async () => ok(await service.list()));
  serve(app, endpoints.putSetting, async (request) =>
    ok(await service.put(actorOf(request), request.params.key, request.body.value)),
  );
}
