import { staffEndpoints as endpoints } from '@platfox/domain';
import { serve } from '../../platform/serve';

import { actedBy, actorOf } from '../../platform/access';

import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { StaffService } from './service';

export function staffRoutes(app: App, { database, live, staffFigures }: Services): void {
  const staff = new StaffService(database.db, live, staffFigures);

  serve(app, endpoints.postPrinterStaffByCode, (request) =>
    staff.byCode(actorOf(request), request.body),
  );

  serve(app, endpoints.postPrinterTimeLogs, (request) =>
    staff.recordTimeLog(actedBy(request), request.body),
  );

  serve(app, endpoints.getPrinterHmStaff, (request) => staff.listForManagement(actorOf(request)));

  serve(app, endpoints.putPrinterHmStaffActivated, (request) =>
    staff.setActive(actorOf(request), request.params.id, true),
  );

  serve(app, endpoints.putPrinterHmStaffDisabled, (request) =>
    staff.setActive(actorOf(request), request.params.id, false),
  );
}
