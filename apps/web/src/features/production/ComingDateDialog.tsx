import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { dayToIso } from './actions';
import type { PrinterActions } from './usePrinterActions';
import { useDialogRun } from './useDialogRun';

/** The item, and the units to date (by quantity index); none named: every awaiting unit. */
export type ComingDateRequest = { itemId: string; label: string; qtyIndexes?: readonly number[] };

/** Update coming date of an awaiting-stock item (spec 02 section 4.13); empty clears it. */
export function ComingDateDialog({
  request,
  actions,
  onClose,
}: {
  request: ComingDateRequest | null;
  actions: PrinterActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ request, day: '' });
  const { isRunning, runOnce } = useDialogRun();
  if (form.request !== request) setForm({ request, day: '' });

  const save = async () => {
    if (!request) return;
    await runOnce(
      () => actions.comingDate(request.itemId, dayToIso(form.day), request.qtyIndexes),
      onClose,
    );
  };

  return (
    <ConfirmDialog
      opened={request !== null}
      title={t('printerItems.dialog.comingDateTitle')}
      message={request?.label ?? ''}
      confirmLabel={t('printerItems.dialog.save')}
      isPending={isRunning}
      onConfirm={() => void save()}
      onClose={onClose}
      testId="printer-coming-date-dialog"
    >
      <TextInput
        type="date"
        label={t('printerItems.dialog.comingDateTitle')}
        value={form.day}
        onChange={(event) => {
          const day = event.currentTarget.value;
          setForm((current) => ({ ...current, day }));
        }}
        data-testid="printer-coming-date"
      />
      <Text size="xs" c="dimmed">
        {t('printerItems.dialog.comingDateHint')}
      </Text>
    </ConfirmDialog>
  );
}
