import { Alert, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '../../ui/statusLabel';
import { Fact } from '../../ui/Fact';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
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
            <Text size="sm" c="dimmed">
              {t('scan.result.change', {
                from: statusLabel(t, last.from),
                to: statusLabel(t, last.to),
              })}
            </Text>
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
