import { endpoint } from '../endpoint';
import { access, withFeatureToken } from '../access';
import {
  dataAnswer,
  idParamsSchema,
  staffByCodeAnswerSchema,
  staffByCodeBodySchema,
  staffSchema,
  timeLogBodySchema,
} from '../../schemas/accounts';
import { z } from 'zod';

const printer = access.types('PRINTER');

/** Activating or disabling one of the printer's staff, announced live by the same name. */
const staffState = <const State extends 'activated' | 'disabled'>(state: State, summary: string) =>
  endpoint({
    method: 'PUT',
    path: `/printer/hm/staff/:id/${state}`,
    tags: ['staff'],
    summary,
    access: withFeatureToken(printer),
    params: idParamsSchema,
    answer: dataAnswer(staffSchema),
  });

/** The staff endpoints (server: serve(); web: call()). */
export const staffEndpoints = {
  postPrinterStaffByCode: endpoint({
    method: 'POST',
    path: '/printer/verify-staff',
    formerPath: '/printer/staff/by-code',
    tags: ['staff'],
    summary: 'The staff member behind a scanned QR code or an id, and whether they checked in',
    access: printer,
    body: staffByCodeBodySchema,
    answer: staffByCodeAnswerSchema,
  }),
  postPrinterTimeLogs: endpoint({
    method: 'POST',
    path: '/printer/time-logs',
    tags: ['staff'],
    summary: 'Check a staff member in or out by their QR code',
    access: printer,
    body: timeLogBodySchema,
    answer: dataAnswer(staffSchema),
  }),
  getPrinterHmStaff: endpoint({
    method: 'GET',
    path: '/printer/hm/staff',
    tags: ['staff'],
    summary: "The printer's staff (human resources; needs owner verification)",
    access: withFeatureToken(printer),
    answer: dataAnswer(z.array(staffSchema)),
  }),
  putPrinterHmStaffActivated: staffState(
    'activated',
    'Activate a staff member: they may check in again',
  ),
  putPrinterHmStaffDisabled: staffState(
    'disabled',
    'Disable a staff member: their station signs them out and they cannot check in',
  ),
};
