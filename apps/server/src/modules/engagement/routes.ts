import { engagementEndpoints as endpoints } from '@platfox/domain';

import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
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

  serveAnswer(app, endpoints.postGroups, (request) => groups.create(request.body));
  serveAnswer(app, endpoints.getGroupsOne, (request) => groups.get(request.params.id));
  serveAnswer(app, endpoints.putGroupsOne, (request) =>
    groups.update(request.params.id, request.body),
  );

  serveAnswer(app, endpoints.postBadges, (request) => badges.create(request.body));
  serveAnswer(app, endpoints.getBadgesOne, (request) => badges.get(request.params.id));
  serveAnswer(app, endpoints.putBadgesOne, (request) =>
    badges.update(request.params.id, request.body),
  );

  serve(app, endpoints.getEventsChoices, async () => ok(await events.choices()));
  serveAs(app, endpoints.postEvents, (actor, request) => events.create(actor, request.body));
  serveAnswer(app, endpoints.getEventsOne, (request) => events.get(request.params.id));
  serveAnswer(app, endpoints.putEventsOne, (request) =>
    events.update(request.params.id, request.body),
  );
  serveAs(app, endpoints.postEventsStatus, (actor, request) =>
    events.setStatus(actor, request.params.id, request.body.status),
  );
  serveAs(app, endpoints.getEventsLeaderboard, (actor, request) =>
    contests.leaderboard(actor, request.params.id),
  );

  serveAs(app, endpoints.getSellerEvents, (actor) => sellerEvents.list(actor));
  serveAs(app, endpoints.getSellerEventsOne, (actor, request) =>
    sellerEvents.get(actor, request.params.id),
  );
  serveAs(app, endpoints.getSellerBadges, (actor) => heldBadgesOf(db, actor.id));
  serveAs(app, endpoints.getSellerBadgeOne, (actor, request) =>
    heldBadgeOf(db, actor.id, request.params.id),
  );
}
