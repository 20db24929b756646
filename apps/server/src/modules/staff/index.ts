export { CHECKED_IN_ONLY, STAFF_DISABLED, STAFF_NOT_FOUND, startOfLocalDay } from './service';
export { staff } from './tables';
export { StaffFigures } from './figures';
export { humanResourceRoutes } from './hr-routes';
export { staffJobs } from './jobs';
