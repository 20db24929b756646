import {
  Button,
  Center,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import type { ExternalStore } from '@platfox/domain';
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { isolate } from '../../ui/Bidi';
import { ErrorPage } from '../../ui/ErrorPage';
import { Fact } from '../../ui/Fact';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { storeKeys, storesApi } from './api';
import { EtsyNoteToBuyer } from './EtsyNoteToBuyer';
import { EtsyQueue } from './EtsyQueue';
import { StoreOrders, StoreVariants } from './StoreLists';
import { LastSync, StoreType, WaitingCounts } from './StoreBits';
import { PlaceMode } from './PlaceMode';
import { TrackingPushes } from './TrackingPushes';
import { useStoreActions } from './useStoreActions';
import { useStoreLive } from './live';

/**
 * /s/store/:id: one of the seller's stores, on any of the four platforms, what it brought in and
 * what waits for the seller. /s/etsy-shop/detail/:externalStoreId is the same page for an Etsy
 * shop: Etsy's own bits (the note to the buyer, the pending receipt queue) are a section of it.
 */
export default function StorePage() {
  const { t } = useTranslation();
  const { id: storeId, externalStoreId } = useParams();
  const id = storeId ?? externalStoreId ?? '';
  const store = useQuery({
    queryKey: storeKeys.detail(id),
    queryFn: ({ signal }) => storesApi.get(id, signal),
    // A sync runs in the background: its outcome shows when the seller comes back to the page.
    staleTime: 0,
    refetchInterval: 15_000,
  });
  useStoreLive(id);
  if (store.error && !store.data) {
    return <ErrorPage status={isApiError(store.error) ? store.error.status : 0} />;
  }
  // The Etsy path names an Etsy shop: another platform's store is not found there.
  if (externalStoreId && store.data && store.data.type !== 'ETSY') {
    return <ErrorPage status={404} />;
  }
  if (!store.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <StoreDetail store={store.data} />;
}

function StoreDetail({ store }: { store: ExternalStore }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const actions = useStoreActions();
  const isConnected = store.status === 'CONNECTED';
  const isEtsy = store.type === 'ETSY';
  return (
    <>
      <PageHeader
        // The store's name (often a domain) stays whole inside an Arabic title.
        title={`${title}: ${isolate(store.name)}`}
        back={{ to: '/s/stores', label: t('title.stores') }}
        actions={
          <Group gap="xs">
            {isConnected && (
              <Button
                variant="light"
                leftSection={<IconRefresh size={16} />}
                loading={actions.isSyncing}
                onClick={() => void actions.syncNow(store)}
                data-testid="store-sync"
              >
                {t('stores.actions.sync')}
              </Button>
            )}
            {(!isConnected || store.lastSyncError) && (
              <Button
                variant="light"
                leftSection={<IconPlugConnected size={16} />}
                loading={actions.isReconnecting}
                onClick={() => void actions.startReconnect(store)}
                data-testid="store-reconnect"
              >
                {t('stores.actions.reconnect')}
              </Button>
            )}
            {isConnected && (
              <Button
                variant="light"
                color="red"
                leftSection={<IconPlugConnectedX size={16} />}
                onClick={() => actions.askDisconnect(store)}
                data-testid="store-disconnect"
              >
                {t('stores.actions.disconnect')}
              </Button>
            )}
          </Group>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Fact label={t('stores.fields.type')}>
              <StoreType type={store.type} />
            </Fact>
            {isEtsy ? (
              <Fact label={t('etsy.shop.name')} dir="ltr" testId="etsy-shop-name">
                {store.name}
              </Fact>
            ) : (
              <Fact label={t('stores.fields.domain')} dir="ltr" testId="store-domain">
                {store.domain}
              </Fact>
            )}
            <Fact label={t('stores.fields.status')}>
              <StatusBadge status={store.status} testId="store-status" />
            </Fact>
            <Fact label={t('stores.fields.createdAt')}>{formatDateTime(store.createdAt)}</Fact>
            <Fact label={t('stores.fields.lastSync')}>
              <LastSync at={store.lastSyncAt} error={store.lastSyncError} />
            </Fact>
            {store.shopCode && (
              <Fact label={t('stores.fields.shopCode')} dir="ltr">
                {store.shopCode}
              </Fact>
            )}
            <Fact label={t('stores.fields.waiting')}>
              <WaitingCounts counts={store} />
            </Fact>
          </SimpleGrid>
          <Divider my="md" />
          <PlaceMode store={store} />
        </Paper>
        {isEtsy && <EtsyNoteToBuyer key={store.noteToBuyer ?? ''} store={store} />}
        <Tabs defaultValue={isEtsy ? 'queue' : 'variants'} keepMounted={false}>
          <Tabs.List>
            {isEtsy && (
              <Tabs.Tab value="queue" data-testid="etsy-tab-queue">
                {t('etsy.queue.title')}
              </Tabs.Tab>
            )}
            <Tabs.Tab value="variants" data-testid="store-tab-variants">
              {t('stores.store.variants')}
            </Tabs.Tab>
            <Tabs.Tab value="orders" data-testid="store-tab-orders">
              {t('stores.store.orders')}
            </Tabs.Tab>
            <Tabs.Tab value="pushes" data-testid="store-tab-pushes">
              {t('stores.store.pushes')}
              {store.failedTrackingPushes > 0 && (
                <Text span c="red" fw={700} ms={6}>
                  {store.failedTrackingPushes}
                </Text>
              )}
            </Tabs.Tab>
          </Tabs.List>
          {isEtsy && (
            <Tabs.Panel value="queue" pt="md">
              <EtsyQueue idStore={store.id} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="variants" pt="md">
            <StoreVariants idStore={store.id} />
          </Tabs.Panel>
          <Tabs.Panel value="orders" pt="md">
            <StoreOrders idStore={store.id} />
          </Tabs.Panel>
          <Tabs.Panel value="pushes" pt="md">
            <TrackingPushes idStore={store.id} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      {actions.dialogs}
    </>
  );
}
