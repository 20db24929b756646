import { catalogEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { BlankApparelService } from './blank-apparels';
import type { PrinterPermissionService } from './printer-permissions';
import type { ShippingPriceService } from './shipping-prices';

/**
 * Blank apparels (/a/blank-apparels), shipping prices (/a/shipping-price) and printer permissions.
 * Blank apparels belong to product types: the spec gives them no permission area of their own,
 * so the PRODUCT_TYPE permissions guard them.
 */
export function supplyRoutes(
  app: App,
  services: {
    blankApparels: BlankApparelService;
    shippingPrices: ShippingPriceService;
    printerPermissions: PrinterPermissionService;
  },
): void {
  const { blankApparels, shippingPrices, printerPermissions } = services;
  serve(app, endpoints.getBlankApparelsOne, async (request) =>
    ok(await blankApparels.get(request.params.id)),
  );
  serve(app, endpoints.getBlankApparelsStockLogs, async (request) =>
    ok(await blankApparels.stockLogs(request.params.id)),
  );
  serve(app, endpoints.postBlankApparels, async (request) =>
    ok(await blankApparels.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.putBlankApparelsOne, async (request) =>
    ok(await blankApparels.update(actorOf(request), request.params.id, request.body)),
  );

  serve(app, endpoints.getShippingPrices, async (request) =>
    ok(await shippingPrices.list(request.query)),
  );
  serve(app, endpoints.getShippingPricesOne, async (request) =>
    ok(await shippingPrices.get(request.params.id)),
  );
  serve(app, endpoints.postShippingPrices, async (request) =>
    ok(await shippingPrices.create(request.body)),
  );
  serve(app, endpoints.putShippingPricesOne, async (request) =>
    ok(await shippingPrices.update(request.params.id, request.body)),
  );

  serve(app, endpoints.getPrinterPermissionsOne, async (request) =>
    ok(await printerPermissions.forPrinter(request.params.printerId)),
  );
  serve(app, endpoints.putPrinterPermissionsOne, async (request) =>
    ok(await printerPermissions.setForPrinter(request.params.printerId, request.body)),
  );
  serve(app, endpoints.getPrinterPrinterPermissions, async (request) =>
    ok(await printerPermissions.forPrinter(actorOf(request).id)),
  );
  serve(app, endpoints.putPrinterPrinterPermissionsOne, async (request) =>
    ok(
      await printerPermissions.setOwnStatus(
        actorOf(request),
        request.params.productTypeId,
        request.body.status,
      ),
    ),
  );
}
