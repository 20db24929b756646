import { Group, Stack, Table, Title } from '@mantine/core';
import type { AdminDashboard, Permission } from '@platfox/domain';
import type { TitleKey } from '../../platform/i18n/locales/en';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { SimpleTable } from '../../ui/SimpleTable';
import { StatusBadge } from '../../ui/StatusBadge';
import { useRouteTitle } from '../../ui/routeMeta';
import { usePendingTasks } from '../after-sale/usePendingTasks';
import { statisticsApi, statisticsKeys } from './api';
import { FigureCard, FigureGrid, TableCard, TrendChart, money, usePeriodLabel } from './parts';
import { Isolated } from '../../ui/Bidi';

/**
 * The pending-task counters as cards, each opening its list (the admin menu's badges, spec 03
 * section 3.5), with the permission of that list: a card the admin cannot follow is not shown.
 */
const PENDING_CARDS = [
  { key: 'order', link: '/a/orders', title: 'orders', permission: 'ORDER_ACCESS' },
  {
    key: 'orderItem',
    link: '/a/order-items',
    title: 'orderItems',
    permission: 'ORDER_ITEM_ACCESS',
  },
  {
    key: 'overProcessingDueOrderItem',
    link: '/a/order-items-over-due-date/processing',
    title: 'overDueProcessing',
    permission: 'ORDER_ITEM_DUE_DATE_ACCESS',
  },
  {
    key: 'overShippingDueOrderItem',
    link: '/a/order-items-over-due-date/shipping',
    title: 'overDueShipping',
    permission: 'ORDER_ITEM_DUE_DATE_ACCESS',
  },
  {
    key: 'returnOrderItem',
    link: '/a/return-order-items',
    title: 'returnOrderItems',
    permission: 'ORDER_ITEM_RETURN_ACCESS',
  },
  {
    key: 'refundOrderItem',
    link: '/a/refund-order-items',
    title: 'refundOrderItems',
    permission: 'ORDER_ITEM_REFUND_ACCESS',
  },
  {
    key: 'resentOrderItem',
    link: '/a/resend-order-items',
    title: 'resendOrderItems',
    permission: 'ORDER_ITEM_RESEND_ACCESS',
  },
  { key: 'issue', link: '/a/issues', title: 'issues', permission: 'ORDER_ITEM_ACCESS' },
  {
    key: 'deposit',
    link: '/a/transaction/deposits',
    title: 'deposits',
    permission: 'DEPOSIT_ACCESS',
  },
  {
    key: 'withdraw',
    link: '/a/transaction/withdraws',
    title: 'withdraws',
    permission: 'WITHDRAW_ACCESS',
  },
] as const satisfies readonly {
  key: string;
  link: string;
  title: TitleKey;
  permission: Permission;
}[];

/**
 * The admin dashboard (spec 01 section 2.3, issue 34): today's and this month's figures, the
 * pending tasks, production now and the printers' day. A card whose list the admin may not open
 * is not shown; the server leaves those figures out as well.
 */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const tasks = usePendingTasks(user);
  const dashboard = useQuery({
    queryKey: statisticsKeys.adminDashboard,
    queryFn: ({ signal }) => statisticsApi.adminDashboard({ signal }),
  });
  const pending = PENDING_CARDS.filter(
    (card) => user?.type === 'ROOT' || (user?.permissions.includes(card.permission) ?? false),
  );
  return (
    <>
      <PageHeader title={title} testId="home-title" />
      {dashboard.error && <ApiErrorAlert error={dashboard.error} />}
      {!dashboard.data ? (
        !dashboard.error && <PageLoader />
      ) : (
        <Stack gap="lg" data-testid="admin-dashboard">
          <Figures data={dashboard.data} />
          {dashboard.data.revenueByDay && <RevenueChart rows={dashboard.data.revenueByDay} />}
          {pending.length > 0 && (
            <Stack gap="sm" data-testid="dashboard-pending">
              <Title order={4}>{t('statistics.dashboard.pending')}</Title>
              <FigureGrid>
                {pending.map((card) => (
                  <FigureCard
                    key={card.key}
                    label={t(`title.${card.title}`)}
                    value={(tasks[card.key] ?? 0).toLocaleString()}
                    to={card.link}
                    testId={`pending-${card.key}`}
                  />
                ))}
              </FigureGrid>
            </Stack>
          )}
          {dashboard.data.itemsByStatus && <Production data={dashboard.data} />}
        </Stack>
      )}
    </>
  );
}

