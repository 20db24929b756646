import { engagementEndpoints as endpoints } from '@platfox/domain';
import { asc, eq } from 'drizzle-orm';
import { actorOf } from '../../platform/access';
import { forbidden, notFound } from '../../platform/errors';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { heldBadgesOf, imageUrlOf } from './badges';
import { badges, sellerGroups } from './tables';

export const BADGE_NOT_HELD = 'Badge not found';

/**
 * Groups, badges, events and contests (issue 35): admins by the GROUP, BADGE and EVENT
 * permissions; sellers see the events they are in, their badges and their contests' places.
 */
export function engagementRoutes(app: App, { database, engagement }: Services): void {
  const { db } = database;
  const { groups, badges: badgeService, events, contests, sellerEvents } = engagement;

  serve(app, endpoints.postGroups, async (request) => ok(await groups.create(request.body)));
  serve(app, endpoints.getGroupsOne, async (request) => ok(await groups.get(request.params.id)));
  serve(app, endpoints.putGroupsOne, async (request) =>
    ok(await groups.update(request.params.id, request.body)),
  );

  serve(app, endpoints.postBadges, async (request) => ok(await badgeService.create(request.body)));
  serve(app, endpoints.getBadgesOne, async (request) =>
    ok(await badgeService.get(request.params.id)),
  );
  serve(app, endpoints.putBadgesOne, async (request) =>
    ok(await badgeService.update(request.params.id, request.body)),
  );

  serve(app, endpoints.getEventsChoices, async () => {
    const [groupRows, badgeRows] = await Promise.all([
      db
        .select({ id: sellerGroups.id, name: sellerGroups.name, key: sellerGroups.key })
        .from(sellerGroups)
        .where(eq(sellerGroups.status, 'ACTIVATED'))
        .orderBy(asc(sellerGroups.name)),
      db
        .select({ id: badges.id, name: badges.name, imageId: badges.imageId })
        .from(badges)
        .orderBy(asc(badges.name)),
    ]);
    return ok({
      groups: groupRows,
      badges: badgeRows.map(({ imageId, ...badge }) => ({
        ...badge,
        imageUrl: imageUrlOf(imageId),
      })),
    });
  });
  serve(app, endpoints.postEvents, async (request) =>
    ok(await events.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.getEventsOne, async (request) => ok(await events.get(request.params.id)));
  serve(app, endpoints.putEventsOne, async (request) =>
    ok(await events.update(request.params.id, request.body)),
  );
  serve(app, endpoints.postEventsStatus, async (request) =>
    ok(await events.setStatus(request.params.id, request.body.status)),
  );
  serve(app, endpoints.getEventsLeaderboard, async (request) => {
    const actor = actorOf(request);
    if (actor.type === 'ADMIN' && !actor.permissions.includes('EVENT_DETAIL_ACCESS')) {
      throw forbidden();
    }
    return ok(await contests.leaderboard(actor, request.params.id));
  });

  serve(app, endpoints.getSellerEvents, async (request) =>
    ok(await sellerEvents.list(actorOf(request))),
  );
  serve(app, endpoints.getSellerEventsOne, async (request) =>
    ok(await sellerEvents.get(actorOf(request), request.params.id)),
  );
  serve(app, endpoints.getSellerBadges, async (request) =>
    ok(await heldBadgesOf(db, actorOf(request).id)),
  );
  serve(app, endpoints.getSellerBadgeOne, async (request) => {
    const held = (await heldBadgesOf(db, actorOf(request).id)).filter(
      (badge) => badge.id === request.params.id,
    );
    if (held.length === 0) throw notFound(BADGE_NOT_HELD);
    return ok(held);
  });
}
