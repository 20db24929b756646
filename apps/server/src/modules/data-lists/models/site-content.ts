import { serialiseDate, shortLinkList, sitePageList } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import { deleteShortLinks, deleteSitePages, siteContentReadModel } from '../../site-content/index';
import { adminDelete } from '../admin-delete';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';

const { shortLinks, sitePages } = siteContentReadModel;

const shortLinkColumns = {
  shortCode: shortLinks.shortCode,
  pageLink: shortLinks.pageLink,
  visits: shortLinks.visits,
  lastVisitedAt: shortLinks.lastVisitedAt,
  createdAt: shortLinks.createdAt,
  updatedAt: shortLinks.updatedAt,
};

/** Short links (/a/short-link) with their visit counts; deleting needs SHORT_LINK_DETAIL_UPDATE. */
export const shortLinkListModel = serveListModel(shortLinkList, {
  source: (db, selection) => db.select(selection).from(shortLinks).$dynamic(),
  id: shortLinks.id,
  columns: shortLinkColumns,
  select: { id: shortLinks.id, ...selectionOf(shortLinkColumns) },
  scope: () => undefined,
  toRow: (row) => ({
    ...datedRow(row),
    lastVisitedAt: row.lastVisitedAt ? serialiseDate(row.lastVisitedAt) : null,
  }),
  delete: adminDelete('SHORT_LINK_DETAIL_UPDATE', {
    run: deleteShortLinks,
  }),
});

const sitePageColumns = {
  title: sitePages.title,
  slug: sitePages.slug,
  isPublished: sitePages.isPublished,
  sliderAnimation: sitePages.sliderAnimation,
  slideCount: sql<number>`jsonb_array_length(${sitePages.slides})`.mapWith(Number),
  createdAt: sitePages.createdAt,
  updatedAt: sitePages.updatedAt,
};

/** Dynamic site pages (/a/font-site/dynamic-site-page): every admin edits and deletes them. */
export const sitePageListModel = serveListModel(sitePageList, {
  source: (db, selection) => db.select(selection).from(sitePages).$dynamic(),
  id: sitePages.id,
  columns: sitePageColumns,
  select: { id: sitePages.id, ...selectionOf(sitePageColumns) },
  scope: () => undefined,
  toRow: datedRow,
  delete: {
    refusals: async () => new Map(),
    run: deleteSitePages,
  },
});
