import {
  createProductTypeBodySchema,
  dataAnswer,
  idParamsSchema,
  productTypeSchema,
  productTypeStatusBodySchema,
  updateProductTypeBodySchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { ProductTypeService } from './product-types';

const errors = { ...errorResponses, 409: errorResponses[400] };
const ok = <T>(data: T) => ({ status: 200 as const, data });
const tags = ['product-types'];
const productType = dataAnswer(productTypeSchema);
const productTypeList = dataAnswer(z.array(productTypeSchema));

/**
 * Product types (spec 01 /a/product-types): admins by the PRODUCT_TYPE permissions; sellers read
 * the activated ones with their prices (spec 03 section 7.3 "product-types").
 */
export function productTypeRoutes(app: App, productTypes: ProductTypeService): void {
  app.get('/api/product-types/all', {
    config: { access: access.types('ADMIN') },
    schema: {
      tags,
      summary: 'Every product type with its items, for pickers',
      response: { 200: productTypeList, ...errors },
    },
    handler: async () => ok(await productTypes.list()),
  });

  app.get('/api/product-types/:id', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: 'One product type with its attributes, items and upload type',
      params: idParamsSchema,
      response: { 200: productType, ...errors },
    },
    handler: async (request) => ok(await productTypes.get(request.params.id)),
  });

  app.post('/api/product-types', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_CREATE') },
    schema: {
      tags,
      summary: 'Create a product type (inactivated) with an item per attribute-option combination',
      body: createProductTypeBodySchema,
      response: { 200: productType, ...errors },
    },
    handler: async (request) => ok(await productTypes.create(request.body)),
  });

  app.put('/api/product-types/:id', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Edit a product type; activating it needs a blank apparel',
      params: idParamsSchema,
      body: updateProductTypeBodySchema,
      response: { 200: productType, ...errors },
    },
    handler: async (request) => ok(await productTypes.update(request.params.id, request.body)),
  });

  app.put('/api/product-types/:id/status', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Activate or inactivate a product type; activating it needs a blank apparel',
      params: idParamsSchema,
      body: productTypeStatusBodySchema,
      response: { 200: productType, ...errors },
    },
    handler: async (request) =>
      ok(await productTypes.setStatus(request.params.id, request.body.status)),
  });

  app.get('/api/seller/product-types', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'The activated product types with their activated items and prices',
      response: { 200: productTypeList, ...errors },
    },
    handler: async () => ok(await productTypes.listActive()),
  });

  app.get('/api/seller/product-types/:id', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'One activated product type',
      params: idParamsSchema,
      response: { 200: productType, ...errors },
    },
    handler: async (request) => ok(await productTypes.getActive(request.params.id)),
  });
}
