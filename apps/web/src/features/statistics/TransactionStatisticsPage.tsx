import { Button, Group, SegmentedControl, Table } from '@mantine/core';
import { TRANSACTION_STATUSES, type TransactionStatistics } from '@platfox/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { saveFile } from '../../ui/download';
import { statusLabel } from '../../ui/statusLabel';
import { statisticsApi } from './api';
import { RangeScreen } from './RangeScreen';
import { SERIES_COLORS, TrendChart, money, toCsv, usePeriodLabel } from './parts';

type Status = (typeof TRANSACTION_STATUSES)[number];

/**
 * Transaction statistics (/a/statistics/transaction-statistics): amounts by type for one status
 * over the range, as a chart per day or month and a table of every type and status; the table
 * downloads as a spreadsheet (CSV).
 */
export default function TransactionStatisticsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('APPROVED');
  return (
    <RangeScreen
      name="transactions"
      read={statisticsApi.transactions}
      actions={(data) => (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          onClick={() =>
            saveFile(csvOf(data, t), `transactions-${data.range.from}-${data.range.to}.csv`)
          }
          data-testid="statistic-export"
        >
          {t('statistics.export')}
        </Button>
      )}
    >
      {(data) => (
        <>
          <Group>
            <SegmentedControl
              aria-label={t('statistics.status')}
              value={status}
              onChange={(value) => setStatus(value as Status)}
              data={TRANSACTION_STATUSES.map((value) => ({
                value,
                label: statusLabel(t, value),
              }))}
              data-testid="statistic-status"
            />
          </Group>
          <AmountChart data={data} status={status} />
          <Section title={t('statistics.totals')} testId="transaction-totals">
            <SimpleTable
              minWidth={520}
              isStriped
              headers={[
                t('statistics.type'),
                t('statistics.status'),
                t('statistics.count'),
                t('statistics.amount'),
                t('statistics.fee'),
              ]}
            >
              {data.totals.map((row) => (
                <Table.Tr key={`${row.type} ${row.status}`} data-testid="transaction-total">
                  <Table.Td>{t(`transactions.type.${row.type}`)}</Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} variant="light" />
                  </Table.Td>
                  <Table.Td>{row.count.toLocaleString()}</Table.Td>
                  <Table.Td>{money(row.amount)}</Table.Td>
                  <Table.Td>{money(row.fee)}</Table.Td>
                </Table.Tr>
              ))}
            </SimpleTable>
          </Section>
        </>
      )}
    </RangeScreen>
  );
}

/** One bar group per period, one bar per type, of the chosen status; amounts as their size. */
function AmountChart({ data, status }: { data: TransactionStatistics; status: Status }) {
  const { t } = useTranslation();
  const label = usePeriodLabel(data.range.bucket);
  const rows = data.series.filter((row) => row.status === status);
  const types = [...new Set(rows.map((row) => row.type))];
  const byPeriod = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const entry = byPeriod.get(row.period) ?? { period: label(row.period) };
    entry[row.type] = Math.abs(row.amount);
    byPeriod.set(row.period, entry);
  }
  return (
    <TrendChart
      title={t('statistics.amountsOverTime')}
      data={[...byPeriod.values()]}
      series={types.map((type, index) => ({
        name: type,
        label: t(`transactions.type.${type}`),
        color: SERIES_COLORS[index % SERIES_COLORS.length]!,
      }))}
      isMoney
      testId="transaction-chart"
    />
  );
}

function csvOf(data: TransactionStatistics, t: Parameters<typeof statusLabel>[0]) {
  return toCsv([
    ['period', 'type', 'status', 'count', 'amount', 'fee'],
    ...data.series.map((row) => [
      row.period,
      t(`transactions.type.${row.type}`),
      statusLabel(t, row.status),
      row.count,
      (row.amount / 100).toFixed(2),
      (row.fee / 100).toFixed(2),
    ]),
  ]);
}
