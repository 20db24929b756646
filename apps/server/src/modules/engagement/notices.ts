import type { EventNotify } from '@platfox/domain';
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { circlesOf, inAudience } from './audience';
import { engagementEvents } from './tables';

/**
 * The events' notices hook (events' eventNoticeHooks.moreNotices): each event of mode NOTIFY that
 * is activated, running now, and has content and a layout reaches its audience as a notice in
 * that layout. An event ended or deactivated is left out, so it shows nothing. The notice's
 * version is the event's updatedAt: a deactivated then reactivated pop-up shows once again.
 */
export async function addEventNotices(
  db: Db,
  sellerId: string,
  now: Date,
  notices: EventNotify[],
): Promise<void> {
  const circles = await circlesOf(db, sellerId);
  const rows = await db
    .select({
      id: engagementEvents.id,
      name: engagementEvents.name,
      subject: engagementEvents.emailSubject,
      content: engagementEvents.emailContent,
      layout: engagementEvents.emailLayout,
      updatedAt: engagementEvents.updatedAt,
    })
    .from(engagementEvents)
    .where(
      and(
        eq(engagementEvents.mode, 'NOTIFY'),
        eq(engagementEvents.status, 'ACTIVATED'),
        lte(engagementEvents.fromDate, now),
        gt(engagementEvents.toDate, now),
        isNotNull(engagementEvents.emailContent),
        isNotNull(engagementEvents.emailLayout),
        inAudience(circles),
      ),
    )
    .orderBy(engagementEvents.fromDate, engagementEvents.id);
  for (const row of rows) {
    if (!row.content || !row.layout) continue;
    notices.push({
      id: row.id,
      // The content was sanitised when the event was saved (events.ts checkedValues).
      subject: row.subject || row.name,
      content: row.content,
      layout: row.layout,
      updatedAt: row.updatedAt.toISOString(),
    });
  }
}
