import type { EventNotify } from '@platfox/domain';
import type { Db } from '../../platform/db';
import { createHook } from '../../platform/hooks';

/**
 * The notices a seller gets from modules above this one (issue 35: an engagement event of mode
 * NOTIFY): a subscriber adds the ones active now for the seller to `notices`. They go through the
 * same feed, pop-up views and renderer as the admins' own notices, so sellers see one kind of
 * notice whichever screen wrote it.
 */
export const eventNoticeHooks = {
  moreNotices:
    createHook<[db: Db, sellerId: string, now: Date, notices: EventNotify[]]>('events.moreNotices'),
};
