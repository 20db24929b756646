import type { SiteMaterialType, SiteSlide, SliderAnimation } from '@platfox/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables';
import { catalogImages } from '../catalog/product-tables';

/**
 * Short links (spec 03 section 3.5: short code, page link): `/l/{code}` redirects to the page
 * link and counts the visit. Codes are unique ignoring case, so `/l/Sale` and `/l/sale` cannot
 * lead to two places.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shortCode: text('short_code').notNull(),
    pageLink: text('page_link').notNull(),
    visits: integer('visits').notNull().default(0),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('short_links_code_idx').on(sql`lower(${table.shortCode})`),
    index('short_links_created_idx').on(table.createdAt),
  ],
);
export type ShortLinkRow = typeof shortLinks.$inferSelect;

/**
 * Dynamic site pages (/a/font-site/dynamic-site-page), served at `/site/{slug}` once published.
 * `html` is stored sanitised (what the editor shows is what visitors get); it is sanitised again
 * when served, so a row written by any other path cannot carry a script either.
 */
export const sitePages = pgTable(
  'site_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    html: text('html').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    sliderAnimation: text('slider_animation').$type<SliderAnimation>().notNull().default('NONE'),
    slides: jsonb('slides').$type<SiteSlide[]>().notNull().default([]),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_pages_updated_idx').on(table.updatedAt)],
);
export type SitePageRow = typeof sitePages.$inferSelect;

/**
 * Site materials (/a/font-site/materials): the colours (with their swatch) and materials the site
 * describes product types with, each with a catalogue image. Deleting the image leaves the
 * material without a picture rather than refusing.
 */
export const siteMaterials = pgTable(
  'site_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<SiteMaterialType>().notNull(),
    name: text('name').notNull(),
    value: text('value').notNull().default(''),
    description: text('description').notNull().default(''),
    imageId: uuid('image_id').references(() => catalogImages.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One colour or material of a name (ignoring case), so a list never shows two "Navy".
    uniqueIndex('site_materials_type_name_idx').on(table.type, sql`lower(${table.name})`),
    index('site_materials_name_idx').on(table.name),
  ],
);
export type SiteMaterialRow = typeof siteMaterials.$inferSelect;
