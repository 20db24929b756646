import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Isolated, Ltr } from '../../ui/Bidi';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { statisticsApi } from './api';
import { RangeScreen } from './RangeScreen';
import { dateTime, money } from './parts';

/** The user sale-code statistics (spec 01): each seller a sale code brought, and their deposits. */
export default function SaleCodeStatisticsPage() {
  const { t } = useTranslation();
  return (
    <RangeScreen name="sale-codes" read={statisticsApi.saleCodes}>
      {(data) => (
        <Section title={t('statistics.kpi.sellers')} testId="sale-codes">
          <SimpleTable
            minWidth={760}
            isStriped
            headers={[
              t('statistics.sellerName'),
              t('statistics.kpi.saleCode'),
              t('statistics.kpi.saleMan'),
              t('statistics.kpi.registeredAt'),
              t('statistics.kpi.deposits'),
              t('statistics.kpi.totalDeposit'),
            ]}
          >
            {data.rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6} c="dimmed">
                  {t('statistics.noData')}
                </Table.Td>
              </Table.Tr>
            )}
            {data.rows.map((row) => (
              <Table.Tr key={row.userId} data-testid="sale-code-row">
                <Table.Td>
                  <Isolated>{row.fullName}</Isolated>
                  <br />
                  <small>
                    <Ltr>{row.email}</Ltr>
                  </small>
                </Table.Td>
                <Table.Td ff="monospace">
                  <Ltr>{row.saleCode}</Ltr>
                </Table.Td>
                <Table.Td>
                  <Isolated>{row.saleMan}</Isolated>
                </Table.Td>
                <Table.Td>{dateTime(row.registeredAt)}</Table.Td>
                <Table.Td>{row.deposits.toLocaleString()}</Table.Td>
                <Table.Td>{money(row.totalDeposit)}</Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
        </Section>
      )}
    </RangeScreen>
  );
}
