import {
  dataAnswer,
  staffByCodeAnswerSchema,
  staffByCodeBodySchema,
  staffSchema,
  timeLogBodySchema,
} from '@platfox/domain';
import { z } from 'zod';
import { access, actorOf, withFeatureToken } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { StaffService } from './service';

const errors = errorResponses;
const printer = access.types('PRINTER');

export function staffRoutes(app: App, { database, live }: Services): void {
  const staff = new StaffService(database.db, live);

  app.post('/api/printer/staff/by-code', {
    config: { access: printer },
    schema: {
      tags: ['staff'],
      summary: 'The staff member behind a scanned QR code or an id, and whether they checked in',
      body: staffByCodeBodySchema,
      response: { 200: staffByCodeAnswerSchema, ...errors },
    },
    handler: (request) => staff.byCode(actorOf(request), request.body),
  });

  app.post('/api/printer/time-logs', {
    config: { access: printer },
    schema: {
      tags: ['staff'],
      summary: 'Check a staff member in or out by their QR code',
      body: timeLogBodySchema,
      response: { 200: dataAnswer(staffSchema), ...errors },
    },
    handler: (request) => staff.recordTimeLog(actorOf(request), request.body),
  });

  app.get('/api/printer/hm/staff', {
    config: { access: withFeatureToken(printer) },
    schema: {
      tags: ['staff'],
      summary: "The printer's staff (human resources; needs owner verification)",
      response: { 200: dataAnswer(z.array(staffSchema)), ...errors },
    },
    handler: (request) => staff.listForManagement(actorOf(request)),
  });
}
