import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { Isolated } from '../../ui/Bidi';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { statisticsApi } from './api';
import { RangeScreen } from './RangeScreen';
import { money } from './parts';

/**
 * Product statistics (/a/product-statistics for every seller's, /s/product-statistics for the
 * seller's own): the best-selling products of the range, each opening its own statistics.
 */
export default function ProductStatisticsPage() {
  const { t } = useTranslation();
  const isSeller = useCurrentUser()?.type === 'SELLER';
  const base = isSeller ? '/s/product-statistics' : '/a/product-statistics';
  return (
    <RangeScreen
      name={isSeller ? 'seller-products' : 'products'}
      read={(query, options) => statisticsApi.products(query, isSeller, options)}
    >
      {(data) => (
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
    </RangeScreen>
  );
}
