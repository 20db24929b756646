import { engagementEndpoints as endpoints } from '@platfox/domain';
import { actorOf } from '../../platform/access';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { heldBadgeOf, heldBadgesOf } from './badges';

/**
 * Groups, badges, events and contests (issue 35): admins by the GROUP, BADGE and EVENT
 * permissions; sellers see the events they are in, their badges and their contests' places.
 */
export function engagementRoutes(app: App, { database, engagement }: Services): void {
  const { db } = database;
  const { groups, badges, events, contests, sellerEvents } = engagement;

  serve(app, endpoints.postGroups, async (request) => ok(await groups.create(request.body)));
  serve(app, endpoints.getGroupsOne, async (request) => ok(await groups.get(request.params.id)));
  serve(app, endpoints.putGroupsOne, async (request) =>
    ok(await groups.update(request.params.id, request.body)),
  );

  serve(app, endpoints.postBadges, async (request) => ok(await badges.create(request.body)));
  serve(app, endpoints.getBadgesOne, async (request) => ok(await badges.get(request.params.id)));
  serve(app, endpoints.putBadgesOne, async (request) =>
    ok(await badges.update(request.params.id, request.body)),
  );

  serve(app, endpoints.getEventsChoices, async () => ok(await events.choices()));
  serve(app, endpoints.postEvents, async (request) =>
    ok(await events.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.getEventsOne, async (request) => ok(await events.get(request.params.id)));
  serve(app, endpoints.putEventsOne, async (request) =>
    ok(await events.update(request.params.id, request.body)),
  );
  serve(app, endpoints.postEventsStatus, async (request) =>
    ok(await events.setStatus(actorOf(request), request.params.id, request.body.status)),
  );
  serve(app, endpoints.getEventsLeaderboard, async (request) =>
    ok(await contests.leaderboard(actorOf(request), request.params.id)),
  );

  serve(app, endpoints.getSellerEvents, async (request) =>
    ok(await sellerEvents.list(actorOf(request))),
  );
  serve(app, endpoints.getSellerEventsOne, async (request) =>
    ok(await sellerEvents.get(actorOf(request), request.params.id)),
  );
  serve(app, endpoints.getSellerBadges, async (request) =>
    ok(await heldBadgesOf(db, actorOf(request).id)),
  );
  serve(app, endpoints.getSellerBadgeOne, async (request) =>
    ok(await heldBadgeOf(db, actorOf(request).id, request.params.id)),
  );
}
