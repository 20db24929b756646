/** Site content's public face: its tables, for the data-list models that list them. */
export { shortLinks, sitePages } from './tables';
export { SiteContentService } from './service';
