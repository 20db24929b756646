import { Table } from '@mantine/core';
import type { ProductTypeStatistics } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { Isolated, isolate } from '../../ui/Bidi';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { statisticsApi } from './api';
import { RangeScreen } from './RangeScreen';
import { SERIES_COLORS, TrendChart, money, usePeriodLabel } from './parts';

/** The chart draws the best-selling types; the table lists them all. */
const CHARTED_TYPES = 6;

/** Product-type statistics (/a/statistics/product-type-statistics): items and revenue per type. */
export default function ProductTypeStatisticsPage() {
  return (
    <RangeScreen name="product-types" read={statisticsApi.productTypes}>
      {(data) => <ProductTypeFigures data={data} />}
    </RangeScreen>
  );
}

function ProductTypeFigures({ data }: { data: ProductTypeStatistics }) {
  const { t } = useTranslation();
  const label = usePeriodLabel(data.range.bucket);
  const charted = data.rows.slice(0, CHARTED_TYPES);
  const byPeriod = new Map<string, Record<string, string | number>>();
  for (const row of data.series) {
    if (!charted.some((type) => type.productTypeId === row.productTypeId)) continue;
    const entry = byPeriod.get(row.period) ?? { period: label(row.period) };
    entry[row.productTypeId] = row.units;
    byPeriod.set(row.period, entry);
  }
  return (
    <>
      <TrendChart
        title={t('statistics.unitsOverTime')}
        data={[...byPeriod.values()]}
        series={charted.map((type, index) => ({
          name: type.productTypeId,
          label: isolate(type.name),
          color: SERIES_COLORS[index % SERIES_COLORS.length]!,
        }))}
        isStacked
        testId="product-type-chart"
      />
      <Section title={t('statistics.totals')} testId="product-type-totals">
        <SimpleTable
          minWidth={480}
          isStriped
          headers={[
            t('statistics.productType'),
            t('statistics.orders'),
            t('statistics.units'),
            t('statistics.revenue'),
          ]}
        >
          {data.rows.map((row) => (
            <Table.Tr key={row.productTypeId} data-testid="product-type-row">
              <Table.Td>
                <Isolated>{row.name}</Isolated>
              </Table.Td>
              <Table.Td>{row.lines.toLocaleString()}</Table.Td>
              <Table.Td>{row.units.toLocaleString()}</Table.Td>
              <Table.Td>{money(row.revenue)}</Table.Td>
            </Table.Tr>
          ))}
        </SimpleTable>
      </Section>
    </>
  );
}
