import { humanResourceEndpoints as endpoints } from '@platfox/domain';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { actorOf } from '../../platform/access';
import { attachmentHeader } from '../../platform/files/service';
import { ok, serve } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { FloorSettingsService } from './floor-settings';
import { HumanResourceService } from './human-resources';
import { qrCardsPdf } from './qr-cards';
import { TimeTrackingService } from './time-tracking';
import { WorkShiftService } from './work-shifts';
import { workShifts } from './tables';

/** A generated file, never cached: it holds people's names and hours. */
function sendFile(reply: FastifyReply, name: string, contentType: string, content: Buffer) {
  return reply
    .header('content-type', contentType)
    .header('content-length', content.length)
    .header('content-disposition', attachmentHeader(name))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(content);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The printer's people (issue 33): staff, QR cards, shifts, time tracking, floor settings. */
export function humanResourceRoutes(app: App, { database, staffFigures }: Services): void {
  const { db } = database;
  const shifts = new WorkShiftService(db);
  const people = new HumanResourceService(db, staffFigures, shifts);
  const time = new TimeTrackingService(db);
  const settings = new FloorSettingsService(db);

  serve(app, endpoints.getPrinterHumanResources, async (request) =>
    ok(await people.list(actorOf(request), request.query.timezoneOffset)),
  );
  serve(app, endpoints.postPrinterHumanResources, async (request) =>
    ok(await people.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.putPrinterHumanResources, async (request) =>
    ok(await people.update(actorOf(request), request.params.id, request.body)),
  );
  serve(app, endpoints.getPrinterHumanResourcesQrCards, async (request, reply) => {
    const { rows, printerName } = await people.cardsOf(actorOf(request), request.query.ids);
    const pdf = await qrCardsPdf(printerName, rows);
    return sendFile(reply, 'staff-qr-cards.pdf', 'application/pdf', pdf);
  });

  serve(app, endpoints.getPrinterWorkShifts, async (request) =>
    ok(await shifts.list(actorOf(request))),
  );
  serve(app, endpoints.postPrinterWorkShifts, async (request) =>
    ok(await shifts.create(actorOf(request), request.body)),
  );
  serve(app, endpoints.putPrinterWorkShifts, async (request) =>
    ok(await shifts.update(actorOf(request), request.params.id, request.body)),
  );
  serve(app, endpoints.deletePrinterWorkShifts, async (request) => {
    await shifts.remove(actorOf(request), request.params.id);
    return { status: 200, message: 'Work shift deleted' };
  });

  serve(app, endpoints.getPrinterStaffLog, async (request) =>
    ok(await time.forPrinter(actorOf(request), request.query)),
  );
  serve(app, endpoints.getPrinterStaffLogExport, async (request, reply) => {
    const { from, to } = request.query;
    const sheet = await time.spreadsheetForPrinter(actorOf(request), request.query);
    return sendFile(reply, `time-tracking-${from}-${to}.xlsx`, XLSX, sheet);
  });

  serve(app, endpoints.getPrinterSettingEmail, async (request) =>
    ok(await settings.mail(actorOf(request))),
  );
  serve(app, endpoints.putPrinterSettingEmail, async (request) =>
    ok(await settings.setMail(actorOf(request), request.body)),
  );
  serve(app, endpoints.getPrinterSettingTimeKeeping, async (request) =>
    ok(await settings.timeKeeping(actorOf(request))),
  );
  serve(app, endpoints.putPrinterSettingTimeKeeping, async (request) =>
    ok(await settings.setTimeKeeping(actorOf(request), request.body)),
  );

  serve(app, endpoints.getAdminPrinterStaff, async (request) =>
    ok(await people.listForAdmin(request.query.printerId)),
  );
  serve(app, endpoints.getAdminStaffTimeTracking, async (request) =>
    ok(await time.forAdmin(request.query)),
  );
  serve(app, endpoints.getAdminWorkShifts, async (request) => {
    const { printerId } = request.query;
    return ok(await shifts.listWhere(printerId ? eq(workShifts.printerId, printerId) : undefined));
  });
}
