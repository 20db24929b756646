import { catalogEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAnswer } from '../../platform/serve';

import type { App } from '../../platform/types';
import type { ProductTypeService } from './product-types';

/**
 * Product types (spec 01 /a/product-types): admins by the PRODUCT_TYPE permissions; sellers read
 * the activated ones with their prices (spec 03 section 7.3 "product-types").
 */
export function productTypeRoutes(app: App, productTypes: ProductTypeService): void {
  serve(app, endpoints.getProductTypesAll, async () => ok(await productTypes.list()));

  serveAnswer(app, endpoints.getProductTypesOne, (request) => productTypes.get(request.params.id));

  serveAnswer(app, endpoints.postProductTypes, (request) => productTypes.create(request.body));

  serveAnswer(app, endpoints.putProductTypesOne, (request) =>
    productTypes.update(request.params.id, request.body),
  );

  serveAnswer(app, endpoints.putProductTypesStatus, (request) =>
    productTypes.setStatus(request.params.id, request.body.status),
  );

  serve(app, endpoints.getSellerProductTypes, async () => ok(await productTypes.listActive()));

  serveAnswer(app, endpoints.getSellerProductTypesOne, (request) =>
    productTypes.getActive(request.params.id),
  );
}
