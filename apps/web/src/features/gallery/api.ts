import {
  galleryEndpoints as endpoints,
  type GalleryItemBody,
  type GalleryQuery,
  type GalleryTagRename,
} from '@platfox/domain';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { queryKeys } from '../../platform/api/queryKeys';

export const galleryKeys = queryKeys('gallery', {
  page: (query: GalleryQuery) => ['page', query],
  one: (id: string) => ['item', id],
  tags: ['tags'],
});

/** The seller's gallery and tags (contract/endpoints/gallery.ts). */
export const galleryApi = {
  page: (query: GalleryQuery, signal?: AbortSignal) =>
    call(endpoints.getSellerGallery, { query }, { signal }).then((answer) => answer.data),
  one: (id: string, signal?: AbortSignal) =>
    call(endpoints.getSellerGalleryOne, { params: { id } }, { signal }).then(
      (answer) => answer.data,
    ),
  /** One image (multipart); the server checks it by its bytes and answers the new item. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(endpoints.postSellerGallery, { body: form }).then((answer) => answer.data);
  },
  update: (id: string, body: GalleryItemBody) =>
    call(endpoints.putSellerGalleryOne, { params: { id }, body }).then((answer) => answer.data),
  remove: (id: string) => call(endpoints.deleteSellerGalleryOne, { params: { id } }),
  /** The item as a print position's design: the server checks it as it checks an upload. */
  useAsDesign: (id: string, uploadTypeItemId: string) =>
    call(endpoints.postSellerGalleryDesign, { params: { id }, query: { uploadTypeItemId } }).then(
      (answer) => answer.data,
    ),
  tags: (signal?: AbortSignal) =>
    call(endpoints.getSellerTags, {}, { signal }).then((answer) => answer.data),
  renameTag: (body: GalleryTagRename) =>
    call(endpoints.putSellerTags, { body }).then((answer) => answer.data),
};

/** A change in the gallery: its pages, items and tags are read again. */
export const useGalleryMutation = cachedMutationHook([galleryKeys.all]);
