import { readModel } from '../../platform/read-model';
import { orderItemActionLogs, orderItemUnits, orderItems, orderTimelines } from './tables';
export { actionRefused, applyItemAction, lockItems, moveItems } from './flow';
export type { ActedBy } from './flow';
export { orderHooks, orderStatusPort } from './hooks';
export type { OrderStatusRecord } from './hooks';
export { newSlipCode, routeApprovedItems } from './routing';
export type { OrderItemRow, OrderItemUnitRow, OrderTimelineRow } from './tables';
export { moveUnitsWithItems } from './unit-sync';
export { staffFloorReads } from './staff-counts';
export type { ProcessCounts, StaffFloorReads } from './staff-counts';
export { ACTION_WORDS, countOf, statusWords } from './wording';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const orderItemsReadModel = readModel({
  orderItemActionLogs,
  orderItemUnits,
  orderItems,
  orderTimelines,
});
