import {
  adminPrinterPermissionsBodySchema,
  blankApparelSchema,
  createBlankApparelBodySchema,
  createShippingPriceBodySchema,
  dataAnswer,
  idParamsSchema,
  printerIdParamsSchema,
  printerPermissionSchema,
  printerPermissionStatusBodySchema,
  productTypeIdParamsSchema,
  shippingPriceQuerySchema,
  shippingPriceSchema,
  stockLogSchema,
  updateBlankApparelBodySchema,
  updateShippingPriceBodySchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { BlankApparelService } from './blank-apparels';
import type { PrinterPermissionService } from './printer-permissions';
import type { ShippingPriceService } from './shipping-prices';

const errors = { ...errorResponses, 409: errorResponses[400] };
const ok = <T>(data: T) => ({ status: 200 as const, data });
const permissions = dataAnswer(z.array(printerPermissionSchema));

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

  const blank = dataAnswer(blankApparelSchema);
  app.get('/api/blank-apparels/:id', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_ACCESS') },
    schema: {
      tags: ['blank-apparels'],
      summary: 'One blank apparel with its stock per product type item',
      params: idParamsSchema,
      response: { 200: blank, ...errors },
    },
    handler: async (request) => ok(await blankApparels.get(request.params.id)),
  });
  app.get('/api/blank-apparels/:id/stock-logs', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_ACCESS') },
    schema: {
      tags: ['blank-apparels'],
      summary: 'The latest 500 stock changes of a blank apparel',
      params: idParamsSchema,
      response: { 200: dataAnswer(z.array(stockLogSchema)), ...errors },
    },
    handler: async (request) => ok(await blankApparels.stockLogs(request.params.id)),
  });
  app.post('/api/blank-apparels', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_CREATE') },
    schema: {
      tags: ['blank-apparels'],
      summary: "Create a product type's blank apparel with stock per item",
      body: createBlankApparelBodySchema,
      response: { 200: blank, ...errors },
    },
    handler: async (request) => ok(await blankApparels.create(actorOf(request), request.body)),
  });
  app.put('/api/blank-apparels/:id', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_UPDATE') },
    schema: {
      tags: ['blank-apparels'],
      summary: 'Rename a blank apparel and set stock; each stock change is logged',
      params: idParamsSchema,
      body: updateBlankApparelBodySchema,
      response: { 200: blank, ...errors },
    },
    handler: async (request) =>
      ok(await blankApparels.update(actorOf(request), request.params.id, request.body)),
  });

  app.get('/api/shipping-prices', {
    config: { access: access.admin('SHIPPING_PRICE_ACCESS') },
    schema: {
      tags: ['shipping-prices'],
      summary: 'Shipping prices, by country and product type',
      querystring: shippingPriceQuerySchema,
      response: { 200: dataAnswer(z.array(shippingPriceSchema)), ...errors },
    },
    handler: async (request) => ok(await shippingPrices.list(request.query)),
  });
  app.get('/api/shipping-prices/:id', {
    config: { access: access.admin('SHIPPING_PRICE_DETAIL_ACCESS') },
    schema: {
      tags: ['shipping-prices'],
      summary: 'One shipping price',
      params: idParamsSchema,
      response: { 200: dataAnswer(shippingPriceSchema), ...errors },
    },
    handler: async (request) => ok(await shippingPrices.get(request.params.id)),
  });
  app.post('/api/shipping-prices', {
    config: { access: access.admin('SHIPPING_PRICE_DETAIL_CREATE') },
    schema: {
      tags: ['shipping-prices'],
      summary: 'The same rates for a country and one or more items; an existing pair is a 409',
      body: createShippingPriceBodySchema,
      response: { 200: dataAnswer(z.array(shippingPriceSchema)), ...errors },
    },
    handler: async (request) => ok(await shippingPrices.create(request.body)),
  });
  app.put('/api/shipping-prices/:id', {
    config: { access: access.admin('SHIPPING_PRICE_DETAIL_UPDATE') },
    schema: {
      tags: ['shipping-prices'],
      summary: 'New rates for a shipping price',
      params: idParamsSchema,
      body: updateShippingPriceBodySchema,
      response: { 200: dataAnswer(shippingPriceSchema), ...errors },
    },
    handler: async (request) => ok(await shippingPrices.update(request.params.id, request.body)),
  });

  app.get('/api/printer-permissions/:printerId', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_ACCESS') },
    schema: {
      tags: ['printer-permissions'],
      summary: 'The product types a printer may produce',
      params: printerIdParamsSchema,
      response: { 200: permissions, ...errors },
    },
    handler: async (request) => ok(await printerPermissions.forPrinter(request.params.printerId)),
  });
  app.put('/api/printer-permissions/:printerId', {
    config: { access: access.admin('PRODUCT_TYPE_DETAIL_UPDATE') },
    schema: {
      tags: ['printer-permissions'],
      summary: "Set a printer's product types (granted or admin-blocked); the list replaces",
      params: printerIdParamsSchema,
      body: adminPrinterPermissionsBodySchema,
      response: { 200: permissions, ...errors },
    },
    handler: async (request) =>
      ok(await printerPermissions.setForPrinter(request.params.printerId, request.body)),
  });
  app.get('/api/printer/printer-permissions', {
    config: { access: access.types('PRINTER') },
    schema: {
      tags: ['printer-permissions'],
      summary: 'The product types I may produce',
      response: { 200: permissions, ...errors },
    },
    handler: async (request) => ok(await printerPermissions.forPrinter(actorOf(request).id)),
  });
  app.put('/api/printer/printer-permissions/:productTypeId', {
    config: { access: access.types('PRINTER') },
    schema: {
      tags: ['printer-permissions'],
      summary: 'Pause or resume producing a product type (not one an admin blocked)',
      params: productTypeIdParamsSchema,
      body: printerPermissionStatusBodySchema,
      response: { 200: permissions, ...errors },
    },
    handler: async (request) =>
      ok(
        await printerPermissions.setOwnStatus(
          actorOf(request),
          request.params.productTypeId,
          request.body.status,
        ),
      ),
  });
}
