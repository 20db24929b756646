import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../ui/download';
import { statusLabel } from '../../ui/statusLabel';
import { Fact } from '../../ui/Fact';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { imageFileName, scannedImage } from './api';
import type { ScanHistoryRow } from './history';
import { ScannedUnit } from './ScannedUnit';

export type LastScan =
  | { kind: 'done'; row: ScanHistoryRow; message: string; from: string; to: string }
  | { kind: 'refused'; message: string };

/** The station's last scan: the item it moved, or why it was refused. */
export function ScanResultCard({ last }: { last: LastScan | null }) {
  const { t } = useTranslation();
  if (!last) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" data-testid="scan-result-empty">
          {t('scan.result.empty')}
        </Text>
      </Paper>
    );
  }
  if (last.kind === 'refused') {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="scan-error">
        {last.message}
      </Alert>
    );
  }
  const { row } = last;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="scan-result">
      <Stack gap="md">
        <Alert color="teal" icon={<IconCircleCheck size={18} />} data-testid="scan-message">
          {last.message}
        </Alert>
        <ScannedUnit
          imageUrl={row.imageUrl}
          productTitle={row.productTitle}
          productTypeName={row.productTypeName}
          attributes={row.attributeOptions}
          testId="scan-result"
          footer={
            <Group justify="space-between" gap="xs">
              <Text size="sm" c="dimmed">
                {t('scan.result.change', {
                  from: statusLabel(t, last.from),
                  to: statusLabel(t, last.to),
                })}
              </Text>
              {row.imageUrl && <ImageDownload row={row} imageUrl={row.imageUrl} />}
            </Group>
          }
        >
          <Fact label={t('scan.history.code')} testId="scan-result-code">
            {row.code}
          </Fact>
          <Fact label={t('scan.result.unit')}>{row.qtyIndex}</Fact>
          <Fact label={t('scan.result.status')}>
            <OrderStatusBadge status={row.status} testId="scan-result-status" />
          </Fact>
        </ScannedUnit>
      </Stack>
    </Paper>
  );
}

/**
 * The full-size design or mockup of the scanned unit, for the worker who needs more than the
 * thumbnail (printer/image-buffer); a refusal shows as a toast.
 */
function ImageDownload({ row, imageUrl }: { row: ScanHistoryRow; imageUrl: string }) {
  const { t } = useTranslation();
  const download = useMutation({
    mutationFn: () => scannedImage(imageUrl),
    onSuccess: (file) => saveFile(file, imageFileName(row.code, row.qtyIndex, file)),
  });
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} />}
      loading={download.isPending}
      onClick={() => download.mutate()}
      data-testid="scan-result-image-download"
    >
      {t('scan.result.downloadImage')}
    </Button>
  );
}
