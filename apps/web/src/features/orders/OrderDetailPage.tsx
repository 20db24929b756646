import { Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { useCurrentUser } from '../../platform/session';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageHeader } from '../../ui/PageHeader';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { RequestModal } from '../after-sale/RequestModal';
import { OrderIssueButton } from '../issues/OrderIssueButton';
import {
  orderKeys,
  ordersApi,
  useRefreshAroundOrder,
  useRefreshOrderItems,
  type OrderView,
} from './api';
import { Fact } from '../../ui/Fact';
import { ItemProduction } from '../production/ItemProduction';
import { OrderActions } from './OrderActions';
import { OrderAddressSection } from './OrderAddressSection';
import { OrderCharges } from './OrderCharges';
import { canReadItemProduction } from './permissions';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusBadge } from './OrderStatusBadge';
import { StoreOrigin } from './StoreOrigin';
import { SellerItemPhotos } from './SellerItemPhotos';
import { useTrackingCodes } from './useTrackingCodes';
import { useOrderLive } from './live';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { OrderFacts } from '../audit/OrderFacts';
import { canReadOrder } from '../audit/permissions';
import { TrailTable } from '../audit/TrailTable';
import { CopyButton } from '../../ui/data-list/cells/CopyButton';
import { shortId } from '../../ui/data-list/cells/format';
import { Section } from '../../ui/Section';

/** /s/order/:id and /a/order/:id: an order, its items with their timelines, and its actions. */
export default function OrderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const mode = useRouteMode();
  const user = useCurrentUser();
  const isSeller = user?.type === 'SELLER';
  const order = useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => ordersApi.get(id, signal),
    // Statuses move on elsewhere (an admin approves, a printer ships): read afresh at each visit.
    staleTime: 0,
    enabled: mode !== 'create',
  });
  useOrderLive(mode === 'create' ? '' : id);
  // Orders are created by sellers only: the admin's /a/order/create leads nowhere.
  if (mode === 'create' && !isSeller) return <ErrorPage status={404} />;
  if (order.error && !order.data) {
    // A foreign or unknown id is the 404 page, not a loader that never ends.
    return <ErrorPage status={isApiError(order.error) ? order.error.status : 0} />;
  }
  if (!order.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <OrderDetail order={order.data} />;
}

function OrderDetail({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const isSeller = user?.type === 'SELLER';
  const tracking = useTrackingCodes(order.id, !order.isDraft, isSeller);
  const [asking, setAsking] = useState<OrderView['items'][number] | null>(null);
  const refreshItems = useRefreshOrderItems();
  const refreshAround = useRefreshAroundOrder(order.id);
  const onChanged = (next: OrderView) => {
    queryClient.setQueryData(orderKeys.detail(next.id), next);
    void refreshAround();
  };
  const back = isSeller
    ? order.isDraft
      ? { to: '/s/draft-orders', label: t('title.draftOrders') }
      : { to: '/s/orders', label: t('title.orders') }
    : { to: '/a/orders', label: t('title.orders') };
  return (
    <>
      <PageHeader
        title={title}
        back={back}
        actions={
          <Group gap="xs">
            {isSeller && <OrderIssueButton order={order} />}
            <OrderActions order={order} onChanged={onChanged} />
          </Group>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Group justify="space-between">
              {/* The readable short id the lists show; the full id in its title and its copy. */}
              <Group gap={4}>
                <Title order={4} data-testid="order-id" title={order.id}>
                  {t('orders.detail.heading', { id: shortId(order.id) })}
                </Title>
                <CopyButton value={order.id} label={t('dataList.copy.copyId')} />
              </Group>
              <OrderStatusBadge status={order.status} testId="order-status" />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <Fact label={t('orders.fields.total')} testId="order-total" dir="auto">
                {formatMoney(order.total)}
              </Fact>
              <OrderCharges charges={order.charges} />
              <Fact label={t('orders.fields.createdAt')}>{formatDateTime(order.createdAt)}</Fact>
              <Fact label={t('orders.fields.placedAt')}>
                {order.placedAt ? formatDateTime(order.placedAt) : t('orders.detail.notPlaced')}
              </Fact>
              <Fact label={t('orders.fields.shipping')}>
                {order.isLocalPickup
                  ? t('orders.shipping.localPickup')
                  : order.isFastShipping
                    ? t('orders.shipping.fast')
                    : t('orders.shipping.normal')}
              </Fact>
            </SimpleGrid>
          </Stack>
        </Paper>
        <StoreOrigin order={order} withNote={false} />
        <OrderAddressSection order={order} onChanged={onChanged} />
        <Section title={t('orders.detail.items')}>
          <OrderItemsTable
            order={order}
            tracking={tracking.data}
            onRequest={isSeller ? setAsking : undefined}
          />
        </Section>
        {!isSeller && !order.isDraft && canReadOrder(user) && (
          <Paper withBorder radius="md" p="md">
            <OrderFacts orderId={order.id} status={order.status} />
          </Paper>
        )}
        {isSeller && <SellerItemPhotos order={order} />}
        {!isSeller && !order.isDraft && canReadItemProduction(user) && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="md" data-testid="order-production">
              <Title order={4}>{t('printerItems.production.title')}</Title>
              {order.items.map((item) => (
                <Stack key={item.id} gap="xs">
                  <Text size="sm" fw={500}>
                    <bdi>{item.productTitle}</bdi> · <bdi>{item.variantName}</bdi>
                  </Text>
                  <ItemProduction itemId={item.id} status={item.status} log="folded" />
                </Stack>
              ))}
            </Stack>
          </Paper>
        )}
        {!isSeller && canReadOrder(user) && (
          <Section title={t('audit.trail.title')}>
            <TrailTable of="order" id={order.id} />
          </Section>
        )}
      </Stack>
      <RequestModal
        itemId={asking?.id ?? null}
        maxAmount={asking?.totalPrice ?? 0}
        onClose={() => setAsking(null)}
        onDone={() => {
          setAsking(null);
          refreshItems();
        }}
      />
    </>
  );
}
