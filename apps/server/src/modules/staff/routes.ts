import { staffEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import { actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { StaffService } from './service';

export function staffRoutes(app: App, { database, live }: Services): void {
  const staff = new StaffService(database.db, live);

  serve(app, endpoints.postPrinterStaffByCode, (request) =>
    staff.byCode(actorOf(request), request.body),
  );

  serve(app, endpoints.postPrinterTimeLogs, (request) =>
    staff.recordTimeLog(actorOf(request), request.body),
  );

  serve(app, endpoints.getPrinterHmStaff, (request) => staff.listForManagement(actorOf(request)));

  serve(app, endpoints.putPrinterHmStaffActivated, (request) =>
    staff.setActive(actorOf(request), request.params.id, true),
  );

  serve(app, endpoints.putPrinterHmStaffDisabled, (request) =>
    staff.setActive(actorOf(request), request.params.id, false),
  );
}
