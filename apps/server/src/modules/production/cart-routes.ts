import { productionEndpoints as endpoints } from '@platfox/domain';
import { actedBy } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { PickingCartService } from './carts';

/** Cart picking (issue 32): plan a cart, read it, scan units into its bins, close it. */
export function cartRoutes(app: App, services: Services): void {
  const carts = new PickingCartService(services.database.db, services.live, services.staffFigures);

  serve(app, endpoints.postPrinterCarts, async (request) =>
    ok(await carts.create(actedBy(request), request.body)),
  );
  serve(app, endpoints.getPrinterCarts, async (request) => ok(await carts.list(actedBy(request))));
  serve(app, endpoints.getPrinterCartsOne, async (request) =>
    ok(await carts.read(actedBy(request), request.params.id)),
  );
  serve(app, endpoints.postPrinterCartsScan, async (request) => ({
    status: 200 as const,
    ...(await carts.scan(actedBy(request), request.params.id, request.body)),
  }));
  serve(app, endpoints.postPrinterCartsClose, async (request) =>
    ok(await carts.close(actedBy(request), request.params.id)),
  );
}
