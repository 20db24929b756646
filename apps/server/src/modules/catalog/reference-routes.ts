import {
  attributeBodySchema,
  attributeSchema,
  dataAnswer,
  idParamsSchema,
  productTypeCategoryBodySchema,
  productTypeCategorySchema,
  uploadTypeBodySchema,
  uploadTypeSchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { AttributeService } from './attributes';
import type { ProductTypeCategoryService } from './categories';
import type { UploadTypeService } from './upload-types';

const errors = { ...errorResponses, 409: errorResponses[400] };
const ok = <T>(data: T) => ({ status: 200 as const, data });
/** Every admin reads the reference data: the product type form picks from it. */
const anyAdmin = access.types('ADMIN');

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

  const attribute = dataAnswer(attributeSchema);
  app.get('/api/attributes', {
    config: { access: anyAdmin },
    schema: {
      tags: ['attributes'],
      summary: 'Every attribute with its options',
      response: { 200: dataAnswer(z.array(attributeSchema)), ...errors },
    },
    handler: async () => ok(await attributes.list()),
  });
  app.get('/api/attributes/:id', {
    config: { access: access.admin('ATTRIBUTE_DETAIL_ACCESS') },
    schema: {
      tags: ['attributes'],
      summary: 'One attribute with its options',
      params: idParamsSchema,
      response: { 200: attribute, ...errors },
    },
    handler: async (request) => ok(await attributes.get(request.params.id)),
  });
  app.post('/api/attributes', {
    config: { access: access.admin('ATTRIBUTE_DETAIL_CREATE') },
    schema: {
      tags: ['attributes'],
      summary: 'Create an attribute with its options',
      body: attributeBodySchema,
      response: { 200: attribute, ...errors },
    },
    handler: async (request) => ok(await attributes.create(actorOf(request), request.body)),
  });
  app.put('/api/attributes/:id', {
    config: { access: access.admin('ATTRIBUTE_DETAIL_UPDATE') },
    schema: {
      tags: ['attributes'],
      summary: 'Edit an attribute; options left out are removed unless a product type uses them',
      params: idParamsSchema,
      body: attributeBodySchema,
      response: { 200: attribute, ...errors },
    },
    handler: async (request) =>
      ok(await attributes.update(actorOf(request), request.params.id, request.body)),
  });

  const uploadType = dataAnswer(uploadTypeSchema);
  app.get('/api/upload-types', {
    config: { access: anyAdmin },
    schema: {
      tags: ['upload-types'],
      summary: 'Every upload type with its items',
      response: { 200: dataAnswer(z.array(uploadTypeSchema)), ...errors },
    },
    handler: async () => ok(await uploadTypes.list()),
  });
  app.get('/api/upload-types/:id', {
    config: { access: access.admin('UPLOAD_TYPE_DETAIL_ACCESS') },
    schema: {
      tags: ['upload-types'],
      summary: 'One upload type with its items',
      params: idParamsSchema,
      response: { 200: uploadType, ...errors },
    },
    handler: async (request) => ok(await uploadTypes.get(request.params.id)),
  });
  app.post('/api/upload-types', {
    config: { access: access.admin('UPLOAD_TYPE_DETAIL_CREATE') },
    schema: {
      tags: ['upload-types'],
      summary: 'Create an upload type; a group needs at least two items',
      body: uploadTypeBodySchema,
      response: { 200: uploadType, ...errors },
    },
    handler: async (request) => ok(await uploadTypes.create(request.body)),
  });
  app.put('/api/upload-types/:id', {
    config: { access: access.admin('UPLOAD_TYPE_DETAIL_UPDATE') },
    schema: {
      tags: ['upload-types'],
      summary: 'Edit an upload type and its items',
      params: idParamsSchema,
      body: uploadTypeBodySchema,
      response: { 200: uploadType, ...errors },
    },
    handler: async (request) => ok(await uploadTypes.update(request.params.id, request.body)),
  });

  const category = dataAnswer(productTypeCategorySchema);
  app.get('/api/product-type-categories', {
    config: { access: access.types('ADMIN', 'SELLER') },
    schema: {
      tags: ['product-type-categories'],
      summary: 'Every product type category',
      response: { 200: dataAnswer(z.array(productTypeCategorySchema)), ...errors },
    },
    handler: async () => ok(await categories.list()),
  });
  app.get('/api/product-type-categories/:id', {
    config: { access: access.admin('PRODUCT_TYPE_CATEGORY_DETAIL_ACCESS') },
    schema: {
      tags: ['product-type-categories'],
      summary: 'One product type category',
      params: idParamsSchema,
      response: { 200: category, ...errors },
    },
    handler: async (request) => ok(await categories.get(request.params.id)),
  });
  app.post('/api/product-type-categories', {
    config: { access: access.admin('PRODUCT_TYPE_CATEGORY_DETAIL_CREATE') },
    schema: {
      tags: ['product-type-categories'],
      summary: 'Create a product type category',
      body: productTypeCategoryBodySchema,
      response: { 200: category, ...errors },
    },
    handler: async (request) => ok(await categories.create(request.body)),
  });
  app.put('/api/product-type-categories/:id', {
    config: { access: access.admin('PRODUCT_TYPE_CATEGORY_DETAIL_UPDATE') },
    schema: {
      tags: ['product-type-categories'],
      summary: 'Edit a product type category',
      params: idParamsSchema,
      body: productTypeCategoryBodySchema,
      response: { 200: category, ...errors },
    },
    handler: async (request) => ok(await categories.update(request.params.id, request.body)),
  });
}
