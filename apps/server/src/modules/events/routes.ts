import { eventEndpoints as endpoints } from '@platfox/domain';
import { serve, serveAnswer, serveAs } from '../../platform/serve';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { EventNoticeService } from './service';

/**
 * Event notices: admins with the events permissions write them; sellers, and only sellers, fetch
 * the ones active for them (spec 03 section 7.6 "event notifies for seller").
 */
export function eventRoutes(app: App, { database }: Services): void {
  const notices = new EventNoticeService(database.db);

  serveAs(app, endpoints.getEventsNotifies, (actor) => notices.notifies(actor));

  serveAs(app, endpoints.postEventsNotifiesSeen, (actor, request) =>
    notices.seen(actor, request.body),
  );

  serveAnswer(app, endpoints.getEventsNoticesOne, (request) => notices.get(request.params.id));

  serveAs(app, endpoints.postEventsNotices, (actor, request) =>
    notices.create(actor, request.body),
  );

  serveAnswer(app, endpoints.putEventsNoticesOne, (request) =>
    notices.update(request.params.id, request.body),
  );

  // The admin catalogue has no DELETE action; removing a notice is an edit of the events area.
  serve(app, endpoints.deleteEventsNoticesOne, (request) => notices.remove(request.params.id));
}
