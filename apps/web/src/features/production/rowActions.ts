import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import type { DataListRowAction } from '../../ui/data-list/types';
import { canEditTracking } from '../../ui/data-list/tracking/canEditTracking';
import { asksBeforeRunning, handledMenu, MENU_HANDLING, type MenuHandling } from './actions';
import { PRINTER_ITEM_MENU, type DataListRow, type OrderItemStatus } from '@platfox/domain';
import type { PrinterList } from './listConfig';
import { downloadShippingLabel, uploadShippingLabel } from '../slips/shippingLabel';
import { openPackingSlip } from './packingSlip';
import type { PrinterDialog } from './PrinterDialogs';
import type { PrinterActions } from './usePrinterActions';

type RowActionsInput = {
  t: TFunction;
  /** The list the rows are in; the order view has none. */
  list: PrinterList | null;
  actions: PrinterActions;
  open: (dialog: PrinterDialog) => void;
  navigate: NavigateFunction;
};

/** The quality check screen is another station's; the item's menu sends the printer there. */
const CHECK_QUALITY_PATH = '/p/check-quality';

/** What a row's buttons read: a list row, or the order view's item. */
export type PrinterItemLike = DataListRow & {
  status: OrderItemStatus;
  productTitle: string;
  isDisallowShipping: boolean;
  menu: readonly string[];
};

/** Thrown when a click sent nothing, so the row's buttons stay usable (RowActions' rule). */
class NothingSent extends Error {}

/**
 * A row's buttons: its menu entries as spec 02 section 4.13 lists them (the server sends
 * `menu` with each row), then the units of the item and, on complete items, the tracking
 * modal. A button that opens a dialog may be clicked again; a status change is single-use.
 */
export function printerRowActions<TRow extends PrinterItemLike>(
  input: RowActionsInput,
): DataListRowAction<TRow>[] {
  const { t, list, open } = input;
  // The domain's menu order, so a row's buttons read the same on every list.
  const entries = PRINTER_ITEM_MENU.filter((entry) => entry in MENU_HANDLING);
  const menuActions = entries.map((entry): DataListRowAction<TRow> => {
    const handling = MENU_HANDLING[entry]!;
    return {
      key: entry,
      label: labelOf(handling, entry, t),
      isShown: (row) => handledMenu(row.menu).includes(entry),
      isMultipleClicksAllowed: !isSingleUse(handling),
      run: (row) => runMenu(handling, row, input),
    };
  });
  const units: DataListRowAction<TRow> = {
    key: 'units',
    label: t('printerItems.menu.units'),
    isMultipleClicksAllowed: true,
    isSpamGuarded: false,
    run: (row) => open({ kind: 'units', itemId: row.id, label: row.productTitle }),
  };
  const tracking: DataListRowAction<TRow> = {
    key: 'tracking',
    label: t('printerItems.menu.tracking'),
    isMultipleClicksAllowed: true,
    isSpamGuarded: false,
    // A held item is not editable, but the modal is where its shipping resumes.
    isShown: (row) => canEditTracking(row.status, 'PRINTER') || row.isDisallowShipping,
    run: (row) =>
      open({
        kind: 'tracking',
        request: {
          itemId: row.id,
          status: row.status,
          isDisallowShipping: row.isDisallowShipping,
          mode: 'edit',
        },
      }),
  };
  return [...menuActions, units, ...(list?.key === 'complete' ? [tracking] : [])];
}

const isSingleUse = (handling: MenuHandling) =>
  handling.kind === 'status' && !asksBeforeRunning(handling.action);

function labelOf(handling: MenuHandling, entry: string, t: TFunction): string {
  if (handling.kind === 'status') return t(`printerItems.actions.${handling.action}`);
  if (handling.kind === 'uploadLabel' || handling.kind === 'downloadLabel') {
    return t(`slips.labels.${entry as 'uploadShippingLabel' | 'downloadShippingLabel'}`);
  }
  return t(`printerItems.menu.${entry as 'updateComingDate'}`);
}

async function runMenu(handling: MenuHandling, row: PrinterItemLike, input: RowActionsInput) {
  const { actions, open, navigate, t } = input;
  switch (handling.kind) {
    case 'status': {
      const target = { kind: 'items' as const, ids: [row.id], label: row.productTitle };
      if (asksBeforeRunning(handling.action)) {
        open({ kind: 'action', request: { action: handling.action, target } });
        return;
      }
      if (!(await actions.bulk([row.id], handling.action))) throw new NothingSent();
      return;
    }
    case 'comingDate':
      open({ kind: 'comingDate', request: { itemId: row.id, label: row.productTitle } });
      return;
    case 'log':
      open({ kind: 'log', itemId: row.id, label: row.productTitle });
      return;
    case 'checkQuality':
      navigate(CHECK_QUALITY_PATH);
      return;
    case 'packingSlip':
      // A refusal was toasted by the api client; the button stays usable.
      await openPackingSlip(row.id);
      return;
    case 'uploadLabel':
      // The row gains its label download once the lists are read again.
      if (await uploadShippingLabel(row.id, t)) actions.refresh();
      return;
    case 'downloadLabel':
      await downloadShippingLabel(row.id);
      return;
    case 'printDesign':
      // The screen finds the item by its id as well as by its slip code.
      navigate(`/p/print-design/${row.id}`);
      return;
  }
}
