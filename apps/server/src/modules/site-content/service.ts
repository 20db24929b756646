import type { ShortLink, ShortLinkBody, SitePage, SitePageBody } from '@platfox/domain';
import { sitePageBodySchema } from '@platfox/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { notFound } from '../../platform/errors';
import type { Actor } from '../auth/index';
import { sanitizePageHtml } from './sanitize';
import { unique } from './unique';
import { shortLinks, sitePages, type ShortLinkRow, type SitePageRow } from './tables';

const CODE_TAKEN = 'This short code is already used by another link';
const SLUG_TAKEN = 'Another page already has this address';

const toShortLink = (row: ShortLinkRow): ShortLink => ({
  id: row.id,
  shortCode: row.shortCode,
  pageLink: row.pageLink,
  visits: row.visits,
  lastVisitedAt: row.lastVisitedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toSitePage = (row: SitePageRow): SitePage => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  html: row.html,
  isPublished: row.isPublished,
  sliderAnimation: row.sliderAnimation,
  slides: row.slides,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Short links and site pages: the admin's side, and what the public paths read. */
export class SiteContentService {
  constructor(private readonly db: Db) {}

  async createShortLink(actor: Actor, body: ShortLinkBody): Promise<ShortLink> {
    const [row] = await unique(
      this.db
        .insert(shortLinks)
        .values({ ...body, createdBy: actor.id })
        .returning(),
      'shortCode',
      CODE_TAKEN,
    );
    return toShortLink(row!);
  }

  async updateShortLink(id: string, body: ShortLinkBody): Promise<ShortLink> {
    const [row] = await unique(
      this.db
        .update(shortLinks)
        .set({ ...body, updatedAt: new Date() })
        .where(eq(shortLinks.id, id))
        .returning(),
      'shortCode',
      CODE_TAKEN,
    );
    if (!row) throw notFound('Short link not found');
    return toShortLink(row);
  }

  /**
   * Where `code` leads, counting the visit in the same statement (two visits at once both count);
   * null for a code no link has.
   */
  async visit(code: string): Promise<string | null> {
    const [row] = await this.db
      .update(shortLinks)
      .set({ visits: sql`${shortLinks.visits} + 1`, lastVisitedAt: new Date() })
      .where(sql`lower(${shortLinks.shortCode}) = lower(${code})`)
      .returning({ pageLink: shortLinks.pageLink });
    return row?.pageLink ?? null;
  }

  private pageValues(actor: Actor, body: SitePageBody) {
    const checked = sitePageBodySchema.parse(body);
    return { ...checked, html: sanitizePageHtml(checked.html), updatedBy: actor.id };
  }

  async createPage(actor: Actor, body: SitePageBody): Promise<SitePage> {
    const [row] = await unique(
      this.db.insert(sitePages).values(this.pageValues(actor, body)).returning(),
      'slug',
      SLUG_TAKEN,
    );
    return toSitePage(row!);
  }

  async page(id: string): Promise<SitePage> {
    const [row] = await this.db.select().from(sitePages).where(eq(sitePages.id, id));
    if (!row) throw notFound('Page not found');
    return toSitePage(row);
  }

  async updatePage(actor: Actor, id: string, body: SitePageBody): Promise<SitePage> {
    const [row] = await unique(
      this.db
        .update(sitePages)
        .set({ ...this.pageValues(actor, body), updatedAt: new Date() })
        .where(eq(sitePages.id, id))
        .returning(),
      'slug',
      SLUG_TAKEN,
    );
    if (!row) throw notFound('Page not found');
    return toSitePage(row);
  }

  /** A published page by its address, or null (a draft is as unknown as a made-up address). */
  async publishedPage(slug: string): Promise<SitePage | null> {
    const [row] = await this.db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.slug, slug), eq(sitePages.isPublished, true)));
    return row ? toSitePage(row) : null;
  }
}
