import { catalogEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';

import { actorOf } from '../../platform/access';

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
  serve(app, endpoints.getAttributesOne, async (request) =>
    ok(await attributes.get(request.params.id)),
  );
  serve(app, endpoints.postAttributes, async (request) =>
    ok(await attributes.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.putAttributesOne, async (request) =>
    ok(await attributes.update(actorOf(request), request.params.id, request.body)),
  );
  serve(app, endpoints.getUploadTypes, async () => ok(await uploadTypes.list()));
  serve(app, endpoints.getUploadTypesOne, async (request) =>
    ok(await uploadTypes.get(request.params.id)),
  );
  serve(app, endpoints.postUploadTypes, async (request) =>
    ok(await uploadTypes.create(request.body)),
  );
  serve(app, endpoints.putUploadTypesOne, async (request) =>
    ok(await uploadTypes.update(request.params.id, request.body)),
  );
  serve(app, endpoints.getProductTypeCategories, async () => ok(await categories.list()));
  serve(app, endpoints.getProductTypeCategoriesOne, async (request) =>
    ok(await categories.get(request.params.id)),
  );
  serve(app, endpoints.postProductTypeCategories, async (request) =>
    ok(await categories.create(request.body)),
  );
  serve(app, endpoints.putProductTypeCategoriesOne, async (request) =>
    ok(await categories.update(request.params.id, request.body)),
  );
}
