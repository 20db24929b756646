import { serialiseDate, shortLinkList, siteMaterialList, sitePageList } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  deleteShortLinks,
  deleteSiteMaterials,
  deleteSitePages,
  siteContentReadModel,
} from '../../site-content/index';
import { adminDelete } from '../admin-delete';
import { datedRow, selectionOf } from '../model-parts';
import { serveListModel } from '../registry';

const { shortLinks, siteMaterials, sitePages } = siteContentReadModel;

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

const siteMaterialColumns = {
  type: siteMaterials.type,
  name: siteMaterials.name,
  value: siteMaterials.value,
  description: siteMaterials.description,
  // The catalogue image's address, as the material's answer gives it (materialImageUrl).
  imageUrl: sql<string | null>`'/api/catalog/images/' || ${siteMaterials.imageId}`,
  createdAt: siteMaterials.createdAt,
  updatedAt: siteMaterials.updatedAt,
};

/** Site materials (/a/font-site/materials) with their images; deleting needs the editor's right. */
export const siteMaterialListModel = serveListModel(siteMaterialList, {
  source: (db, selection) => db.select(selection).from(siteMaterials).$dynamic(),
  id: siteMaterials.id,
  columns: siteMaterialColumns,
  select: { id: siteMaterials.id, ...selectionOf(siteMaterialColumns) },
  scope: () => undefined,
  toRow: datedRow,
  delete: adminDelete('PRODUCT_TYPE_DETAIL_UPDATE', { run: deleteSiteMaterials }),
});
