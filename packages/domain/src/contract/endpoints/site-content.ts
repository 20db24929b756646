import { idParamsSchema } from '../../schemas/accounts';
import {
  shortLinkAnswerSchema,
  shortLinkBodySchema,
  sitePageAnswerSchema,
  sitePageBodySchema,
} from '../../schemas/site-content';
import { access } from '../access';
import { endpoint } from '../endpoint';

const tags = ['site-content'];
/** The site's pages have no permission area of their own (spec 01 section 6): admins edit them. */
const siteEditors = access.types('ADMIN');

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
};
