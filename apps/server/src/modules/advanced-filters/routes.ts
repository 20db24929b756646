import { advancedFilterEndpoints as endpoints } from '@platfox/domain';

import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { ADVANCED_FILTER_TYPES, AdvancedFilterService } from './service';

/** Advanced filter rules: the endpoints are declared in @platfox/domain (endpoints/advanced-filters). */
export function advancedFilterRoutes(app: App, { database, live }: Services): void {
  const rules = new AdvancedFilterService(database.db, live);
  serve(app, endpoints.types, async () => ok(ADVANCED_FILTER_TYPES));
  serve(app, endpoints.choices, async () => ok(await rules.choices()));
  serveAnswer(app, endpoints.get, (request) => rules.get(request.params.id));
  serveAs(app, endpoints.create, (actor, request) => rules.create(actor, request.body));
  serveAnswer(app, endpoints.update, (request) => rules.update(request.params.id, request.body));
}
