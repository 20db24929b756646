import { humanResourceEndpoints as endpoints } from '@platfox/domain';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { actorOf } from '../../platform/access';
import { attachmentHeader } from '../../platform/files/service';
import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
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

  serveAs(app, endpoints.getPrinterHumanResources, (actor, request) =>
    people.list(actor, request.query.timezoneOffset),
  );
  serveAs(app, endpoints.postPrinterHumanResources, (actor, request) =>
    people.create(actor, request.body),
  );
  serveAs(app, endpoints.putPrinterHumanResources, (actor, request) =>
    people.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.getPrinterHumanResourcesQrCards, async (request, reply) => {
    const { rows, printerName } = await people.cardsOf(actorOf(request), request.query.ids);
    const pdf = await qrCardsPdf(printerName, rows);
    return sendFile(reply, 'staff-qr-cards.pdf', 'application/pdf', pdf);
  });

  serveAs(app, endpoints.getPrinterWorkShifts, (actor) => shifts.list(actor));
  serveAs(app, endpoints.postPrinterWorkShifts, (actor, request) =>
    shifts.create(actor, request.body),
  );
  serveAs(app, endpoints.putPrinterWorkShifts, (actor, request) =>
    shifts.update(actor, request.params.id, request.body),
  );
  serve(app, endpoints.deletePrinterWorkShifts, async (request) => {
    await shifts.remove(actorOf(request), request.params.id);
    return { status: 200, message: 'Work shift deleted' };
  });

  serveAs(app, endpoints.getPrinterStaffLog, (actor, request) =>
    time.forPrinter(actor, request.query),
  );
  serve(app, endpoints.getPrinterStaffLogExport, async (request, reply) => {
    const { from, to } = request.query;
    const sheet = await time.spreadsheetForPrinter(actorOf(request), request.query);
    return sendFile(reply, `time-tracking-${from}-${to}.xlsx`, XLSX, sheet);
  });

  serveAs(app, endpoints.getPrinterSettingEmail, (actor) => settings.mail(actor));
  serveAs(app, endpoints.putPrinterSettingEmail, (actor, request) =>
    settings.setMail(actor, request.body),
  );
  serveAs(app, endpoints.getPrinterSettingTimeKeeping, (actor) => settings.timeKeeping(actor));
  serveAs(app, endpoints.putPrinterSettingTimeKeeping, (actor, request) =>
    settings.setTimeKeeping(actor, request.body),
  );

  serveAnswer(app, endpoints.getAdminPrinterStaff, (request) =>
    people.listForAdmin(request.query.printerId),
  );
  serveAnswer(app, endpoints.getAdminStaffTimeTracking, (request) => time.forAdmin(request.query));
  serve(app, endpoints.getAdminWorkShifts, async (request) => {
    const { printerId } = request.query;
    return ok(await shifts.listWhere(printerId ? eq(workShifts.printerId, printerId) : undefined));
  });
}
