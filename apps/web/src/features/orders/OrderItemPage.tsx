import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { dataListApi } from '../../ui/data-list/api';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageHeader } from '../../ui/PageHeader';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { orderKeys, ordersApi } from './api';
import { useOrderItemLive } from './live';
import { Fact } from '../../ui/Fact';
import { ItemCard } from '../../ui/ItemCard';
import type { OrderItemRow } from './listConfig';
import { ItemTimeline, TrackingLink } from './OrderItemsTable';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ItemProduction } from '../production/ItemProduction';
import { formatCountry } from '../../platform/i18n/formatCountry';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { ItemActions } from '../audit/ItemActions';
import { ItemNote } from '../audit/ItemNote';
import { TrailTable } from '../audit/TrailTable';
import { shortId } from '../../ui/data-list/cells/format';

/** The item's row of the order-item list: the one read of a single item the server offers. */
async function itemRow(id: string, signal?: AbortSignal): Promise<OrderItemRow | null> {
  const page = await dataListApi.list(
    {
      model: 'order-item',
      filters: [],
      filterType: 'AND',
      sorting: [],
      pagination: { page: 1, pageSize: 20 },
      filtersRef: [{ field: 'id', operation: 'in', value: [id] }],
      filterTypeRef: 'AND',
    },
    signal,
  );
  return (page.items[0] as OrderItemRow | undefined) ?? null;
}

/** /a/order-item/:id: one order item, its order, timeline and tracking code. */
export default function OrderItemPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const mode = useRouteMode();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const item = useQuery({
    queryKey: orderKeys.item(id),
    queryFn: ({ signal }) => itemRow(id, signal),
    enabled: mode !== 'create',
  });
  const orderId = item.data?.orderId ?? '';
  const mayReadOrder =
    user?.type === 'ROOT' || (user?.permissions.includes('ORDER_DETAIL_ACCESS') ?? false);
  // The timeline lives on the order; an admin who may not open orders sees the item without it.
  const order = useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => ordersApi.find(orderId, signal),
    enabled: orderId !== '' && mayReadOrder,
    retry: false,
  });
  useOrderItemLive(mode === 'create' ? '' : id, orderId);
  if (mode === 'create' || item.data === null) return <ErrorPage status={404} />;
  if (!item.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  const row = item.data;
  const viewed = order.data?.items.find((candidate) => candidate.id === row.id);
  return (
    <>
      <PageHeader title={title} back={{ to: '/a/order-items', label: t('title.orderItems') }} />
      <ItemCard
        title={row.productTitle}
        titleTestId="order-item-title"
        badge={<OrderStatusBadge status={row.status} testId="order-item-status" />}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={t('orders.fields.order')} dir="ltr">
            {mayReadOrder ? (
              <Anchor component={Link} to={`/a/order/${row.orderId}?m=view`} size="sm">
                {shortId(row.orderId)}
              </Anchor>
            ) : (
              shortId(row.orderId)
            )}
          </Fact>
          <Fact label={t('orders.fields.seller')} dir="auto">
            {row.sellerEmail}
          </Fact>
          <Fact label={t('orders.fields.sku')} dir="ltr">
            {row.productSku}
          </Fact>
          <Fact label={t('orders.fields.productType')} dir="auto">
            {row.productTypeName}
          </Fact>
          <Fact label={t('orders.fields.variant')} testId="order-item-variant" dir="auto">
            {row.variantName}
          </Fact>
          <Fact label={t('orders.fields.quantity')}>{row.quantity}</Fact>
          <Fact label={t('orders.fields.total')} dir="auto">
            {formatMoney(row.total)}
          </Fact>
          <Fact label={t('orders.address.country')}>{formatCountry(row.country)}</Fact>
          <Fact label={t('orders.fields.createdAt')}>{formatDateTime(row.createdAt)}</Fact>
          <Fact label={t('orders.fields.trackingCode')}>
            {row.trackingCode ? (
              <TrackingLink
                tracking={{
                  trackingCode: row.trackingCode,
                  trackingCarrierCode: row.trackingCarrierCode,
                }}
              />
            ) : (
              '—'
            )}
          </Fact>
        </SimpleGrid>
        {viewed && (
          <Fact label={t('orders.fields.timeline')}>
            <ItemTimeline item={viewed} />
          </Fact>
        )}
        <ItemActions
          item={row}
          onChanged={() => {
            void item.refetch();
            void order.refetch();
          }}
        />
      </ItemCard>
      <Paper withBorder radius="md" p="md" mt="lg">
        <Stack gap="sm">
          <Title order={4}>{t('audit.note.title')}</Title>
          <ItemNote
            key={row.note ?? ''}
            itemId={row.id}
            note={row.note}
            onChanged={() => void item.refetch()}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" mt="lg">
        <Stack gap="sm">
          <Title order={4}>{t('printerItems.production.title')}</Title>
          <ItemProduction itemId={row.id} status={row.status} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" mt="lg">
        <Stack gap="sm">
          <Title order={4}>{t('audit.trail.title')}</Title>
          <TrailTable of="item" id={row.id} />
        </Stack>
      </Paper>
    </>
  );
}
