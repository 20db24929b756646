import {
  humanResourceEndpoints as endpoints,
  type HumanResourceBody,
  type PrinterMailSettings,
  type TimeKeepingSettings,
  type WorkShiftBody,
} from '@platfox/domain';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { featureCall } from '../owner/featureToken';
import { timezoneOffset } from '../staff/api';

/**
 * The printer's people (issue 33): staff, QR cards, shifts, time tracking and floor settings. The
 * printer's calls carry the owner's feature token; the admins' read every printer's.
 */
export const peopleKeys = queryKeys('people', {
  staff: ['staff'],
  shifts: ['shifts'],
  time: (query: TimeQuery) => ['time', query],
  mail: ['mail'],
  timeKeeping: ['time-keeping'],
});

export type TimeQuery = { from: string; to: string; page: number; printerId?: string };

export const peopleApi = {
  staff: (signal?: AbortSignal) =>
    featureCall(
      endpoints.getPrinterHumanResources,
      { query: { timezoneOffset: timezoneOffset() } },
      { signal },
    ).then((answer) => answer.data),
  adminStaff: (printerId: string | undefined, signal?: AbortSignal) =>
    call(endpoints.getAdminPrinterStaff, { query: { printerId } }, { signal }).then(
      (answer) => answer.data,
    ),
  create: (body: HumanResourceBody) =>
    featureCall(endpoints.postPrinterHumanResources, { body }).then((answer) => answer.data),
  update: (id: string, body: HumanResourceBody) =>
    featureCall(endpoints.putPrinterHumanResources, { params: { id }, body }).then(
      (answer) => answer.data,
    ),
  /** The cards of the given staff, or a sheet of every active member when none are given. */
  qrCards: (ids: readonly string[]) =>
    featureCall(endpoints.getPrinterHumanResourcesQrCards, {
      query: { ids: ids.length > 0 ? ids.join(',') : undefined },
    }),
  shifts: (signal?: AbortSignal) =>
    featureCall(endpoints.getPrinterWorkShifts, {}, { signal }).then((answer) => answer.data),
  adminShifts: (signal?: AbortSignal) =>
    call(endpoints.getAdminWorkShifts, { query: {} }, { signal }).then((answer) => answer.data),
  createShift: (body: WorkShiftBody) =>
    featureCall(endpoints.postPrinterWorkShifts, { body }).then((answer) => answer.data),
  updateShift: (id: string, body: WorkShiftBody) =>
    featureCall(endpoints.putPrinterWorkShifts, { params: { id }, body }).then(
      (answer) => answer.data,
    ),
  removeShift: (id: string) => featureCall(endpoints.deletePrinterWorkShifts, { params: { id } }),
  time: (query: TimeQuery, signal?: AbortSignal) =>
    featureCall(endpoints.getPrinterStaffLog, { query }, { signal }).then((answer) => answer.data),
  adminTime: (query: TimeQuery, signal?: AbortSignal) =>
    call(endpoints.getAdminStaffTimeTracking, { query }, { signal }).then((answer) => answer.data),
  exportTime: (query: TimeQuery) =>
    featureCall(endpoints.getPrinterStaffLogExport, { query: { from: query.from, to: query.to } }),
  mail: (signal?: AbortSignal) =>
    featureCall(endpoints.getPrinterSettingEmail, {}, { signal }).then((answer) => answer.data),
  setMail: (body: PrinterMailSettings) =>
    featureCall(endpoints.putPrinterSettingEmail, { body }).then((answer) => answer.data),
  timeKeeping: (signal?: AbortSignal) =>
    featureCall(endpoints.getPrinterSettingTimeKeeping, {}, { signal }).then(
      (answer) => answer.data,
    ),
  setTimeKeeping: (body: TimeKeepingSettings) =>
    featureCall(endpoints.putPrinterSettingTimeKeeping, { body }).then((answer) => answer.data),
};

/** A change of the printer's people: the staff and shifts read again (counts move with both). */
export const usePeopleMutation = cachedMutationHook([peopleKeys.staff, peopleKeys.shifts]);

/** A change of the floor settings: both settings read again. */
export const useFloorSettingsMutation = cachedMutationHook([
  peopleKeys.mail,
  peopleKeys.timeKeeping,
]);
