import { eventEndpoints as endpoints } from '@platfox/domain';
import { ok, serve } from '../../platform/serve';

import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { EventNoticeService } from './service';

/**
 * Event notices: admins with the events permissions write them; sellers, and only sellers, fetch
 * the ones active for them (spec 03 section 7.6 "event notifies for seller").
 */
export function eventRoutes(app: App, { database }: Services): void {
  const notices = new EventNoticeService(database.db);

  serve(app, endpoints.getEventsNotifies, async (request) =>
    ok(await notices.notifies(actorOf(request))),
  );

  serve(app, endpoints.postEventsNotifiesSeen, async (request) =>
    ok(await notices.seen(actorOf(request), request.body)),
  );

  serve(app, endpoints.getEventsNoticesOne, async (request) =>
    ok(await notices.get(request.params.id)),
  );

  serve(app, endpoints.postEventsNotices, async (request) =>
    ok(await notices.create(actorOf(request), request.body)),
  );

  serve(app, endpoints.putEventsNoticesOne, async (request) =>
    ok(await notices.update(request.params.id, request.body)),
  );

  // The admin catalogue has no DELETE action; removing a notice is an edit of the events area.
  serve(app, endpoints.deleteEventsNoticesOne, (request) => notices.remove(request.params.id));
}
