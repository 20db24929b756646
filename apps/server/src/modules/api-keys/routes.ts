import { accountEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';

export function apiKeyRoutes(app: App, { apiKeys }: Services): void {
  serve(app, endpoints.getApiKeys, (request) => apiKeys.list(actorOf(request)));

  serve(app, endpoints.postApiKeys, (request) =>
    apiKeys.create(actorOf(request), request.body.name),
  );

  serve(app, endpoints.deleteApiKeysOne, (request) =>
    apiKeys.revoke(actorOf(request), request.params.id),
  );
}
