import { Anchor, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { useRouteTitle } from '../../ui/routeMeta';
import { statisticsApi, statisticsKeys } from './api';
import { RangePicker, useStatisticRange } from './RangePicker';
import { money } from './parts';
import { Isolated } from '../../ui/Bidi';

/**
 * Product statistics (/a/product-statistics for every seller's, /s/product-statistics for the
 * seller's own): the best-selling products of the range, each opening its own statistics.
 */
export default function ProductStatisticsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const isSeller = useCurrentUser()?.type === 'SELLER';
  const range = useStatisticRange();
  const statistics = useQuery({
    queryKey: statisticsKeys.of(isSeller ? 'seller-products' : 'products', range.query),
    queryFn: ({ signal }) => statisticsApi.products(range.query, isSeller, { signal }),
  });
  const data = statistics.data;
  const base = isSeller ? '/s/product-statistics' : '/a/product-statistics';
  return (
    <>
      <PageHeader title={title} />
      <Stack gap="lg">
        <RangePicker state={range} />
        {statistics.error && <ApiErrorAlert error={statistics.error} />}
        {!data ? (
          !statistics.error && <PageLoader />
        ) : (
          <Section title={t('statistics.bestSellers')} testId="product-statistics">
            <SimpleTable
              minWidth={720}
              isStriped
              headers={[
                t('statistics.product'),
                t('statistics.productType'),
                !isSeller && t('statistics.sellerName'),
                t('statistics.orders'),
                t('statistics.units'),
                t('statistics.revenue'),
                t('statistics.refunds'),
                t('statistics.reprints'),
              ]}
            >
              {data.rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={8} c="dimmed">
                    {t('statistics.noData')}
                  </Table.Td>
                </Table.Tr>
              )}
              {data.rows.map((row) => (
                <Table.Tr key={row.productId} data-testid="product-statistic-row">
                  <Table.Td>
                    <Anchor component={Link} to={`${base}/${row.productId}`}>
                      <Isolated>{row.title}</Isolated>
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Isolated>{row.productTypeName}</Isolated>
                  </Table.Td>
                  {!isSeller && (
                    <Table.Td>
                      <Isolated>{row.sellerName}</Isolated>
                    </Table.Td>
                  )}
                  <Table.Td>{row.lines.toLocaleString()}</Table.Td>
                  <Table.Td>{row.units.toLocaleString()}</Table.Td>
                  <Table.Td>{money(row.revenue)}</Table.Td>
                  <Table.Td>{row.refunds.toLocaleString()}</Table.Td>
                  <Table.Td>{row.reprints.toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </SimpleTable>
          </Section>
        )}
      </Stack>
    </>
  );
}
