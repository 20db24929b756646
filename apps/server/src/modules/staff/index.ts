import { readModel } from '../../platform/read-model';
import { staff, staffTimeLogs } from './tables';
export { CHECKED_IN_ONLY, STAFF_DISABLED, STAFF_NOT_FOUND, startOfLocalDay } from './service';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const staffReadModel = readModel({ staff, staffTimeLogs });
export type { TimeLog } from './time-totals';
export { StaffFigures } from './figures';
export { humanResourceRoutes } from './hr-routes';
export { staffJobs } from './jobs';
export { checkedInStaff, onDuty, staffOnDuty, staffShiftSince, staffOnDutySince } from './on-duty';
export type { StaffOnDuty } from './on-duty';
