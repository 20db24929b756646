import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import { TIMELINE_MILESTONES, trackingUrl } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import type { OrderView } from './api';
import { OrderStatusBadge } from './OrderStatusBadge';
import type { ItemTracking } from './useTrackingCodes';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { Ltr } from '../../ui/Bidi';
import { SimpleTable } from '../../ui/SimpleTable';

type Item = OrderView['items'][number];

/** The after-sale requests a seller may open on an item (the flow table says which apply). */
const REQUEST_ACTIONS = ['requestRefund', 'requestResend', 'requestReturn'] as const;
export const isRequestable = (item: Item) =>
  item.actions.some((action) => (REQUEST_ACTIONS as readonly string[]).includes(action));

/** The milestones an item has reached, in the order they happen. */
export function ItemTimeline({ item }: { item: Item }) {
  const { t } = useTranslation();
  const reached = TIMELINE_MILESTONES.filter((milestone) => item.timeline[milestone]);
  if (reached.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('orders.timeline.none')}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="order-item-timeline">
      {reached.map((milestone) => (
        <Text key={milestone} size="xs">
          {t(`orders.timeline.${milestone}`)}: {formatDateTime(item.timeline[milestone])}
        </Text>
      ))}
    </Stack>
  );
}

export function TrackingLink({ tracking }: { tracking: ItemTracking | undefined }) {
  if (!tracking) return null;
  return (
    <Anchor
      href={trackingUrl(tracking.trackingCarrierCode, tracking.trackingCode)}
      target="_blank"
      rel="noreferrer"
      size="sm"
      data-testid="order-item-tracking"
      dir="ltr"
    >
      {tracking.trackingCode}
    </Anchor>
  );
}

/** An order's items with their price, status, timeline and tracking code. */
export function OrderItemsTable({
  order,
  tracking,
  onRequest,
}: {
  order: OrderView;
  tracking: ReadonlyMap<string, ItemTracking> | undefined;
  /** The seller's after-sale request on an item; without it no request button shows. */
  onRequest?: (item: Item) => void;
}) {
  const { t } = useTranslation();
  const hasTracking = (tracking?.size ?? 0) > 0;
  const hasRequests = onRequest !== undefined && order.items.some(isRequestable);
  return (
    <SimpleTable
      minWidth={720}
      headers={[
        t('orders.fields.product'),
        t('orders.fields.quantity'),
        t('orders.fields.price'),
        t('orders.fields.shipping'),
        t('orders.fields.total'),
        t('orders.fields.status'),
        t('orders.fields.timeline'),
        hasTracking && t('orders.fields.trackingCode'),
        hasRequests && null,
      ]}
      verticalSpacing="sm"
      testId="order-items"
    >
      {order.items.map((item) => (
        <Table.Tr key={item.id} data-testid="order-item-row">
          <Table.Td>
            <Text size="sm" fw={500}>
              <bdi>{item.productTitle}</bdi>
            </Text>
            <Text size="sm" data-testid="order-item-variant">
              <bdi>{item.variantName}</bdi>
            </Text>
            <Text size="xs" c="dimmed">
              <bdi>{item.productTypeName}</bdi> · <Ltr>{item.productSku}</Ltr>
            </Text>
          </Table.Td>
          <Table.Td>{item.quantity}</Table.Td>
          <Table.Td>
            <bdi>{formatMoney(item.price)}</bdi>
          </Table.Td>
          <Table.Td>
            <bdi>{formatMoney(item.shippingPrice)}</bdi>
          </Table.Td>
          <Table.Td>
            <bdi>{formatMoney(item.totalPrice)}</bdi>
          </Table.Td>
          <Table.Td>
            <OrderStatusBadge status={item.status} testId="order-item-status" />
          </Table.Td>
          <Table.Td>
            <ItemTimeline item={item} />
          </Table.Td>
          {hasTracking && (
            <Table.Td>
              <TrackingLink tracking={tracking?.get(item.id)} />
            </Table.Td>
          )}
          {hasRequests && (
            <Table.Td>
              {isRequestable(item) && (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => onRequest(item)}
                  data-testid="order-item-request"
                >
                  {t('afterSale.request.open')}
                </Button>
              )}
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </SimpleTable>
  );
}
