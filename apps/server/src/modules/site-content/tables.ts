import type { SiteSlide, SliderAnimation } from '@platfox/domain';
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
