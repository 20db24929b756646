import { catalogEndpoints as endpoints } from '@platfox/domain';
import { serveAnswer, serveAs } from '../../platform/serve';

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
  serveAnswer(app, endpoints.getBlankApparelsOne, (request) =>
    blankApparels.get(request.params.id),
  );
  serveAnswer(app, endpoints.getBlankApparelsStockLogs, (request) =>
    blankApparels.stockLogs(request.params.id),
  );
  serveAs(app, endpoints.postBlankApparels, (actor, request) =>
    blankApparels.create(actor, request.body),
  );
  serveAs(app, endpoints.putBlankApparelsOne, (actor, request) =>
    blankApparels.update(actor, request.params.id, request.body),
  );

  serveAnswer(app, endpoints.getShippingPrices, (request) => shippingPrices.list(request.query));
  serveAnswer(app, endpoints.getShippingPricesOne, (request) =>
    shippingPrices.get(request.params.id),
  );
  serveAnswer(app, endpoints.postShippingPrices, (request) => shippingPrices.create(request.body));
  serveAnswer(app, endpoints.putShippingPricesOne, (request) =>
    shippingPrices.update(request.params.id, request.body),
  );

  serveAnswer(app, endpoints.getPrinterPermissionsOne, (request) =>
    printerPermissions.forPrinter(request.params.printerId),
  );
  serveAnswer(app, endpoints.putPrinterPermissionsOne, (request) =>
    printerPermissions.setForPrinter(request.params.printerId, request.body),
  );
  serveAs(app, endpoints.getPrinterPrinterPermissions, (actor) =>
    printerPermissions.forPrinter(actor.id),
  );
  serveAs(app, endpoints.putPrinterPrinterPermissionsOne, (actor, request) =>
    printerPermissions.setOwnStatus(actor, request.params.productTypeId, request.body.status),
  );
}
