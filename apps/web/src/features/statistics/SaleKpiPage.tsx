import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Isolated, Ltr } from '../../ui/Bidi';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { statisticsApi } from './api';
import { RangeScreen } from './RangeScreen';
import { TrendChart, money } from './parts';

/**
 * Sale KPI (/a/statistics/sale-kpi-management; spec 03 section 3.4's sale statistics): per
 * salesman, the approved deposits of their sellers, their sellers, the new ones and those who
 * deposited in the range.
 */
export default function SaleKpiPage() {
  const { t } = useTranslation();
  return (
    <RangeScreen name="sale-kpi" read={statisticsApi.saleKpi}>
      {(data) => (
        <>
          <TrendChart
            title={t('statistics.kpi.depositsBySalesman')}
            data={data.rows
              .filter((row) => row.totalDeposit > 0)
              .slice(0, 12)
              .map((row) => ({ period: row.saleMan, totalDeposit: row.totalDeposit }))}
            series={[
              { name: 'totalDeposit', label: t('statistics.kpi.totalDeposit'), color: 'teal.6' },
            ]}
            isMoney
            testId="sale-kpi-chart"
          />
          <Section title={t('statistics.totals')} testId="sale-kpi">
            <SimpleTable
              minWidth={640}
              isStriped
              headers={[
                t('statistics.kpi.saleMan'),
                t('statistics.kpi.saleCode'),
                t('statistics.kpi.totalDeposit'),
                t('statistics.kpi.totalUsers'),
                t('statistics.kpi.totalNewUsers'),
                t('statistics.kpi.usersWithDeposits'),
              ]}
            >
              {data.rows.map((row) => (
                <Table.Tr key={row.salesmanId} data-testid="sale-kpi-row">
                  <Table.Td>
                    <Isolated>{row.saleMan}</Isolated>
                  </Table.Td>
                  <Table.Td ff="monospace">
                    <Ltr>{row.saleCode}</Ltr>
                  </Table.Td>
                  <Table.Td>{money(row.totalDeposit)}</Table.Td>
                  <Table.Td>{row.totalUsers.toLocaleString()}</Table.Td>
                  <Table.Td>{row.totalNewUsers.toLocaleString()}</Table.Td>
                  <Table.Td>{row.usersWithDeposits.toLocaleString()}</Table.Td>
                </Table.Tr>
              ))}
            </SimpleTable>
          </Section>
        </>
      )}
    </RangeScreen>
  );
}
