import { productionEndpoints as endpoints } from '@platfox/domain';
import { actedBy } from '../../platform/access';
import { serve, serveAnswer } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { PickingCartService } from './carts';

/** Cart picking (issue 32): plan a cart, read it, scan units into its bins, close it. */
export function cartRoutes(app: App, services: Services): void {
  const carts = new PickingCartService(
    services.database.db,
    services.live,
    services.staffFigures,
    (error) => app.log.error(error),
  );

  serveAnswer(app, endpoints.postPrinterCarts, (request) =>
    carts.create(actedBy(request), request.body),
  );
  serveAnswer(app, endpoints.getPrinterCarts, (request) => carts.list(actedBy(request)));
  serveAnswer(app, endpoints.getPrinterCartsOne, (request) =>
    carts.read(actedBy(request), request.params.id),
  );
  serve(app, endpoints.postPrinterCartsScan, async (request) => ({
    status: 200 as const,
    ...(await carts.scan(actedBy(request), request.params.id, request.body)),
  }));
  serveAnswer(app, endpoints.postPrinterCartsClose, (request) =>
    carts.close(actedBy(request), request.params.id),
  );
}
