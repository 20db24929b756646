import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAttributeOptions } from '../../ui/attributes';
import { statusLabel } from '../../ui/statusLabel';
import { AuthImage } from '../../ui/AuthImage';
import { Fact } from '../../ui/Fact';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import type { ScanHistoryRow } from './history';

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
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <AuthImage src={row.imageUrl} w={120} h={120} radius="md" fit="contain" alt="" />
          <Stack gap="sm" style={{ flex: 1 }}>
            <Title order={4} data-testid="scan-result-title">
              {row.productTitle}
            </Title>
            <Group gap="xl">
              <Fact label={t('scan.result.productType')} testId="scan-result-type" dir="auto">
                {row.productTypeName}
              </Fact>
              <Fact label={t('scan.history.code')} testId="scan-result-code">
                {row.code}
              </Fact>
              <Fact label={t('scan.result.unit')}>{row.qtyIndex}</Fact>
              <Fact label={t('scan.result.status')}>
                <OrderStatusBadge status={row.status} testId="scan-result-status" />
              </Fact>
            </Group>
            {row.attributeOptions.length > 0 && (
              <Fact label={t('scan.result.attributes')} testId="scan-result-attributes" dir="auto">
                {formatAttributeOptions(row.attributeOptions)}
              </Fact>
            )}
            <Text size="sm" c="dimmed">
              {t('scan.result.change', {
                from: statusLabel(t, last.from),
                to: statusLabel(t, last.to),
              })}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
