import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../ui/AuthImage';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import type { SessionScan } from './sessionScans';

/** This session's scans, newest first; each opens its item's page. */
export function SessionScanList({ rows }: { rows: readonly SessionScan[] }) {
  const { t, i18n } = useTranslation();
  const time = (at: number) => new Date(at).toLocaleTimeString(i18n.language);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={4}>{t('completedScanner.history.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('completedScanner.history.hint')}
          </Text>
        </Stack>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" data-testid="completed-history-empty">
            {t('completedScanner.history.empty')}
          </Text>
        ) : (
          <Table striped verticalSpacing="xs" data-testid="completed-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('completedScanner.item.slip')}</Table.Th>
                <Table.Th>{t('scan.result.productType')}</Table.Th>
                <Table.Th>{t('scan.result.status')}</Table.Th>
                <Table.Th>{t('completedScanner.history.scannedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.scanValue} data-testid="completed-history-row">
                  <Table.Td w={56}>
                    <AuthImage src={row.imageUrl} w={40} h={40} radius="sm" fit="contain" alt="" />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/p/order/${row.orderItemId}`} size="sm">
                      {row.scanValue}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.productTypeName}</Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>{time(row.scannedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
