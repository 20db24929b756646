import { catalogEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';

import type { App } from '../../platform/types';
import type { AttributeService } from './attributes';
import type { ProductTypeCategoryService } from './categories';
import type { UploadTypeService } from './upload-types';

/**
 * Attributes, upload types and product type categories (spec 01 /a/attributes, /a/upload-types,
 * /a/product-type-categories). Lists come from POST data-lists; deleting is its delete-several.
 */
export function referenceRoutes(
  app: App,
  services: {
    attributes: AttributeService;
    uploadTypes: UploadTypeService;
    categories: ProductTypeCategoryService;
  },
): void {
  const { attributes, uploadTypes, categories } = services;
  serve(app, endpoints.getAttributes, async () => ok(await attributes.list()));
  serveAnswer(app, endpoints.getAttributesOne, (request) => attributes.get(request.params.id));
  serveAs(app, endpoints.postAttributes, (actor, request) =>
    attributes.create(actor, request.body),
  );
  serveAs(app, endpoints.putAttributesOne, (actor, request) =>
    attributes.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.getUploadTypes, async () => ok(await uploadTypes.list()));
  serveAnswer(app, endpoints.getUploadTypesOne, (request) => uploadTypes.get(request.params.id));
  serveAnswer(app, endpoints.postUploadTypes, (request) => uploadTypes.create(request.body));
  serveAnswer(app, endpoints.putUploadTypesOne, (request) =>
    uploadTypes.update(request.params.id, request.body),
  );
  serve(app, endpoints.getProductTypeCategories, async () => ok(await categories.list()));
  serveAnswer(app, endpoints.getProductTypeCategoriesOne, (request) =>
    categories.get(request.params.id),
  );
  serveAnswer(app, endpoints.postProductTypeCategories, (request) =>
    categories.create(request.body),
  );
  serveAnswer(app, endpoints.putProductTypeCategoriesOne, (request) =>
    categories.update(request.params.id, request.body),
  );
}
