import { Group, Loader, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { productionApi, productionKeys } from './api';

/** The ranges the screen offers, of the spec's statistic ranges (cr and d need dates). */
const RANGES = ['today', 'yesterday', 'w', 'm', 'y'] as const;
type Range = (typeof RANGES)[number];

/** The printer's items by status, created within the chosen range (server-side count). */
export function PrinterStatistic() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>('today');
  const statistic = useQuery({
    queryKey: productionKeys.statistic(range),
    queryFn: ({ signal }) => productionApi.statistic(range, signal),
  });
  const data = statistic.data;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={4}>{t('printerItems.statistic.counts')}</Title>
          <SegmentedControl
            aria-label={t('printerItems.statistic.range')}
            value={range}
            onChange={(value) => setRange(value as Range)}
            data={RANGES.map((value) => ({
              value,
              label: t(`statistics.ranges.${value}`),
            }))}
            data-testid="printer-statistic-range"
          />
        </Group>
        {!data ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : data.byStatus.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="printer-statistic-empty">
            {t('printerItems.statistic.empty')}
          </Text>
        ) : (
          <Table striped data-testid="printer-statistic">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('printerItems.statistic.status')}</Table.Th>
                <Table.Th>{t('printerItems.statistic.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.byStatus.map((row) => (
                <Table.Tr key={row.status} data-testid="printer-statistic-row">
                  <Table.Td>
                    <OrderStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td>{row.count}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={600}>{t('printerItems.statistic.total')}</Table.Td>
                <Table.Td fw={600} data-testid="printer-statistic-total">
                  {data.total}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
