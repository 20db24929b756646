import { z } from 'zod';
import { UPLOAD_SIZE_LIMIT_KB } from '../../limits';
import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import { messageAnswerSchema } from '../../schemas/auth';
import { catalogImageSchema } from '../../schemas/catalog-products';
import {
  galleryDesignQuerySchema,
  galleryImageQuerySchema,
  galleryItemAnswerSchema,
  galleryItemBodySchema,
  galleryPageSchema,
  galleryQuerySchema,
  galleryTagCountSchema,
  galleryTagRenameSchema,
} from '../../schemas/gallery';
import { access } from '../access';
import { endpoint, FILE_ANSWER, MULTIPART } from '../endpoint';

const tags = ['gallery'];
/** A seller's own library: nobody else reads it (another seller's id reads as not found). */
const sellers = access.types('SELLER');

/**
 * The seller's gallery (issue 36) at the spec's `seller/gallery`, and its tags at `seller/tags`.
 * An upload is checked as a design upload is (PNG or JPEG by its bytes, 10 MB, pixel size); taking
 * an item as a product's design checks it against the print position like an upload.
 */
export const galleryEndpoints = {
  getSellerGallery: endpoint({
    method: 'GET',
    path: '/seller/gallery',
    tags,
    summary: 'My gallery, newest first: search by name, filter by tag and status',
    access: sellers,
    query: galleryQuerySchema,
    answer: dataAnswer(galleryPageSchema),
  }),
  postSellerGallery: endpoint({
    method: 'POST',
    path: '/seller/gallery',
    tags,
    summary: 'Add an image to my gallery (PNG or JPEG, 10 MB), with a thumbnail',
    access: sellers,
    body: MULTIPART,
    maxUploadBytes: UPLOAD_SIZE_LIMIT_KB * 1024,
    answer: galleryItemAnswerSchema,
    errors: [413],
  }),
  getSellerGalleryOne: endpoint({
    method: 'GET',
    path: '/seller/gallery/:id',
    tags,
    summary: 'One item of my gallery with its metadata',
    access: sellers,
    params: idParamsSchema,
    answer: galleryItemAnswerSchema,
  }),
  putSellerGalleryOne: endpoint({
    method: 'PUT',
    path: '/seller/gallery/:id',
    tags,
    summary: "Change an item's name, tags (at most 3) and status",
    access: sellers,
    params: idParamsSchema,
    body: galleryItemBodySchema,
    answer: galleryItemAnswerSchema,
  }),
  deleteSellerGalleryOne: endpoint({
    method: 'DELETE',
    path: '/seller/gallery/:id',
    tags,
    summary: 'Delete an item of my gallery (designs taken from it stay on their products)',
    access: sellers,
    params: idParamsSchema,
    answer: messageAnswerSchema,
  }),
  getSellerGalleryImage: endpoint({
    method: 'GET',
    path: '/seller/gallery/:id/image',
    tags,
    summary: "A gallery item's image or its thumbnail",
    access: sellers,
    params: idParamsSchema,
    query: galleryImageQuerySchema,
    answer: FILE_ANSWER,
  }),
  postSellerGalleryDesign: endpoint({
    method: 'POST',
    path: '/seller/gallery/:id/design',
    tags,
    summary: 'Use a gallery item as the design of a print position (checked like an upload)',
    access: sellers,
    params: idParamsSchema,
    query: galleryDesignQuerySchema,
    answer: dataAnswer(catalogImageSchema),
  }),
  getSellerTags: endpoint({
    method: 'GET',
    path: '/seller/tags',
    tags,
    summary: 'The tags of my gallery with how many items carry each',
    access: sellers,
    answer: dataAnswer(z.array(galleryTagCountSchema)),
  }),
  putSellerTags: endpoint({
    method: 'PUT',
    path: '/seller/tags',
    tags,
    summary: 'Rename a tag on every item of my gallery (an empty name removes it)',
    access: sellers,
    body: galleryTagRenameSchema,
    answer: dataAnswer(z.array(galleryTagCountSchema)),
  }),
};
