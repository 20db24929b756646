import { catalogEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';

import type { App } from '../../platform/types';
import type { ProductTypeService } from './product-types';

/**
 * Product types (spec 01 /a/product-types): admins by the PRODUCT_TYPE permissions; sellers read
 * the activated ones with their prices (spec 03 section 7.3 "product-types").
 */
export function productTypeRoutes(app: App, productTypes: ProductTypeService): void {
  serve(app, endpoints.getProductTypesAll, async () => ok(await productTypes.list()));

  serve(app, endpoints.getProductTypesOne, async (request) =>
    ok(await productTypes.get(request.params.id)),
  );

  serve(app, endpoints.postProductTypes, async (request) =>
    ok(await productTypes.create(request.body)),
  );

  serve(app, endpoints.putProductTypesOne, async (request) =>
    ok(await productTypes.update(request.params.id, request.body)),
  );

  serve(app, endpoints.putProductTypesStatus, async (request) =>
    ok(await productTypes.setStatus(request.params.id, request.body.status)),
  );

  serve(app, endpoints.getSellerProductTypes, async () => ok(await productTypes.listActive()));

  serve(app, endpoints.getSellerProductTypesOne, async (request) =>
    ok(await productTypes.getActive(request.params.id)),
  );
}
