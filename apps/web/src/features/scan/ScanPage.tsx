import { Grid, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import {
  parseSlipScan,
  PRINTER_UNIT_ACTIONS,
  slipScanValue,
  type PrinterUnitAction,
} from '@platfox/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { timezoneOffset } from '../staff/api';
import { requestStaffScan, staffStore } from '../staff/staffSession';
import { refusalMessage, scanSlip } from './api';
import { beep } from './beep';
import type { ScanHistoryRow } from './history';
import { ScanHistoryList } from './ScanHistoryList';
import { ScanResultCard, type LastScan } from './ScanResultCard';
import { SlipScanInput } from './SlipScanInput';
import { needsDescription, readStationAction, writeStationAction } from './station';
import { useKeepFocus } from './useKeepFocus';
import { useScanHistory } from './useScanHistory';

/**
 * Scan and print (/p/scan): a station where a keyboard-wedge scanner (or the camera) reads packing
 * slips. Each scan applies the station's action to the slip's unit as the checked-in staff member,
 * beeps on success, shows the item or the server's refusal, and is kept in the device's history.
 */
export default function ScanPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [action, setAction] = useState<PrinterUnitAction>(readStationAction);
  const [description, setDescription] = useState('');
  const [value, setValue] = useState('');
  const [last, setLast] = useState<LastScan | null>(null);
  const [pending, setPending] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useKeepFocus(input);
  const history = useScanHistory();

  const scan = async (raw: string) => {
    const scanned = raw.trim();
    setValue('');
    if (scanned === '') return;
    const staffId = staffStore.get().staffId;
    if (!staffId) {
      setLast({ kind: 'refused', message: t('scan.result.noStaff') });
      requestStaffScan();
      return;
    }
    const reason = description.trim();
    if (needsDescription(action) && reason === '') {
      setLast({ kind: 'refused', message: t('scan.result.needsDescription') });
      refocus();
      return;
    }
    setPending((count) => count + 1);
    try {
      const answer = await scanSlip({
        code: scanned,
        action,
        staffId,
        timezoneOffset: timezoneOffset(),
        ...(needsDescription(action) ? { description: reason } : {}),
      });
      beep();
      const { data } = answer;
      const row: ScanHistoryRow = {
        codeAndQtyIndex: slipScanValue(parseSlipScan(scanned).code, data.qtyIndex),
        code: parseSlipScan(scanned).code,
        qtyIndex: data.qtyIndex,
        orderItemId: data.orderItemId,
        imageUrl: data.imageUrl ?? null,
        productTypeName: data.productTypeName,
        productTitle: data.productTitle,
        attributeOptions: data.attributeOptions ?? [],
        status: data.itemStatus,
        action,
        createdAt: Date.now(),
      };
      setLast({ kind: 'done', row, message: answer.message, from: data.from, to: data.to });
      await history.record(row);
    } catch (error) {
      const message = refusalMessage(error, t('errors.connection'));
      if (message !== null) setLast({ kind: 'refused', message });
    } finally {
      setPending((count) => count - 1);
      refocus();
    }
  };

  // Enter is read on the input, not as a form submit: a busy (disabled) submit button would make
  // the browser drop the scanner's Enter.
  const chooseAction = (next: PrinterUnitAction) => {
    setAction(next);
    writeStationAction(next);
    if (!needsDescription(next)) refocus();
  };

  return (
    <>
      {/* The printer's home screen: its title carries the id of every home screen's title. */}
      <PageHeader title={title} testId="home-title" />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <NativeSelect
                  label={t('scan.station.action')}
                  description={t('scan.station.actionHint')}
                  value={action}
                  onChange={(event) => chooseAction(event.currentTarget.value as PrinterUnitAction)}
                  data={PRINTER_UNIT_ACTIONS.map((option) => ({
                    value: option,
                    label: t(`printerItems.actions.${option}`),
                  }))}
                  data-testid="scan-action"
                />
                {needsDescription(action) && (
                  <TextInput
                    label={t('scan.station.description')}
                    description={t('scan.station.descriptionHint')}
                    value={description}
                    onChange={(event) => setDescription(event.currentTarget.value)}
                    data-testid="scan-description"
                  />
                )}
                <SlipScanInput
                  inputRef={input}
                  label={t('scan.input.label')}
                  placeholder={t('scan.input.placeholder')}
                  submitLabel={t('scan.input.submit')}
                  value={value}
                  onValue={setValue}
                  onScan={(scanned) => void scan(scanned)}
                  isPending={pending > 0}
                  testId="scan"
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ScanResultCard last={last} />
          </Grid.Col>
        </Grid>
        <ScanHistoryList history={history} />
      </Stack>
    </>
  );
}