function Figures({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const parts = [
    ['today', data.today],
    ['month', data.month],
  ] as const;
  return (
    <>
      {parts.map(
        ([when, figures]) =>
          figures && (
            <Stack gap="sm" key={when} data-testid={`dashboard-${when}`}>
              <Title order={4}>{t(`statistics.dashboard.${when}`)}</Title>
              <FigureGrid>
                {figures.orders !== undefined && (
                  <FigureCard
                    label={t('statistics.dashboard.orders')}
                    value={figures.orders.toLocaleString()}
                    to="/a/orders"
                    testId={`${when}-orders`}
                  />
                )}
                {figures.revenue !== undefined && (
                  <FigureCard
                    label={t('statistics.dashboard.revenue')}
                    value={money(figures.revenue)}
                    hint={t('statistics.dashboard.revenueHint')}
                    testId={`${when}-revenue`}
                  />
                )}
                {figures.deposits !== undefined && (
                  <FigureCard
                    label={t('statistics.dashboard.deposits')}
                    value={money(figures.deposits)}
                    testId={`${when}-deposits`}
                  />
                )}
                {figures.withdraws !== undefined && (
                  <FigureCard
                    label={t('statistics.dashboard.withdraws')}
                    value={money(figures.withdraws)}
                    testId={`${when}-withdraws`}
                  />
                )}
              </FigureGrid>
            </Stack>
          ),
      )}
    </>
  );
}

function RevenueChart({ rows }: { rows: { period: string; revenue: number }[] }) {
  const { t } = useTranslation();
  const label = usePeriodLabel('day');
  return (
    <TrendChart
      title={t('statistics.dashboard.revenue30')}
      data={rows.map((row) => ({ period: label(row.period), revenue: row.revenue }))}
      series={[{ name: 'revenue', label: t('statistics.dashboard.revenue'), color: 'blue.6' }]}
      isMoney
      testId="dashboard-revenue-chart"
    />
  );
}

function Production({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const printers = data.printersToday ?? [];
  return (
    <Group align="stretch" grow wrap="wrap" data-testid="dashboard-production">
      <TableCard title={t('statistics.dashboard.byStatus')}>
        <ItemsAndUnits
          by={t('statistics.status')}
          rows={(data.itemsByStatus ?? []).map((row) => ({
            ...row,
            key: row.status,
            name: <StatusBadge status={row.status} />,
          }))}
        />
      </TableCard>
      <TableCard
        title={t('statistics.dashboard.printersToday')}
        empty={printers.length === 0 && t('statistics.dashboard.noPrinting')}
      >
        <ItemsAndUnits
          by={t('statistics.printer')}
          rows={printers.map((row) => ({
            ...row,
            key: row.printerId,
            name: <Isolated>{row.name}</Isolated>,
          }))}
        />
      </TableCard>
    </Group>
  );
}

type ItemsAndUnitsRow = { key: string; name: ReactNode; items: number; units: number };

/** Items and units counted by something (a status, a printer): one row each. */
function ItemsAndUnits({ by, rows }: { by: string; rows: ItemsAndUnitsRow[] }) {
  const { t } = useTranslation();
  return (
    <SimpleTable minWidth={260} headers={[by, t('statistics.items'), t('statistics.units')]}>
      {rows.map((row) => (
        <Table.Tr key={row.key}>
          <Table.Td>{row.name}</Table.Td>
          <Table.Td>{row.items.toLocaleString()}</Table.Td>
          <Table.Td>{row.units.toLocaleString()}</Table.Td>
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}
