import { mockupEndpoints as endpoints, uploadEndpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { sendFile } from '../../platform/files/routes';
import { serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { DirectUploads } from './direct-uploads';
import type { MockupService } from './mockups';

/**
 * Issue 36's generated mockups: the admin's mockup background of a product type, and the
 * seller's download of a product's mockup (another seller's product reads as not found).
 */
export function mockupRoutes(app: App, mockups: MockupService, uploads: DirectUploads): void {
  serveAnswer(app, endpoints.getProductTypesMockupBackground, (request) =>
    mockups.background(request.params.id),
  );

  serveAnswer(app, endpoints.putProductTypesMockupBackground, (request) =>
    mockups.setBackground(request.params.id, request.body),
  );

  serve(app, endpoints.deleteProductTypesMockupBackground, async (request) => {
    await mockups.removeBackground(request.params.id);
    return { status: 200 as const, message: 'The mockup background was removed' };
  });

  serve(app, endpoints.getSellerProductMockup, async (request, reply) =>
    sendFile(reply, await mockups.download(actorOf(request), request.params.id)),
  );

  // Direct uploads to the bucket (spec 03 section 7.6): direct-uploads.ts.
  serveAs(app, uploadEndpoints.getUploadsSignedUrl, (actor, request) =>
    uploads.signedUrl(actor, request.query),
  );

  serveAs(app, uploadEndpoints.postUploadsValidateSignedUrl, (actor, request) =>
    uploads.validate(actor, request.body),
  );
}
