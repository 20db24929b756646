import type { Db } from '../../platform/db';
import type { ProgressJobs } from '../../platform/jobs/index';
import type { Mailer } from '../../platform/mail';
import { EventMailService } from './event-mail';
import { BadgeService } from './badges';
import { ContestService } from './contests';
import { EngagementEventService } from './events';
import { GroupService } from './groups';
import { SellerEventService } from './seller';

/** Engagement's services, made once (routes and the jobs share them). */
export function createEngagement(db: Db, jobs: ProgressJobs, mailer: Mailer) {
  const eventMail = new EventMailService(db, jobs, mailer);
  return {
    groups: new GroupService(db),
    badges: new BadgeService(db),
    events: new EngagementEventService(db, eventMail),
    eventMail,
    contests: new ContestService(db),
    sellerEvents: new SellerEventService(db),
  };
}
export type Engagement = ReturnType<typeof createEngagement>;
