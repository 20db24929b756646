/* Site content's public face (issue 30's module walls): what other modules may use. */
import { readModel } from '../../platform/read-model';
import { shortLinks, siteMaterials, sitePages } from './tables';

export { SiteContentService } from './service';
export { materialImageUrl } from './materials';
export { deleteShortLinks, deleteSiteMaterials, deleteSitePages } from './list-deletes';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const siteContentReadModel = readModel({ shortLinks, siteMaterials, sitePages });
