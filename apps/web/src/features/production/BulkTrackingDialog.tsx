import { Alert, Button, Group, Modal, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CARRIER_CODES, CARRIER_NAMES } from '@platfox/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/errors';
import { productionApi } from './api';
import {
  formatWarning,
  serverLineErrors,
  toBody,
  type LineErrors,
  type TrackingLine,
} from './bulkTracking';
import type { ChosenRowsDialogProps, PrinterActions } from './usePrinterActions';

const CARRIERS = CARRIER_CODES.map((value) => ({ value, label: CARRIER_NAMES[value] }));

/** An item as the printer reads it on a slip or a row: the first characters of its id. */
const shortId = (id: string) => id.slice(0, 8);

/**
 * Add tracking codes to the selected items at once (issue 6, POST printer/bulk-add-tracking-code):
 * one row per item with its carrier and code, sent together; the server adds all or none, and a
 * refused line shows its reason on its own row.
 */
export function BulkTrackingDialog({ ids, actions, onClose, onDone }: ChosenRowsDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={ids !== null}
      onClose={onClose}
      title={t('printerItems.bulkTracking.title')}
      size="xl"
      centered
    >
      {ids !== null && (
        <BulkTrackingForm ids={ids} actions={actions} onClose={onClose} onDone={onDone} />
      )}
    </Modal>
  );
}

function BulkTrackingForm({
  ids,
  actions,
  onClose,
  onDone,
}: {
  ids: readonly string[];
  actions: PrinterActions;
  onClose: () => void;
  onDone?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<TrackingLine[]>(() =>
    ids.map((orderItemId) => ({ orderItemId, carrier: null, code: '' })),
  );
  const [errors, setErrors] = useState<LineErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const change = (index: number, next: Partial<TrackingLine>) => {
    setLines((current) => current.map((line, at) => (at === index ? { ...line, ...next } : line)));
    // An edited row's old errors no longer hold.
    setErrors((current) => ({ ...current, [index]: {} }));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const checked = toBody(lines, {
      carrier: t('dataListPanels.tracking.carrierRequired'),
      code: t('dataListPanels.tracking.codeRequired'),
    });
    setMessage(null);
    if ('errors' in checked) return setErrors(checked.errors);
    // The server keeps no staff member for tracking codes, but the floor acts only checked in.
    if (!actions.staffOrRefuse()) return;
    setErrors({});
    setSaving(true);
    try {
      const answer = await productionApi.bulkAddTracking(checked.body);
      notifications.show({
        color: 'teal',
        message: t('printerItems.bulkTracking.added', { count: answer.data.added }),
      });
      for (const [path, warning] of Object.entries(answer.warnings)) {
        const index = Number(/^items\.(\d+)\./.exec(path)?.[1]);
        const id = checked.body.items[index]?.orderItemId;
        notifications.show({
          color: 'yellow',
          message: id ? `${shortId(id)}: ${warning}` : warning,
        });
      }
      actions.refresh();
      onDone?.();
      onClose();
    } catch (error) {
      if (!isApiError(error)) {
        setMessage(t('dataListPanels.tracking.genericError'));
        return;
      }
      setErrors(serverLineErrors(error.errors));
      setMessage(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md" data-testid="bulk-tracking-dialog">
        {message && (
          <Alert color="red" data-testid="bulk-tracking-error">
            {message}
          </Alert>
        )}
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('printerItems.bulkTracking.item')}</Table.Th>
              <Table.Th>{t('dataListPanels.tracking.carrier')}</Table.Th>
              <Table.Th>{t('dataListPanels.tracking.code')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const rowErrors = errors[index] ?? {};
              const warning = formatWarning(line);
              return (
                <Table.Tr
                  key={line.orderItemId}
                  data-testid="bulk-tracking-row"
                  data-item-id={line.orderItemId}
                >
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {shortId(line.orderItemId)}
                    </Text>
                    {rowErrors.item && (
                      <Text size="xs" c="red" data-testid="bulk-tracking-row-error">
                        {rowErrors.item}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={t('dataListPanels.tracking.carrier')}
                      placeholder={t('dataListPanels.tracking.carrierPlaceholder')}
                      data={CARRIERS}
                      value={line.carrier}
                      onChange={(carrier) => change(index, { carrier })}
                      error={rowErrors.carrier}
                      searchable
                      data-testid="bulk-tracking-carrier"
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('dataListPanels.tracking.code')}
                      value={line.code}
                      onChange={(event) => change(index, { code: event.currentTarget.value })}
                      error={rowErrors.code}
                      maxLength={64}
                      data-testid="bulk-tracking-code"
                    />
                    {warning && !rowErrors.code && (
                      <Text size="xs" c="yellow.8" data-testid="bulk-tracking-warning">
                        {warning}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('dataListPanels.tracking.close')}
          </Button>
          <Button type="submit" loading={isSaving} data-testid="bulk-tracking-save">
            {t('printerItems.bulkTracking.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
