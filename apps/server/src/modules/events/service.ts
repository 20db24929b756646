import {
  formatMessage,
  type EventNotice,
  type EventNoticesSeenBody,
  type EventNotify,
  type eventNoticeBodySchema,
} from '@platfox/domain';
import { and, arrayContains, asc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { eventNoticeHooks } from './hooks';
import { sanitizeNoticeHtml } from './sanitize';
import { eventNotices, eventNoticeViews, type EventNoticeRow } from './tables';
const { users } = accountsReadModel;

type NoticeBody = z.infer<typeof eventNoticeBodySchema>;
type Message = { status: number; message: string };

export const EVENT_NOTICE_NOT_FOUND = 'Event notice not found';
const NOT_A_SELLER = 'The selected seller is invalid';
const EMPTY_CONTENT = formatMessage('required', { name: 'content' });

function toNotice(row: EventNoticeRow): EventNotice {
  return {
    id: row.id,
    subject: row.subject,
    content: row.content,
    layout: row.layout,
    fromDate: row.fromDate.toISOString(),
    toDate: row.toDate.toISOString(),
    audience: row.audience,
    userIds: row.userIds,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Event notices (spec 02 section 4.11): admins write them, sellers receive the active ones. */
export class EventNoticeService {
  constructor(private readonly db: Db) {}

  async get(id: string): Promise<EventNotice> {
    const [row] = await this.db.select().from(eventNotices).where(eq(eventNotices.id, id));
    if (!row) throw notFound(EVENT_NOTICE_NOT_FOUND);
    return toNotice(row);
  }

  async create(admin: Actor, body: NoticeBody): Promise<EventNotice> {
    const values = await this.values(body);
    const [row] = await this.db
      .insert(eventNotices)
      .values({ ...values, createdBy: admin.id })
      .returning();
    return toNotice(row!);
  }

  async update(id: string, body: NoticeBody): Promise<EventNotice> {
    const values = await this.values(body);
    const [row] = await this.db
      .update(eventNotices)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(eventNotices.id, id))
      .returning();
    if (!row) throw notFound(EVENT_NOTICE_NOT_FOUND);
    return toNotice(row);
  }

  async remove(id: string): Promise<Message> {
    // Views name any notice of the feed (no foreign key): this one's go with it.
    await this.db.delete(eventNoticeViews).where(eq(eventNoticeViews.eventNoticeId, id));
    const rows = await this.db
      .delete(eventNotices)
      .where(eq(eventNotices.id, id))
      .returning({ id: eventNotices.id });
    if (rows.length === 0) throw notFound(EVENT_NOTICE_NOT_FOUND);
    return { status: 200, message: 'The event notice has been deleted' };
  }

  /** The notices active now for this seller: for every seller, or naming them. */
  async notifies(seller: Actor): Promise<EventNotify[]> {
    const now = new Date();
    const rows = await this.db
      .select()
      .from(eventNotices)
      .where(
        and(
          lte(eventNotices.fromDate, now),
          gt(eventNotices.toDate, now),
          or(
            eq(eventNotices.audience, 'ALL_SELLERS'),
            arrayContains(eventNotices.userIds, [seller.id]),
          ),
        ),
      )
      .orderBy(asc(eventNotices.fromDate), asc(eventNotices.id));
    const others: EventNotify[] = [];
    await eventNoticeHooks.moreNotices.raise(this.db, seller.id, now, others);
    const notices = [
      ...rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        content: row.content,
        layout: row.layout,
        updatedAt: row.updatedAt.toISOString(),
      })),
      ...others,
    ];
    const popups = notices.filter((row) => row.layout === 'POPUP').map((row) => row.id);
    const seen =
      popups.length === 0
        ? []
        : await this.db
            .select()
            .from(eventNoticeViews)
            .where(
              and(
                eq(eventNoticeViews.userId, seller.id),
                inArray(eventNoticeViews.eventNoticeId, popups),
              ),
            );
    // A pop-up seen at its current version is not sent again; an edited one is.
    const seenVersion = new Map(seen.map((row) => [row.eventNoticeId, row.seenVersion.getTime()]));
    return notices.filter(
      (notice) =>
        notice.layout !== 'POPUP' ||
        seenVersion.get(notice.id) !== new Date(notice.updatedAt).getTime(),
    );
  }

  /**
   * Pop-ups the seller closed, at the version they saw. A notice that is not theirs, not a
   * pop-up, or changed since is skipped (it was not what they saw); repeating it changes nothing.
   */
  async seen(seller: Actor, body: EventNoticesSeenBody): Promise<{ seen: number }> {
    const visible = new Map((await this.notifies(seller)).map((notice) => [notice.id, notice]));
    const views = body.notices.flatMap((shown) => {
      const notice = visible.get(shown.id);
      const version = new Date(shown.updatedAt);
      if (notice?.layout !== 'POPUP' || new Date(notice.updatedAt).getTime() !== version.getTime())
        return [];
      return [{ userId: seller.id, eventNoticeId: shown.id, seenVersion: version }];
    });
    if (views.length > 0) {
      await this.db
        .insert(eventNoticeViews)
        .values(views)
        .onConflictDoUpdate({
          target: [eventNoticeViews.userId, eventNoticeViews.eventNoticeId],
          set: { seenVersion: sql`excluded.seen_version`, seenAt: sql`now()` },
        });
    }
    return { seen: views.length };
  }

  /** The row's values: content sanitised, chosen sellers checked. */
  private async values(body: NoticeBody) {
    const content = sanitizeNoticeHtml(body.content);
    if (!content) throw badRequest(EMPTY_CONTENT, { content: EMPTY_CONTENT });
    const userIds = body.audience === 'USERS' ? [...new Set(body.userIds ?? [])] : [];
    if (userIds.length > 0) {
      const sellers = await this.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, userIds), eq(users.type, 'SELLER'), ne(users.status, 'DELETED')),
        );
      if (sellers.length !== userIds.length) {
        throw badRequest(NOT_A_SELLER, { userIds: NOT_A_SELLER });
      }
    }
    return {
      subject: body.subject,
      content,
      layout: body.layout,
      fromDate: new Date(body.fromDate),
      toDate: new Date(body.toDate),
      audience: body.audience,
      userIds,
    };
  }
}
