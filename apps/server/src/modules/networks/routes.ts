import { networkEndpoints as endpoints } from '@platfox/domain';
import { actedBy } from '../../platform/access';
import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';

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

  serveAs(app, endpoints.getSellerNetwork, (actor) => networks.ofSeller(actor.id));

  serveAs(app, endpoints.postSellerNetwork, (actor, request) =>
    networks.create(actor.id, request.body),
  );

  serveAs(app, endpoints.putSellerNetworkJoin, (actor, request) =>
    networks.join(actor.id, request.body.code),
  );

  serveAs(app, endpoints.putSellerNetworkMembersOne, (actor, request) =>
    networks.act(actor.id, request.params.userId, request.body.action),
  );

  serve(app, endpoints.getNetworksChoices, async () => ok(await networks.choices()));

  serveAnswer(app, endpoints.getNetworksOne, (request) => networks.view(request.params.id));

  serveAnswer(app, endpoints.putNetworksOneStatus, (request) =>
    admin.setStatus(actedBy(request), request.params.id, request.body.status),
  );

  serveAnswer(app, endpoints.deleteNetworksOneMembersOne, (request) =>
    admin.removeMember(actedBy(request), request.params.id, request.params.userId),
  );
}
