import { SIGNATURE_MAX_BYTES } from '../../schemas/packing-slip-signatures';
import { z } from 'zod';
import { endpoint, FILE_ANSWER, MULTIPART } from '../endpoint';
import { access, type Permission, type SignedInAccess } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import {
  packingSlipCreatorSearchSchema,
  packingSlipCreatorsAnswerSchema,
  packingSlipSettingsAnswerSchema,
  packingSlipSettingsSchema,
  packingSlipSignatureAnswerSchema,
  sellerIdParamsSchema,
} from '../../schemas/packing-slip-signatures';
import {
  packingSlipDownloadAnswerSchema,
  packingSlipDownloadBodySchema,
  packingSlipQuerySchema,
} from '../../schemas/packing-slips';

const tags = ['packing-slips'];

/**
 * A seller's packing-slip signature, on the seller's own path (the caller's, another seller's is
 * never addressable) and on the admin's (the seller named in the path).
 */
function signatureEndpoints<const P extends { params?: typeof sellerIdParamsSchema }>(
  path: '/seller/packing-slip-signature' | '/admin/packing-slip-signatures/:sellerId',
  read: SignedInAccess,
  write: SignedInAccess,
  // The admin's path names the seller; given here, so the web's call is typed by it.
  params: P,
) {
  return {
    upload: endpoint({
      method: 'POST',
      path,
      tags,
      summary: 'Upload (or replace) the packing-slip signature: a PNG or JPEG of 5 MB at most',
      access: write,
      ...params,
      body: MULTIPART,
      maxUploadBytes: SIGNATURE_MAX_BYTES,
      answer: packingSlipSignatureAnswerSchema,
      errors: [413],
    }),
    current: endpoint({
      method: 'GET',
      path,
      tags,
      summary: "The seller's current packing-slip signature (null when none)",
      access: read,
      ...params,
      answer: packingSlipSignatureAnswerSchema,
    }),
    image: endpoint({
      method: 'GET',
      path: `${path}/image`,
      tags,
      summary: 'The signature picture, shown inline',
      access: read,
      ...params,
      answer: FILE_ANSWER,
    }),
    remove: endpoint({
      method: 'DELETE',
      path,
      tags,
      summary: 'Delete the packing-slip signature and its picture',
      access: write,
      ...params,
      answer: z.object({ status: z.literal(200) }),
    }),
  };
}

/** Sellers by e-mail or name, for a screen that picks one (each with the screen's permission). */
const sellerSearch = (path: `/${string}`, permission: Permission) =>
  endpoint({
    method: 'GET',
    path,
    tags,
    summary: 'Sellers whose e-mail or name contains the text (at most 20)',
    access: access.rootOrAdmin(permission),
    query: packingSlipCreatorSearchSchema,
    answer: packingSlipCreatorsAnswerSchema,
  });

export const signatureSides = {
  seller: signatureEndpoints(
    '/seller/packing-slip-signature',
    access.types('SELLER'),
    access.types('SELLER'),
    {},
  ),
  admin: signatureEndpoints(
    '/admin/packing-slip-signatures/:sellerId',
    access.rootOrAdmin('PACKING_SLIP_SIGNATURE_DETAIL_ACCESS'),
    access.rootOrAdmin('PACKING_SLIP_SIGNATURE_DETAIL_UPDATE'),
    { params: sellerIdParamsSchema },
  ),
};

/** The packing-slips endpoints (server: serve(); web: call()). */
export const packingSlipEndpoints = {
  sellerSignature: signatureSides.seller.current,
  uploadSellerSignature: signatureSides.seller.upload,
  sellerSignatureImage: signatureSides.seller.image,
  deleteSellerSignature: signatureSides.seller.remove,
  adminSignature: signatureSides.admin.current,
  uploadAdminSignature: signatureSides.admin.upload,
  adminSignatureImage: signatureSides.admin.image,
  deleteAdminSignature: signatureSides.admin.remove,
  slipCreatorChoices: sellerSearch(
    '/admin/packing-slip-settings/creators',
    'PACKING_SLIP_SIZE_DETAIL_UPDATE',
  ),
  signatureSellerChoices: sellerSearch(
    '/admin/packing-slip-signatures/sellers',
    'PACKING_SLIP_SIGNATURE_DETAIL_UPDATE',
  ),
  postPrinterPackingSlipsMassDownload: endpoint({
    method: 'POST',
    path: '/printer/mass-download',
    formerPath: '/printer/packing-slips/mass-download',
    tags: ['packing-slips'],
    summary:
      'Mass download of packing slips (PDF), print designs or shipping labels (zip); answers the job that makes the file',
    access: access.types('PRINTER'),
    body: packingSlipDownloadBodySchema,
    answer: packingSlipDownloadAnswerSchema,
  }),
  getPrinterOrderItemsPackingSlip: endpoint({
    method: 'GET',
    path: '/printer/order-items/:id/packing-slip',
    tags: ['packing-slips'],
    summary:
      "An item's packing slips as PDF (every quantity index, or ?qtyIndex=), recorded as printed",
    access: access.types('PRINTER'),
    params: idParamsSchema,
    query: packingSlipQuerySchema,
    answer: FILE_ANSWER,
  }),
  getAdminPackingSlipSettings: endpoint({
    method: 'GET',
    path: '/admin/packing-slip-settings',
    tags: ['packing-slips'],
    summary: 'The packing-slip page size ("width|height|dpi") and the designated creators',
    access: access.rootOrAdmin('PACKING_SLIP_SIZE_ACCESS'),
    answer: packingSlipSettingsAnswerSchema,
    errors: [413],
  }),
  putAdminPackingSlipSettings: endpoint({
    method: 'PUT',
    path: '/admin/packing-slip-settings',
    tags: ['packing-slips'],
    summary: 'Change the packing-slip page size and the (at most four) designated creators',
    access: access.rootOrAdmin('PACKING_SLIP_SIZE_DETAIL_UPDATE'),
    body: packingSlipSettingsSchema,
    answer: packingSlipSettingsAnswerSchema,
    errors: [413],
  }),
};
