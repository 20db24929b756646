export { INVALID_QUERY } from './compile';
export { listRegistry } from './models';
export type { ListDelete, ListField, ListModel, ListRow } from './registry';
export { callContextOf, DataListService } from './service';
export type { CallContext } from './service';
