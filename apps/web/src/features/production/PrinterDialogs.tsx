import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, type ActionRequest } from './ActionDialog';
import { ActionLogTable } from './ActionLogTable';
import { productionApi, productionKeys } from './api';
import { ComingDateDialog, type ComingDateRequest } from './ComingDateDialog';
import { PrinterTracking, type TrackingRequest } from './PrinterTracking';
import { UnitsTable } from './UnitsTable';
import { usePrinterActions, type PrinterActions } from './usePrinterActions';

/** The one dialog a printer screen has open at a time. */
export type PrinterDialog =
  | { kind: 'action'; request: ActionRequest; onDone?: () => void }
  | { kind: 'comingDate'; request: ComingDateRequest }
  | { kind: 'units'; itemId: string; label: string }
  | { kind: 'log'; itemId: string; label: string }
  | { kind: 'tracking'; request: TrackingRequest };

/** Reading (units, log) needs no staff member; every change does. */
const isChange = (dialog: PrinterDialog) => dialog.kind !== 'units' && dialog.kind !== 'log';

/**
 * The printer screens' dialogs and actions: `open` refuses a change without a checked-in staff
 * member before anything is asked; `element` renders whichever dialog is open.
 */
export function usePrinterDialogs() {
  const actions = usePrinterActions();
  const [dialog, setDialog] = useState<PrinterDialog | null>(null);
  const open = useCallback(
    (next: PrinterDialog) => {
      if (isChange(next) && !actions.staffOrRefuse()) return;
      setDialog(next);
    },
    [actions],
  );
  const close = useCallback(() => setDialog(null), []);
  const element = <PrinterDialogs dialog={dialog} actions={actions} onClose={close} />;
  return { actions, open, element };
}

function PrinterDialogs({
  dialog,
  actions,
  onClose,
}: {
  dialog: PrinterDialog | null;
  actions: PrinterActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ActionDialog
        request={dialog?.kind === 'action' ? dialog.request : null}
        actions={actions}
        onClose={onClose}
        onDone={dialog?.kind === 'action' ? dialog.onDone : undefined}
      />
      <ComingDateDialog
        request={dialog?.kind === 'comingDate' ? dialog.request : null}
        actions={actions}
        onClose={onClose}
      />
      <UnitsModal
        item={dialog?.kind === 'units' ? dialog : null}
        actions={actions}
        onClose={onClose}
      />
      <Modal
        opened={dialog?.kind === 'log'}
        onClose={onClose}
        title={t('printerItems.log.title')}
        size="xl"
        centered
      >
        {dialog?.kind === 'log' && <ActionLogTable itemId={dialog.itemId} />}
      </Modal>
      <PrinterTracking
        request={dialog?.kind === 'tracking' ? dialog.request : null}
        actions={actions}
        onClose={onClose}
      />
    </>
  );
}

/** The per-quantity-index actions of one item; its own question dialog opens above it. */
function UnitsModal({
  item,
  actions,
  onClose,
}: {
  item: { itemId: string; label: string } | null;
  actions: PrinterActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<ActionRequest | null>(null);
  const itemId = item?.itemId ?? '';
  const read = useQuery({
    queryKey: productionKeys.item(itemId),
    queryFn: ({ signal }) => productionApi.item(itemId, signal),
    enabled: itemId !== '',
  });
  return (
    <>
      <Modal
        opened={item !== null}
        onClose={onClose}
        title={t('printerItems.units.title', { product: item?.label ?? '' })}
        size="xl"
        centered
      >
        {read.data && read.data.id === itemId ? (
          <UnitsTable item={read.data} actions={actions} onAsk={setAsked} />
        ) : (
          t('app.loading')
        )}
      </Modal>
      <ActionDialog request={asked} actions={actions} onClose={() => setAsked(null)} />
    </>
  );
}
