import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import { messageAnswerSchema } from '../../schemas/auth';
import {
  directUploadSchema,
  mockupBackgroundBodySchema,
  mockupBackgroundSchema,
  signedUrlQuerySchema,
  signedUrlSchema,
  validateSignedUrlBodySchema,
} from '../../schemas/mockups';
import { access } from '../access';
import { endpoint, FILE_ANSWER } from '../endpoint';

/**
 * Issue 36's seller gaps: a product type's mockup background (the admin's), the generated mockup
 * a seller downloads, and uploads straight to the bucket by a signed URL where S3 is set.
 */
export const mockupEndpoints = {
  getProductTypesMockupBackground: endpoint({
    method: 'GET',
    path: '/product-types/:id/mockup-background',
    tags: ['product-types'],
    summary: "The product type's mockup background and print area, or null",
    access: access.admin('PRODUCT_TYPE_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: dataAnswer(mockupBackgroundSchema.nullable()),
  }),
  putProductTypesMockupBackground: endpoint({
    method: 'PUT',
    path: '/product-types/:id/mockup-background',
    tags: ['product-types'],
    summary: "Set the product type's mockup background and where designs go on it",
    access: access.admin('PRODUCT_TYPE_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: mockupBackgroundBodySchema,
    answer: dataAnswer(mockupBackgroundSchema),
  }),
  deleteProductTypesMockupBackground: endpoint({
    method: 'DELETE',
    path: '/product-types/:id/mockup-background',
    tags: ['product-types'],
    summary: 'Remove the mockup background: new products get no generated mockup',
    access: access.admin('PRODUCT_TYPE_DETAIL_UPDATE'),
    params: idParamsSchema,
    answer: messageAnswerSchema,
  }),
  getSellerProductMockup: endpoint({
    method: 'GET',
    path: '/seller/product/:id/mockup',
    tags: ['products'],
    summary: "Download my product's generated mockup",
    access: access.types('SELLER'),
    params: idParamsSchema,
    answer: FILE_ANSWER,
  }),
};

/** Uploads straight to the bucket (spec 03 section 7.6); 409 where files are not in S3. */
export const uploadEndpoints = {
  getUploadsSignedUrl: endpoint({
    method: 'GET',
    path: '/uploads/signed-url',
    tags: ['uploads'],
    summary: 'A presigned PUT for one image of the given type and exact size, and its key',
    access: access.types('SELLER'),
    query: signedUrlQuerySchema,
    answer: dataAnswer(signedUrlSchema),
    errors: [409],
  }),
  postUploadsValidateSignedUrl: endpoint({
    method: 'POST',
    path: '/uploads/validate-signed-url',
    tags: ['uploads'],
    summary: 'Check an uploaded object (size, type by its bytes) and record it as my file',
    access: access.types('SELLER'),
    body: validateSignedUrlBodySchema,
    answer: dataAnswer(directUploadSchema),
    errors: [409],
  }),
};
