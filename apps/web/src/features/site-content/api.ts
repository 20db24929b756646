import {
  siteContentEndpoints as endpoints,
  type ShortLinkBody,
  type SiteMaterialBody,
  type SitePageBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

export const siteContentKeys = queryKeys('site-content', {
  material: (id: string) => ['material', id],
  materials: ['material'],
  page: (id: string) => ['page', id],
  pages: ['page'],
});

/** Short links and site pages (contract/endpoints/site-content.ts). */
export const siteContentApi = {
  createShortLink: (body: ShortLinkBody) =>
    call(endpoints.postShortLink, { body }).then((answer) => answer.data),
  updateShortLink: (id: string, body: ShortLinkBody) =>
    call(endpoints.putShortLink, { params: { id }, body }).then((answer) => answer.data),
  page: (id: string, signal?: AbortSignal) =>
    call(endpoints.getSitePage, { params: { id } }, { signal }).then((answer) => answer.data),
  createPage: (body: SitePageBody) =>
    call(endpoints.postSitePage, { body }).then((answer) => answer.data),
  material: (id: string, signal?: AbortSignal) =>
    call(endpoints.getSiteMaterial, { params: { id } }, { signal }).then((answer) => answer.data),
  materials: (signal?: AbortSignal) =>
    call(endpoints.getSiteMaterials, {}, { signal }).then((answer) => answer.data),
  createMaterial: (body: SiteMaterialBody) =>
    call(endpoints.postSiteMaterial, { body }).then((answer) => answer.data),
  updateMaterial: (id: string, body: SiteMaterialBody) =>
    call(endpoints.putSiteMaterial, { params: { id }, body }).then((answer) => answer.data),
  updatePage: (id: string, body: SitePageBody) =>
    call(endpoints.putSitePage, { params: { id }, body }).then((answer) => answer.data),
};

/** Saving a short link reads its list again. */
export const useShortLinkMutation = cachedMutationHook([dataListKeys.model('short-link')]);

/** Saving a page reads the page list and the page's editor again. */
export const useSitePageMutation = cachedMutationHook([
  dataListKeys.model('site-page'),
  siteContentKeys.pages,
]);

/** Saving a material reads the materials list and every screen showing materials again. */
export const useSiteMaterialMutation = cachedMutationHook([
  dataListKeys.model('site-material'),
  siteContentKeys.materials,
]);

/** A public path of this site as a full address, to copy or open. */
export const publicUrl = (path: string) => `${window.location.origin}${path}`;
