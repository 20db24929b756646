import {
  WEBHOOK_DELIVERY_EVENTS,
  WEBHOOK_DELIVERY_STATUSES,
  type WebhookDeliveryEvent,
} from '@platfox/domain';
import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';
import { StatusBadge } from '../../ui/StatusBadge';
import { statusLabel } from '../../ui/statusLabel';
import { TECHNICAL_WORDS } from './words';

/** A row of the 'webhook-delivery' list model (declared in the domain's contract/lists). */
export type WebhookDeliveryRow = ListRow<'webhook-delivery'>;

export const eventLabel = (t: TFunction, event: WebhookDeliveryEvent) =>
  t(`webhooks.events.${event}`);

export const WEBHOOK_DELIVERY_CONFIG: ListConfig<'webhook-delivery'> = {
  id: 'webhook-deliveries',
  model: 'webhook-delivery',
  empty: { message: 'webhookDeliveries' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
};

/**
 * The delivery log: filter by status, event and date; a row's attempt count opens its attempts
 * (a link, not a row action: a row action used once would disable the row's resend).
 */
export function webhookDeliveryColumns(
  t: TFunction,
  onOpen?: (row: WebhookDeliveryRow) => void,
): ListColumn<'webhook-delivery'>[] {
  return [
    {
      key: 'event',
      label: t('webhooks.fields.event'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: WEBHOOK_DELIVERY_EVENTS.map((event) => ({
        key: event,
        label: eventLabel(t, event),
      })),
      render: (row) => eventLabel(t, row.event),
    },
    {
      key: 'status',
      label: t('webhooks.fields.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: WEBHOOK_DELIVERY_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <StatusBadge status={row.status} testId="webhook-delivery-status" />,
    },
    {
      key: 'url',
      label: t('webhooks.fields.url', TECHNICAL_WORDS),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'attempts',
      label: t('webhooks.fields.attempts'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
      ...(onOpen
        ? {
            render: (row: WebhookDeliveryRow) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => onOpen(row)}
                data-testid="webhook-delivery-open"
              >
                {t('webhooks.attemptsLink', { count: row.attempts })}
              </Anchor>
            ),
          }
        : {}),
    },
    {
      key: 'lastStatusCode',
      label: t('webhooks.fields.lastStatusCode'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'createdAt',
      label: t('webhooks.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'nextAttemptAt',
      label: t('webhooks.fields.nextAttemptAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'deliveredAt',
      label: t('webhooks.fields.deliveredAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
  ];
}
