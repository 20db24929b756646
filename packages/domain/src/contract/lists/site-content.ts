import { z } from 'zod';
import { SITE_MATERIAL_TYPES, SLIDER_ANIMATIONS } from '../../settings';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/** Site content's lists (issue 36): short links and the dynamic site pages. */

const stamps = {
  createdAt: { type: 'time', isSortable: true },
  updatedAt: { type: 'time', isSortable: true },
} as const;
const stampsRow = { createdAt: listDate, updatedAt: listDate };

/** Short links (/a/short-link) for admins with SHORT_LINK_ACCESS. */
export const shortLinkList = listModel({
  name: 'short-link',
  access: access.admin('SHORT_LINK_ACCESS'),
  fields: {
    shortCode: { type: 'text', isSortable: true },
    pageLink: { type: 'text', isSortable: true },
    visits: { type: 'int', isSortable: true },
    lastVisitedAt: { type: 'time', isSortable: true, isExistenceEnabled: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    shortCode: z.string(),
    pageLink: z.string(),
    visits: z.number().int(),
    lastVisitedAt: listDate.nullable(),
    ...stampsRow,
  }),
});

/** Dynamic site pages (/a/font-site/dynamic-site-page): admins edit them. */
export const sitePageList = listModel({
  name: 'site-page',
  access: access.types('ADMIN'),
  fields: {
    title: { type: 'text', isSortable: true },
    slug: { type: 'text', isSortable: true },
    isPublished: { type: 'boolean', isSortable: true },
    sliderAnimation: { type: 'array', choices: listChoices(SLIDER_ANIMATIONS) },
    slideCount: { type: 'int', isFilterable: false },
    ...stamps,
  },
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  row: listRow({
    title: z.string(),
    slug: z.string(),
    isPublished: z.boolean(),
    sliderAnimation: z.enum(SLIDER_ANIMATIONS),
    slideCount: z.number().int(),
    ...stampsRow,
  }),
});

/** Site materials (/a/font-site/materials): colours and materials with their images. */
export const siteMaterialList = listModel({
  name: 'site-material',
  access: access.admin('PRODUCT_TYPE_ACCESS'),
  fields: {
    type: { type: 'radio', isSortable: true, choices: listChoices(SITE_MATERIAL_TYPES) },
    name: { type: 'text', isSortable: true },
    value: { type: 'text', isSortable: true },
    description: { type: 'text' },
    imageUrl: { type: 'text', isFilterable: false },
    ...stamps,
  },
  defaultSort: { field: 'name', direction: 'asc' },
  row: listRow({
    type: z.enum(SITE_MATERIAL_TYPES),
    name: z.string(),
    value: z.string(),
    description: z.string(),
    imageUrl: z.string().nullable(),
    ...stampsRow,
  }),
});
