import { Alert, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
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
