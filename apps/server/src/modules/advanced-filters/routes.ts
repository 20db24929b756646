import { advancedFilterEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { ADVANCED_FILTER_TYPES, AdvancedFilterService } from './service';

/** Advanced filter rules: the endpoints are declared in @platfox/domain (endpoints/advanced-filters). */
export function advancedFilterRoutes(app: App, { database, live }: Services): void {
  const rules = new AdvancedFilterService(database.db, live);
  serve(app, endpoints.types, async () => ok(ADVANCED_FILTER_TYPES));
  serve(app, endpoints.choices, async () => ok(await rules.choices()));
  serve(app, endpoints.get, async (request) => ok(await rules.get(request.params.id)));
  serve(app, endpoints.create, async (request) =>
    ok(await rules.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.update, async (request) =>
    ok(await rules.update(request.params.id, request.body)),
  );
}
