import { z } from 'zod';
import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import {
  shortLinkAnswerSchema,
  shortLinkBodySchema,
  siteMaterialAnswerSchema,
  siteMaterialBodySchema,
  siteMaterialSchema,
  sitePageAnswerSchema,
  sitePageBodySchema,
} from '../../schemas/site-content';
import { access } from '../access';
import { endpoint } from '../endpoint';

const tags = ['site-content'];
/** The site's pages have no permission area of their own (spec 01 section 6): admins edit them. */
const siteEditors = access.types('ADMIN');
/**
 * Materials describe product types (their colours and fabrics) with catalogue images, so they are
 * edited by whoever edits product types (and may upload catalogue images).
 */
const materialEditors = access.admin('PRODUCT_TYPE_DETAIL_UPDATE');

/**
 * Site content (issue 36): short links at the spec's `apps/short-link`, and the dynamic site
 * pages at the spec's `main-sites`. Both lists (and their deletes) are data-list models
 * ('short-link', 'site-page'); the public sides are `GET /l/{code}` and `GET /site/{slug}`.
 */
export const siteContentEndpoints = {
  postShortLink: endpoint({
    method: 'POST',
    path: '/apps/short-link',
    tags,
    summary: 'Create a short link: a short code that redirects to a page link and counts visits',
    access: access.admin('SHORT_LINK_DETAIL_CREATE'),
    body: shortLinkBodySchema,
    answer: shortLinkAnswerSchema,
  }),
  putShortLink: endpoint({
    method: 'PUT',
    path: '/apps/short-link/:id',
    tags,
    summary: "Change a short link's code or page link (its visit count stays)",
    access: access.admin('SHORT_LINK_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: shortLinkBodySchema,
    answer: shortLinkAnswerSchema,
  }),
  postSitePage: endpoint({
    method: 'POST',
    path: '/main-sites',
    tags,
    summary: 'Create a site page (HTML sanitised on save, a slider of up to 10 slides)',
    access: siteEditors,
    body: sitePageBodySchema,
    answer: sitePageAnswerSchema,
  }),
  getSitePage: endpoint({
    method: 'GET',
    path: '/main-sites/:id',
    tags,
    summary: 'One site page as stored, for its editor',
    access: siteEditors,
    params: idParamsSchema,
    answer: sitePageAnswerSchema,
  }),
  putSitePage: endpoint({
    method: 'PUT',
    path: '/main-sites/:id',
    tags,
    summary: 'Change a site page; a published page is served at /site/{slug} at once',
    access: siteEditors,
    params: idParamsSchema,
    body: sitePageBodySchema,
    answer: sitePageAnswerSchema,
  }),
  postSiteMaterial: endpoint({
    method: 'POST',
    path: '/site-materials',
    tags,
    summary: 'Create a site material: a colour (with its swatch) or a material, with an image',
    access: materialEditors,
    body: siteMaterialBodySchema,
    answer: siteMaterialAnswerSchema,
  }),
  getSiteMaterial: endpoint({
    method: 'GET',
    path: '/site-materials/:id',
    tags,
    summary: 'One site material, for its editor',
    access: materialEditors,
    params: idParamsSchema,
    answer: siteMaterialAnswerSchema,
  }),
  putSiteMaterial: endpoint({
    method: 'PUT',
    path: '/site-materials/:id',
    tags,
    summary: 'Change a site material',
    access: materialEditors,
    params: idParamsSchema,
    body: siteMaterialBodySchema,
    answer: siteMaterialAnswerSchema,
  }),
  getSiteMaterials: endpoint({
    method: 'GET',
    path: '/site-materials',
    tags,
    summary:
      'Every site material (colours, then materials, by name), where product types are shown',
    access: access.anyUser,
    answer: dataAnswer(z.array(siteMaterialSchema)),
  }),
};
