export { CHECKED_IN_ONLY, STAFF_DISABLED, STAFF_NOT_FOUND, startOfLocalDay } from './service';
export { staff } from './tables';
