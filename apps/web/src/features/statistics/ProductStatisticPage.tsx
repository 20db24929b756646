import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { isolate } from '../../ui/Bidi';
import { detailGate } from '../../ui/detailGate';
import { statisticsApi, statisticsKeys } from './api';
import { RangePicker, useStatisticRange } from './RangePicker';
import { FigureCard, FigureGrid, TrendChart, money, usePeriodLabel } from './parts';

/** One product's orders, items, revenue, refunds and reprints over the range. */
export default function ProductStatisticPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const isSeller = useCurrentUser()?.type === 'SELLER';
  const range = useStatisticRange();
  const query = useQuery({
    queryKey: statisticsKeys.of(isSeller ? 'seller-product' : 'product', range.query, id),
    queryFn: ({ signal }) => statisticsApi.product(id, range.query, isSeller, { signal }),
    placeholderData: (previous) => previous,
  });
  const label = usePeriodLabel(query.data?.range.bucket ?? 'day');
  const gate = detailGate(id, query);
  if (gate) return gate;
  const data = query.data!;
  const base = isSeller ? '/s/product-statistics' : '/a/product-statistics';
  return (
    <>
      <PageHeader
        title={isolate(data.product.title)}
        back={{ to: base, label: t('title.productStatistics') }}
      />
      <Stack gap="lg" data-testid="product-statistic">
        <RangePicker state={range} />
        <FigureGrid>
          <FigureCard
            label={t('statistics.orders')}
            value={data.totals.lines}
            testId="product-orders"
          />
          <FigureCard
            label={t('statistics.units')}
            value={data.totals.units}
            testId="product-units"
          />
          <FigureCard
            label={t('statistics.revenue')}
            value={money(data.totals.revenue)}
            testId="product-revenue"
          />
          <FigureCard
            label={t('statistics.refundsReprints')}
            value={`${data.totals.refunds} / ${data.totals.reprints}`}
            testId="product-refunds"
          />
        </FigureGrid>
        <TrendChart
          title={t('statistics.unitsOverTime')}
          data={data.series.map((row) => ({
            period: label(row.period),
            units: row.units,
            refunds: row.refunds,
            reprints: row.reprints,
          }))}
          series={[
            { name: 'units', label: t('statistics.units'), color: 'blue.6' },
            { name: 'refunds', label: t('statistics.refunds'), color: 'orange.6' },
            { name: 'reprints', label: t('statistics.reprints'), color: 'violet.6' },
          ]}
          testId="product-chart"
        />
        <TrendChart
          title={t('statistics.revenueOverTime')}
          data={data.series.map((row) => ({ period: label(row.period), revenue: row.revenue }))}
          series={[{ name: 'revenue', label: t('statistics.revenue'), color: 'teal.6' }]}
          isMoney
          testId="product-revenue-chart"
        />
      </Stack>
    </>
  );
}
