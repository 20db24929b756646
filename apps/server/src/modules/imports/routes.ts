import multipart from '@fastify/multipart';
import {
  IMPORT_MESSAGES,
  idParamsSchema,
  importQueueAnswerSchema,
  ORDER_IMPORT_JOB_KIND,
  ORDER_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_JOB_KIND,
  TRACKING_IMPORT_JOB_KIND,
} from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, actorOf } from '../../platform/access';
import { HttpError, errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { CatalogImageService } from '../catalog/designs';
import { ProductService } from '../catalog/products';
import { TrackingService } from '../production/tracking';
import { OrderImportJob } from './order-import';
import { ProductImportJob } from './product-import';
import { PRODUCT_TEMPLATE_FILE_NAME, productTemplate } from './product-template';
import { importingActor, ImportQueueService, type UploadedSheet } from './service';
import { orderTemplate, TEMPLATE_FILE_NAME } from './template';
import { TrackingImportJob } from './tracking-import';
import { TRACKING_TEMPLATE_FILE_NAME, trackingTemplate } from './tracking-template';

const tags = ['imports'];
const errors = { ...errorResponses, 413: errorResponses[400] };
const missing = () =>
  new HttpError(400, IMPORT_MESSAGES.fileMissing, { file: IMPORT_MESSAGES.fileMissing });

/** The one file of a multipart request, refused above the size limit (413). */
async function readUpload(request: FastifyRequest): Promise<UploadedSheet> {
  if (!request.isMultipart()) throw missing();
  const part = await request.file({
    limits: { fileSize: ORDER_IMPORT_MAX_BYTES, files: 1, fields: 10 },
  });
  if (!part) throw missing();
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, IMPORT_MESSAGES.fileSize, { file: IMPORT_MESSAGES.fileSize });
    }
    throw error;
  }
}

/**
 * The import queue (spec 01: /s/order/import, /a/import-queue): the seller uploads an order file
 * and downloads the template; the queue row is read by id while it runs (the list is the data
 * list `import-queue`). The order-import job handler is registered here.
 */
export function importRoutes(app: App, { config, database, live, jobs, files }: Services): void {
  const imports = new ImportQueueService(database.db, live, jobs, files);
  const job = new OrderImportJob(database.db, live, files, (id) => importingActor(database.db, id));
  jobs.register(ORDER_IMPORT_JOB_KIND, (context) => job.run(context));
  const trackingJob = new TrackingImportJob(
    database.db,
    live,
    files,
    new TrackingService(database.db, live),
    (id) => importingActor(database.db, id),
  );
  jobs.register(TRACKING_IMPORT_JOB_KIND, (context) => trackingJob.run(context));
  const productJob = new ProductImportJob(
    database.db,
    live,
    files,
    new CatalogImageService(database.db, files),
    new ProductService(database.db, live),
    (id) => importingActor(database.db, id),
    { allowPrivateHosts: config.importAllowsPrivateHosts },
  );
  jobs.register(PRODUCT_IMPORT_JOB_KIND, (context) => productJob.run(context));

  app.register(async (parent) => {
    // The multipart parser in its own scope: every other route still takes JSON only.
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    scope.post('/api/imports/orders', {
      config: { access: access.types('SELLER') },
      schema: {
        tags,
        summary: 'Upload an order spreadsheet (XLSX or CSV, 10 MB): queued, imported as drafts',
        consumes: ['multipart/form-data'],
        response: { 200: importQueueAnswerSchema, ...errors },
      },
      handler: async (request) => ({
        status: 200 as const,
        data: await imports.uploadOrders(actorOf(request), await readUpload(request)),
      }),
    });
    scope.post('/api/imports/products', {
      config: { access: access.types('SELLER') },
      schema: {
        tags,
        summary:
          'Upload a product spreadsheet (XLSX or CSV, 10 MB): queued, each line fetches its images',
        consumes: ['multipart/form-data'],
        response: { 200: importQueueAnswerSchema, ...errors },
      },
      handler: async (request) => ({
        status: 200 as const,
        data: await imports.uploadProducts(actorOf(request), await readUpload(request)),
      }),
    });
    // Tracking codes (/p/import-tracking-code, /a/import-tracking-code): a printer's lines reach
    // only the items routed to it; an admin's any item.
    const trackingUploads = [
      ['/api/printer/import-tracking-code', access.types('PRINTER')],
      ['/api/admin/import-tracking-code', access.rootOrAdmin('IMPORT_TRACKING_CODE_ACCESS')],
    ] as const;
    for (const [url, routeAccess] of trackingUploads) {
      scope.post(url, {
        config: { access: routeAccess },
        schema: {
          tags,
          summary: 'Upload a tracking-code spreadsheet (XLSX or CSV, 10 MB): queued, added by line',
          consumes: ['multipart/form-data'],
          response: { 200: importQueueAnswerSchema, ...errors },
        },
        handler: async (request) => ({
          status: 200 as const,
          data: await imports.uploadTrackingCodes(actorOf(request), await readUpload(request)),
        }),
      });
    }
  });

  app.get('/api/imports/tracking-codes/template', {
    config: { access: access.types('PRINTER', 'ADMIN', 'ROOT') },
    schema: {
      tags,
      summary: 'The tracking-code template (XLSX): item id or packing-slip code, code, carrier',
      response: { 200: z.unknown().describe('The XLSX file'), ...errorResponses },
    },
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${TRACKING_TEMPLATE_FILE_NAME}"`)
        .send(await trackingTemplate()),
  });

  app.get('/api/imports/orders/template', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'The latest order template (XLSX), written from the columns the import checks',
      response: { 200: z.unknown().describe('The XLSX file'), ...errorResponses },
    },
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
        .send(await orderTemplate()),
  });

  app.get('/api/imports/products/template', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'The product template (XLSX): product type, title, SKU, design and mockup URLs',
      response: { 200: z.unknown().describe('The XLSX file'), ...errorResponses },
    },
    handler: async (_request, reply) =>
      reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${PRODUCT_TEMPLATE_FILE_NAME}"`)
        .send(await productTemplate()),
  });

  app.get('/api/import-queues/:id', {
    config: { access: access.types('SELLER', 'PRINTER', 'ADMIN', 'ROOT') },
    schema: {
      tags,
      summary: "An import with its status, counts and refused lines (polled until it's final)",
      params: idParamsSchema,
      response: { 200: importQueueAnswerSchema, ...errorResponses },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await imports.view(actorOf(request), request.params.id),
    }),
  });
}
