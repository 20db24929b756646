export { actionRefused, applyItemAction, lockItems, moveItems } from './flow';
export type { ActedBy } from './flow';
export { orderHooks } from './hooks';
export { newSlipCode, routeApprovedItems } from './routing';
export { orderItemActionLogs, orderItems, orderItemUnits, orderTimelines } from './tables';
export type { OrderItemRow, OrderItemUnitRow, OrderTimelineRow } from './tables';
export { moveUnitsWithItems } from './unit-sync';
export { ACTION_WORDS, countOf, statusWords } from './wording';
