import type { Db } from '../../platform/db';
import { BadgeService } from './badges';
import { ContestService } from './contests';
import { EngagementEventService } from './events';
import { GroupService } from './groups';
import { SellerEventService } from './seller';

/** Engagement's services, made once (routes and the contest job share them). */
export function createEngagement(db: Db) {
  return {
    groups: new GroupService(db),
    badges: new BadgeService(db),
    events: new EngagementEventService(db),
    contests: new ContestService(db),
    sellerEvents: new SellerEventService(db),
  };
}
export type Engagement = ReturnType<typeof createEngagement>;
