import { Textarea, TextInput } from '@mantine/core';
import type { PrinterUnitAction } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { dayToIso, needsDescription } from './actions';
import type { ActionExtras, PrinterActions } from './usePrinterActions';
import { useDialogRun } from './useDialogRun';

/** Whom a status change is for: whole items (bulk) or named units of one item. */
export type ActionTarget =
  | { kind: 'items'; ids: readonly string[]; label: string }
  | { kind: 'units'; itemId: string; qtyIndexes: readonly number[]; label: string };

export type ActionRequest = { action: PrinterUnitAction; target: ActionTarget };

type ActionDialogProps = {
  request: ActionRequest | null;
  actions: PrinterActions;
  onClose: () => void;
  /** After the server accepted the change. */
  onDone?: () => void;
};

function questionOf(request: ActionRequest, t: TFunction): string {
  const action = t(`printerItems.actions.${request.action}`);
  const { target } = request;
  if (target.kind === 'units') {
    return t('printerItems.dialog.unitsQuestion', {
      action,
      count: target.qtyIndexes.length,
      indexes: target.qtyIndexes.join(', '),
      product: target.label,
    });
  }
  if (target.ids.length === 1 && target.label) {
    return t('printerItems.dialog.question', { action, product: target.label });
  }
  return t('printerItems.bulk.question', { action, count: target.ids.length });
}

/**
 * The question before a status change that asks something first: cancel and return need a
 * description (spec 02 section 4.13), awaiting stock may carry the coming date, and a bulk change
 * says how many items it touches. Nothing is sent until it is confirmed; a refusal keeps the
 * dialog open under the server's toast.
 */
export function ActionDialog({ request, actions, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ request, description: '', day: '' });
  const { isRunning, runOnce } = useDialogRun();
  // Each request starts with empty fields.
  if (form.request !== request) setForm({ request, description: '', day: '' });

  const isDescribed = request !== null && needsDescription(request.action);
  const isReady = !isDescribed || form.description.trim() !== '';

  const run = async () => {
    if (!request || !isReady) return;
    const comingAt = request.action === 'awaitStock' ? dayToIso(form.day) : null;
    const extras: ActionExtras = {
      ...(isDescribed ? { description: form.description.trim() } : {}),
      ...(comingAt ? { awaitingStockComingAt: comingAt } : {}),
    };
    const { target } = request;
    await runOnce(
      () =>
        target.kind === 'items'
          ? actions.bulk(target.ids, request.action, extras)
          : actions.indexes(target.itemId, target.qtyIndexes, request.action, extras),
      () => {
        onDone?.();
        onClose();
      },
    );
  };

  return (
    <ConfirmDialog
      opened={request !== null}
      title={request ? t(`printerItems.actions.${request.action}`) : ''}
      message={request ? questionOf(request, t) : ''}
      confirmLabel={t('printerItems.dialog.confirm')}
      isDanger={request?.action === 'cancel' || request?.action === 'printerReturn'}
      isPending={isRunning}
      isConfirmDisabled={!isReady}
      onConfirm={() => void run()}
      onClose={onClose}
      testId="printer-action-dialog"
    >
      {isDescribed && (
        <Textarea
          label={t('printerItems.dialog.description')}
          placeholder={t('printerItems.dialog.descriptionPlaceholder')}
          value={form.description}
          onChange={(event) => {
            const description = event.currentTarget.value;
            setForm((current) => ({ ...current, description }));
          }}
          maxLength={1000}
          withAsterisk
          rows={3}
          data-autofocus
          data-testid="printer-action-description"
        />
      )}
      {request?.action === 'awaitStock' && (
        <TextInput
          type="date"
          label={t('printerItems.dialog.comingDate')}
          value={form.day}
          onChange={(event) => {
            const day = event.currentTarget.value;
            setForm((current) => ({ ...current, day }));
          }}
          data-testid="printer-action-coming-date"
        />
      )}
    </ConfirmDialog>
  );
}
