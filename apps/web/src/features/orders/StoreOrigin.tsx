import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BidiValue } from '../../ui/Bidi';
import { Fact } from '../../ui/Fact';
import type { OrderView } from './api';

/**
 * Where a store order came from as the seller knows it: the shop's name and its own number
 * ("My Shop", "#1001"), and what the buyer wrote (a Shopify note, an Etsy gift message) before
 * the seller places it (issue 31 item 10). Nothing for an order made here without a note.
 */
export function StoreOrigin({ order, withNote }: { order: OrderView; withNote: boolean }) {
  const { t } = useTranslation();
  const hasStore = order.storeName !== null;
  const note = withNote && hasStore ? order.note?.trim() : '';
  if (!hasStore) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="order-store-origin">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={t('orders.origin.store')} testId="order-store-name" dir="auto">
            {order.storeName}
          </Fact>
          <Fact label={t('orders.origin.number')} testId="order-store-number" dir="ltr">
            {order.refId ?? '—'}
          </Fact>
        </SimpleGrid>
        {note ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconMessage size={18} />}
            title={t('orders.origin.buyerNote')}
            data-testid="order-buyer-note"
          >
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {note}
            </Text>
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A list's store cell: the store's name over its own number for the order, either may be blank. */
export function StoreOrderCell({ name, number }: { name: string | null; number: string | null }) {
  if (!name && !number) return null;
  return (
    <Stack gap={0}>
      {name && (
        <Text size="sm" span>
          <BidiValue dir="auto">{name}</BidiValue>
        </Text>
      )}
      {number && (
        <Text size="xs" c="dimmed" span data-testid="order-store-number-cell">
          <BidiValue dir="ltr">{number}</BidiValue>
        </Text>
      )}
    </Stack>
  );
}
