import { networkEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';

import { actedBy, actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { NetworkAdminService } from './admin';
import { NetworkService } from './service';

/**
 * Seller networks (spec 03: "network (create, get, join PUT, action on member)"; admin
 * /a/networks and /a/network/:id). The admins' list is the data list's (`network`).
 */
export function networkRoutes(app: App, { database, live }: Services): void {
  const networks = new NetworkService(database.db, live);
  const admin = new NetworkAdminService(database.db, live, networks);

  serve(app, endpoints.getSellerNetwork, async (request) =>
    ok(await networks.ofSeller(actorOf(request).id)),
  );

  serve(app, endpoints.postSellerNetwork, async (request) =>
    ok(await networks.create(actorOf(request).id, request.body)),
  );

  serve(app, endpoints.putSellerNetworkJoin, async (request) =>
    ok(await networks.join(actorOf(request).id, request.body.code)),
  );

  serve(app, endpoints.putSellerNetworkMembersOne, async (request) =>
    ok(await networks.act(actorOf(request).id, request.params.userId, request.body.action)),
  );

  serve(app, endpoints.getNetworksChoices, async () => ok(await networks.choices()));

  serve(app, endpoints.getNetworksOne, async (request) =>
    ok(await networks.view(request.params.id)),
  );

  serve(app, endpoints.putNetworksOneStatus, async (request) =>
    ok(await admin.setStatus(actedBy(request), request.params.id, request.body.status)),
  );

  serve(app, endpoints.deleteNetworksOneMembersOne, async (request) =>
    ok(await admin.removeMember(actedBy(request), request.params.id, request.params.userId)),
  );
}
