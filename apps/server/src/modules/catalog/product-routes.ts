import { catalogEndpoints as endpoints } from '@platfox/domain';
import { serveAnswer, serveAs } from '../../platform/serve';

import type { App } from '../../platform/types';
import type { ProductService } from './products';

/**
 * Products: sellers make and edit their own (/s/product/...), admins view and (in)activate any
 * (/a/product/{id}), the warehouse views them and scans their codes (/wh/...). Lists come from
 * POST data-lists (model product), scoped per seller.
 */
export function productRoutes(app: App, products: ProductService): void {
  serveAs(app, endpoints.getSellerProductOne, (actor, request) =>
    products.get(actor, request.params.id),
  );

  serveAs(app, endpoints.postSellerProduct, (actor, request) =>
    products.create(actor, request.body),
  );

  serveAs(app, endpoints.putSellerProductOne, (actor, request) =>
    products.update(actor, request.params.id, request.body),
  );

  serveAs(app, endpoints.getProductsOne, (actor, request) =>
    products.get(actor, request.params.id),
  );

  serveAs(app, endpoints.putProductsStatus, (actor, request) =>
    products.setStatus(actor, request.params.id, request.body.status),
  );

  serveAs(app, endpoints.getWarehouseProductsOne, (actor, request) =>
    products.get(actor, request.params.id),
  );

  serveAnswer(app, endpoints.getWarehouseScanCodeProductOne, (request) =>
    products.byCode(request.params.code),
  );
}
