import { Anchor, Group, Stack, Table, Title } from '@mantine/core';
import type { SellerDashboard } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { SimpleTable } from '../../ui/SimpleTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { useRouteTitle } from '../../ui/routeMeta';
import { NeedsYouCard } from '../stores/NeedsYouCard';
import { statisticsApi, statisticsKeys } from './api';
import { FigureCard, FigureGrid, TableCard, dateTime, money } from './parts';
import { Isolated } from '../../ui/Bidi';

/**
 * The seller's dashboard (spec 01 section 2.4, issue 34): balance and the last transactions,
 * orders by status, what waits for the seller (each card opens its list), this month's spend and
 * best sellers. Every figure is the seller's own.
 */
export default function SellerDashboardPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const dashboard = useQuery({
    queryKey: statisticsKeys.sellerDashboard,
    queryFn: ({ signal }) => statisticsApi.sellerDashboard({ signal }),
  });
  const data = dashboard.data;
  return (
    <>
      <PageHeader title={title} testId="home-title" />
      {dashboard.error && <ApiErrorAlert error={dashboard.error} />}
      {!data ? (
        !dashboard.error && <PageLoader />
      ) : (
        <Stack gap="lg" data-testid="seller-dashboard">
          <FigureGrid>
            <FigureCard
              label={t('statistics.seller.balance')}
              value={money(data.balance)}
              to="/s/transaction/deposits"
              testId="seller-balance"
            />
            <FigureCard
              label={t('statistics.seller.spend')}
              value={money(data.spendThisMonth)}
              hint={t('statistics.dashboard.revenueHint')}
              testId="seller-spend"
            />
          </FigureGrid>
          <Needs needs={data.needs} />
          {user && <NeedsYouCard user={user} />}
          <Group align="stretch" grow wrap="wrap">
            <OrdersByStatus rows={data.ordersByStatus} />
            <LastTransactions rows={data.lastTransactions} />
          </Group>
          <BestSellers rows={data.bestSellers} />
        </Stack>
      )}
    </>
  );
}

function Needs({ needs }: { needs: SellerDashboard['needs'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Title order={4}>{t('statistics.seller.needsYou')}</Title>
      <FigureGrid>
        <FigureCard
          label={t('statistics.seller.drafts')}
          value={needs.drafts}
          to="/s/draft-orders"
          testId="needs-drafts"
        />
        <FigureCard
          label={t('statistics.seller.invalidAddresses')}
          value={needs.invalidAddresses}
          to="/s/invalid-address-orders"
          testId="needs-addresses"
        />
        <FigureCard
          label={t('statistics.seller.openIssues')}
          value={needs.openIssues}
          to="/s/issues"
          testId="needs-issues"
        />
      </FigureGrid>
    </Stack>
  );
}

function OrdersByStatus({ rows }: { rows: SellerDashboard['ordersByStatus'] }) {
  const { t } = useTranslation();
  return (
    <TableCard
      title={t('statistics.seller.ordersByStatus')}
      empty={rows.length === 0 && t('statistics.noData')}
      footer={
        <Anchor component={Link} to="/s/orders" size="sm">
          {t('statistics.seller.allOrders')}
        </Anchor>
      }
    >
      <SimpleTable minWidth={240} headers={[t('statistics.status'), t('statistics.orders')]}>
        {rows.map((row) => (
          <Table.Tr key={row.status} data-testid="seller-order-status">
            <Table.Td>
              <StatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>{row.orders.toLocaleString()}</Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </TableCard>
  );
}

function LastTransactions({ rows }: { rows: SellerDashboard['lastTransactions'] }) {
  const { t } = useTranslation();
  return (
    <TableCard
      title={t('statistics.seller.lastTransactions')}
      empty={rows.length === 0 && t('statistics.noData')}
    >
      <SimpleTable
        minWidth={320}
        headers={[t('statistics.type'), t('statistics.amount'), t('statistics.date')]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid="seller-transaction">
            <Table.Td>
              {t(`transactions.type.${row.type}`)}{' '}
              <StatusBadge status={row.status} variant="light" />
            </Table.Td>
            <Table.Td>{money(row.amount)}</Table.Td>
            <Table.Td>{dateTime(row.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </TableCard>
  );
}

function BestSellers({ rows }: { rows: SellerDashboard['bestSellers'] }) {
  const { t } = useTranslation();
  return (
    <TableCard
      title={t('statistics.seller.bestSellers')}
      empty={rows.length === 0 && t('statistics.noData')}
    >
      <SimpleTable
        minWidth={320}
        headers={[t('statistics.product'), t('statistics.units'), t('statistics.revenue')]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.productId} data-testid="seller-best-seller">
            <Table.Td>
              <Anchor component={Link} to={`/s/product-statistics/${row.productId}`}>
                <Isolated>{row.title}</Isolated>
              </Anchor>
            </Table.Td>
            <Table.Td>{row.units.toLocaleString()}</Table.Td>
            <Table.Td>{money(row.revenue)}</Table.Td>
          </Table.Tr>
        ))}
      </SimpleTable>
    </TableCard>
  );
}
