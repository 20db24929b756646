import {
  DESCRIBED_UNIT_ACTIONS,
  nextItemStatus,
  PRINTER_UNIT_ACTIONS,
  type OrderItemStatus,
  type PrinterItemMenuEntry,
  type PrinterUnitAction,
} from '@platfox/domain';

/**
 * Which buttons the floor offers, read from the domain's one transition table (order-flow) and
 * the row menu of spec 02 section 4.13 (printerItemMenu, sent by the server with each row).
 */

/** The unit actions a printer may take from a status, in the order the floor works them. */
export function unitActionsFor(status: OrderItemStatus): PrinterUnitAction[] {
  return PRINTER_UNIT_ACTIONS.filter((action) => nextItemStatus(action, status, 'PRINTER'));
}

/** The actions that apply to at least one of the statuses a list holds: its bulk buttons. */
export function bulkActionsFor(statuses: readonly OrderItemStatus[]): PrinterUnitAction[] {
  return PRINTER_UNIT_ACTIONS.filter((action) =>
    statuses.some((status) => nextItemStatus(action, status, 'PRINTER')),
  );
}

/** Cancel and return are logged with a reason, so they ask for one. */
export const needsDescription = (action: PrinterUnitAction): boolean =>
  DESCRIBED_UNIT_ACTIONS.includes(action);

/** Awaiting stock may carry a coming date; so it asks too (the date is optional). */
export const asksBeforeRunning = (action: PrinterUnitAction): boolean =>
  needsDescription(action) || action === 'awaitStock';

/**
 * The row menu entries this screen can act on, and what each does. The note needs what the
 * server does not serve yet; the print-design download opens the item's print designs.
 */
export type MenuHandling =
  | { kind: 'status'; action: PrinterUnitAction }
  | { kind: 'comingDate' }
  | { kind: 'packingSlip' }
  | { kind: 'log' }
  | { kind: 'checkQuality' }
  | { kind: 'uploadLabel' }
  | { kind: 'downloadLabel' }
  | { kind: 'printDesign' };

export const MENU_HANDLING: Partial<Record<PrinterItemMenuEntry, MenuHandling>> = {
  updateComingDate: { kind: 'comingDate' },
  hasStock: { kind: 'status', action: 'hasStock' },
  process: { kind: 'status', action: 'process' },
  cancel: { kind: 'status', action: 'cancel' },
  return: { kind: 'status', action: 'printerReturn' },
  readyToDelivery: { kind: 'status', action: 'readyToDelivery' },
  uploadShippingLabel: { kind: 'uploadLabel' },
  downloadShippingLabel: { kind: 'downloadLabel' },
  download: { kind: 'printDesign' },
  downloadPdf: { kind: 'packingSlip' },
  actionsLog: { kind: 'log' },
  checkQuality: { kind: 'checkQuality' },
};

/** The menu entries of a row this screen shows, in the menu's order. */
export function handledMenu(menu: readonly string[]): PrinterItemMenuEntry[] {
  return menu.filter((entry): entry is PrinterItemMenuEntry => entry in MENU_HANDLING);
}

/** A date input's day (YYYY-MM-DD) as the start of that day in the user's zone, or null. */
export function dayToIso(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
