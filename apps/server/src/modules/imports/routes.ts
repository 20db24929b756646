import { importEndpoints as endpoints } from '@platfox/domain';
import { ok, serve, serveAs } from '../../platform/serve';
import multipart from '@fastify/multipart';
import { IMPORT_MESSAGES, ORDER_IMPORT_MAX_BYTES } from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/access';
import { HttpError } from '../../platform/errors';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { COMING_DATE_TEMPLATE_FILE_NAME, comingDateTemplate } from './coming-date-template';
import { PRODUCT_TEMPLATE_FILE_NAME, productTemplate } from './product-template';
import type { UploadedSheet } from './service';
import { orderTemplate, TEMPLATE_FILE_NAME } from './template';
import { TRACKING_TEMPLATE_FILE_NAME, trackingTemplate } from './tracking-template';
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
 * list `import-queue`). The service and the import jobs are made once by app.ts (module.ts).
 */
export function importRoutes(app: App, { imports: { service: imports } }: Services): void {
  app.register(async (parent) => {
    // The multipart parser in its own scope: every other route still takes JSON only.
    await parent.register(multipart);
    const scope = parent.withTypeProvider<ZodTypeProvider>();
    serve(scope, endpoints.postImportsOrders, async (request) =>
      ok(await imports.uploadOrders(actorOf(request), await readUpload(request))),
    );
    serve(scope, endpoints.postImportsProducts, async (request) =>
      ok(await imports.uploadProducts(actorOf(request), await readUpload(request))),
    );
    // A printer's lines reach only the items routed to it; an admin's any item.
    for (const upload of [
      endpoints.printerImportTrackingCodes,
      endpoints.adminImportTrackingCodes,
    ]) {
      serve(scope, upload, async (request) =>
        ok(await imports.uploadTrackingCodes(actorOf(request), await readUpload(request))),
      );
    }
    serve(scope, endpoints.adminImportComingDates, async (request) =>
      ok(await imports.uploadComingDates(actorOf(request), await readUpload(request))),
    );
  });

  serve(app, endpoints.getImportsTrackingCodesTemplate, async (_request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${TRACKING_TEMPLATE_FILE_NAME}"`)
      .send(await trackingTemplate()),
  );

  serve(app, endpoints.getImportsComingDatesTemplate, async (_request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${COMING_DATE_TEMPLATE_FILE_NAME}"`)
      .send(await comingDateTemplate()),
  );

  serve(app, endpoints.getImportsOrdersTemplate, async (_request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${TEMPLATE_FILE_NAME}"`)
      .send(await orderTemplate()),
  );

  serve(app, endpoints.getImportsProductsTemplate, async (_request, reply) =>
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${PRODUCT_TEMPLATE_FILE_NAME}"`)
      .send(await productTemplate()),
  );

  serveAs(app, endpoints.getImportQueuesOne, (actor, request) =>
    imports.view(actor, request.params.id),
  );
}
