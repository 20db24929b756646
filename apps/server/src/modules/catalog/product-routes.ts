import {
  createProductBodySchema,
  dataAnswer,
  idParamsSchema,
  productCodeParamsSchema,
  productSchema,
  productStatusBodySchema,
  updateProductBodySchema,
} from '@platfox/domain';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { ProductService } from './products';

const errors = { ...errorResponses, 409: errorResponses[400] };
const tags = ['products'];
const product = dataAnswer(productSchema);
const ok = <T>(data: T) => ({ status: 200 as const, data });

/**
 * Products: sellers make and edit their own (/s/product/...), admins view and (in)activate any
 * (/a/product/{id}), the warehouse views them and scans their codes (/wh/...). Lists come from
 * POST data-lists (model product), scoped per seller.
 */
export function productRoutes(app: App, products: ProductService): void {
  app.get('/api/seller/product/:id', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'One of my products',
      params: idParamsSchema,
      response: { 200: product, ...errors },
    },
    handler: async (request) => ok(await products.get(actorOf(request), request.params.id)),
  });

  app.post('/api/seller/product', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'Create a product on an activated product type with its designs and mockups',
      body: createProductBodySchema,
      response: { 200: product, ...errors },
    },
    handler: async (request) => ok(await products.create(actorOf(request), request.body)),
  });

  app.put('/api/seller/product/:id', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'Edit one of my products; designs and mockups are replaced by the lists given',
      params: idParamsSchema,
      body: updateProductBodySchema,
      response: { 200: product, ...errors },
    },
    handler: async (request) =>
      ok(await products.update(actorOf(request), request.params.id, request.body)),
  });

  app.get('/api/products/:id', {
    config: { access: access.admin('PRODUCT_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: "Any seller's product",
      params: idParamsSchema,
      response: { 200: product, ...errors },
    },
    handler: async (request) => ok(await products.get(actorOf(request), request.params.id)),
  });

  app.put('/api/products/:id/status', {
    config: { access: access.admin('PRODUCT_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Activate or inactivate a product',
      params: idParamsSchema,
      body: productStatusBodySchema,
      response: { 200: product, ...errors },
    },
    handler: async (request) =>
      ok(await products.setStatus(actorOf(request), request.params.id, request.body.status)),
  });

  app.get('/api/warehouse/products/:id', {
    config: { access: access.types('WAREHOUSE') },
    schema: {
      tags,
      summary: 'One product, for the warehouse',
      params: idParamsSchema,
      response: { 200: product, ...errors },
    },
    handler: async (request) => ok(await products.get(actorOf(request), request.params.id)),
  });

  app.get('/api/warehouse/scan-code-product/:code', {
    config: { access: access.types('WAREHOUSE') },
    schema: {
      tags,
      summary: 'The product a scanned code names (/wh/scan-code-product)',
      params: productCodeParamsSchema,
      response: { 200: product, ...errors },
    },
    handler: async (request) => ok(await products.byCode(request.params.code)),
  });
}
