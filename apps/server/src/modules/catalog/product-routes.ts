import { catalogEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';
import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { ProductService } from './products';

/**
 * Products: sellers make and edit their own (/s/product/...), admins view and (in)activate any
 * (/a/product/{id}), the warehouse views them and scans their codes (/wh/...). Lists come from
 * POST data-lists (model product), scoped per seller.
 */
export function productRoutes(app: App, products: ProductService): void {
  serve(app, endpoints.getSellerProductOne, async (request) =>
    ok(await products.get(actorOf(request), request.params.id)),
  );

  serve(app, endpoints.postSellerProduct, async (request) =>
    ok(await products.create(actorOf(request), request.body)),
  );

  serve(app, endpoints.putSellerProductOne, async (request) =>
    ok(await products.update(actorOf(request), request.params.id, request.body)),
  );

  serve(app, endpoints.getProductsOne, async (request) =>
    ok(await products.get(actorOf(request), request.params.id)),
  );

  serve(app, endpoints.putProductsStatus, async (request) =>
    ok(await products.setStatus(actorOf(request), request.params.id, request.body.status)),
  );

  serve(app, endpoints.getWarehouseProductsOne, async (request) =>
    ok(await products.get(actorOf(request), request.params.id)),
  );

  serve(app, endpoints.getWarehouseScanCodeProductOne, async (request) =>
    ok(await products.byCode(request.params.code)),
  );
}
