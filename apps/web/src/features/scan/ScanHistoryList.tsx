import { Alert, Button, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAttributeOptions } from '../../ui/attributes';
import { AuthImage } from '../../ui/AuthImage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import type { ScanHistoryState } from './useScanHistory';

/** The device's scans, newest first, with a clear action that asks first. */
export function ScanHistoryList({ history }: { history: ScanHistoryState }) {
  const { t, i18n } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const time = (at: number) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={4}>{t('scan.history.title')}</Title>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={history.rows.length === 0}
            onClick={() => setAsking(true)}
            data-testid="scan-history-clear"
          >
            {t('scan.history.clear')}
          </Button>
        </Group>
        {history.error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="scan-history-error">
            {history.error}
          </Alert>
        )}
        {history.isReady && history.rows.length === 0 && !history.error && (
          <Text c="dimmed" size="sm" data-testid="scan-history-empty">
            {t('scan.history.empty')}
          </Text>
        )}
        {history.rows.length > 0 && (
          <ScrollArea.Autosize mah={480}>
            <Table striped verticalSpacing="xs" data-testid="scan-history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{t('scan.history.code')}</Table.Th>
                  <Table.Th>{t('scan.result.productType')}</Table.Th>
                  <Table.Th>{t('scan.result.attributes')}</Table.Th>
                  <Table.Th>{t('scan.history.action')}</Table.Th>
                  <Table.Th>{t('scan.result.status')}</Table.Th>
                  <Table.Th>{t('scan.history.scannedAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.rows.map((row) => (
                  <Table.Tr key={row.codeAndQtyIndex} data-testid="scan-history-row">
                    <Table.Td w={56}>
                      <AuthImage
                        src={row.imageUrl}
                        w={40}
                        h={40}
                        radius="sm"
                        fit="contain"
                        alt=""
                      />
                    </Table.Td>
                    <Table.Td data-testid="scan-history-code">{row.codeAndQtyIndex}</Table.Td>
                    <Table.Td>{row.productTypeName}</Table.Td>
                    <Table.Td>{formatAttributeOptions(row.attributeOptions)}</Table.Td>
                    <Table.Td>{t(`printerItems.actions.${row.action}`)}</Table.Td>
                    <Table.Td>
                      <OrderStatusBadge status={row.status} testId="scan-history-status" />
                    </Table.Td>
                    <Table.Td>{time(row.createdAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
      <ConfirmDialog
        opened={isAsking}
        title={t('scan.history.clearTitle')}
        message={t('scan.history.clearMessage')}
        confirmLabel={t('scan.history.clearConfirm')}
        isDanger
        onConfirm={() => {
          setAsking(false);
          void history.clear();
        }}
        onClose={() => setAsking(false)}
        testId="scan-history-clear-confirm"
      />
    </Paper>
  );
}
