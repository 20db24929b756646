import { deleteByIds } from '../../platform/db/delete-by-ids';
import { shortLinks, siteMaterials, sitePages } from './tables';

// The admin's short-link and site-page lists delete through these (data-lists' delete actions
// check first who may): site content owns the rows, so only its functions write them.
export const deleteShortLinks = deleteByIds(shortLinks, shortLinks.id);
export const deleteSitePages = deleteByIds(sitePages, sitePages.id);
export const deleteSiteMaterials = deleteByIds(siteMaterials, siteMaterials.id);
