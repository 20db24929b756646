import { Alert, Button, Card, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import type { ShipmentTrackerImageKind } from '@platfox/domain';
import { IconCalendarCheck, IconCamera, IconFileText } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import { PageHeader } from '../../ui/PageHeader';
import { beep } from '../scan/beep';
import { timezoneOffset } from '../staff/api';
import { requestStaffScan, staffStore } from '../staff/staffSession';
import {
  addShipmentImages,
  closeDay,
  scanShipment,
  useRefreshShipments,
  type ScannedShipment,
} from './api';
import { ShipmentStatusBadge, shipmentTrackerColumns, shipmentTrackerConfig } from './listConfig';

/** The checked-in staff member every floor call is recorded with, or a prompt to check in. */
function floorStaffId(message: string): string {
  const staffId = staffStore.get().staffId;
  if (!staffId) {
    requestStaffScan();
    throw new Error(message);
  }
  return staffId;
}

/**
 * /p/shipment-tracker and /a/shipment-tracker. At the packing table the printer's staff scans each
 * parcel (Enter ends a scan), may attach photos of the parcel and its packing slip, and closes the
 * day so codes never scanned show as MISSED; the admin sees every printer's records.
 */
export default function ShipmentTrackerPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const isPrinter = useCurrentUser()?.type === 'PRINTER';
  const config = useMemo(
    () => shipmentTrackerConfig(isPrinter ? 'printer-shipment-tracker' : 'admin-shipment-tracker'),
    [isPrinter],
  );
  const columns = useMemo(() => shipmentTrackerColumns(t, { isAdmin: !isPrinter }), [t, isPrinter]);
  return (
    <>
      <PageHeader title={title} />
      {isPrinter && <PackingTable />}
      <DataList config={config} columns={columns} />
    </>
  );
}

function PackingTable() {
  const { t } = useTranslation();
  const refreshList = useRefreshShipments();
  const [code, setCode] = useState('');
  const [scanned, setScanned] = useState<ScannedShipment | null>(null);
  const [closed, setClosed] = useState<number | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const scan = useMutation({
    mutationFn: () =>
      scanShipment({
        trackCode: code.trim(),
        staffId: floorStaffId(t('shipmentTracker.noStaff')),
        timezoneOffset: timezoneOffset(),
      }),
    onSuccess: (answer) => {
      beep();
      setScanned(answer);
      setCode('');
      void refreshList();
    },
    onSettled: () => codeInput.current?.focus(),
  });

  const upload = useMutation({
    mutationFn: ({ kind, files }: { kind: ShipmentTrackerImageKind; files: File[] }) =>
      addShipmentImages(scanned!.id, kind, files),
    onSuccess: (record) => {
      setScanned((before) => (before ? { ...before, ...record } : before));
      void refreshList();
    },
  });

  const close = useMutation({
    mutationFn: () =>
      closeDay({
        staffId: floorStaffId(t('shipmentTracker.noStaff')),
        timezoneOffset: timezoneOffset(),
      }),
    onSuccess: (answer) => {
      setClosed(answer.missed);
      void refreshList();
    },
  });

  const photoButton = (kind: ShipmentTrackerImageKind, label: string, icon: React.ReactNode) => (
    <FileButton
      multiple
      accept="image/jpeg,image/png,image/webp"
      onChange={(files) => files.length > 0 && upload.mutate({ kind, files })}
    >
      {(props) => (
        <Button
          {...props}
          variant="default"
          leftSection={icon}
          loading={upload.isPending && upload.variables.kind === kind}
          data-testid={`shipment-photo-${kind}`}
        >
          {label}
        </Button>
      )}
    </FileButton>
  );

  return (
    <Card withBorder mb="lg">
      <Stack gap="sm">
        <Text size="sm">{t('shipmentTracker.intro')}</Text>
        <TextInput
          ref={codeInput}
          label={t('shipmentTracker.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            // A keyboard-wedge scanner ends each code with Enter.
            if (event.key === 'Enter' && code.trim() !== '' && !scan.isPending) scan.mutate();
          }}
          autoFocus
          data-testid="shipment-code"
        />
        {scan.isError && (
          <Alert color="red" data-testid="shipment-refusal">
            {scan.error.message}
          </Alert>
        )}
        {scanned && (
          <Stack gap="xs" data-testid="shipment-scanned">
            <Group gap="xs">
              <Text fw={500}>{scanned.trackCode}</Text>
              <ShipmentStatusBadge status={scanned.status} />
              {scanned.isRepeated && (
                <Text size="sm" c="dimmed">
                  {t('shipmentTracker.repeated')}
                </Text>
              )}
            </Group>
            <Text size="sm">
              {t('shipmentTracker.photoCounts', {
                parcel: scanned.images.length,
                slip: scanned.packingSlipImageIds.length,
              })}
            </Text>
            <Group>
              {photoButton('PARCEL', t('shipmentTracker.parcelPhoto'), <IconCamera size={16} />)}
              {photoButton(
                'PACKING_SLIP',
                t('shipmentTracker.slipPhoto'),
                <IconFileText size={16} />,
              )}
            </Group>
            {upload.isError && <Alert color="red">{upload.error.message}</Alert>}
          </Stack>
        )}
        <Group>
          <Button
            variant="light"
            leftSection={<IconCalendarCheck size={16} />}
            loading={close.isPending}
            onClick={() => close.mutate()}
            data-testid="shipment-close-day"
          >
            {t('shipmentTracker.closeDay')}
          </Button>
          {closed !== null && (
            <Text size="sm" data-testid="shipment-closed">
              {t('shipmentTracker.closed', { count: closed })}
            </Text>
          )}
          {close.isError && <Alert color="red">{close.error.message}</Alert>}
        </Group>
      </Stack>
    </Card>
  );
}
