import { Button, Center, Loader, Paper, SimpleGrid, Stack, Tabs } from '@mantine/core';
import type { ExternalStore } from '@platfox/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { ErrorPage } from '../../ui/ErrorPage';
import { Fact } from '../../ui/Fact';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { storeKeys, storesApi } from './api';
import { EtsyNoteToBuyer } from './EtsyNoteToBuyer';
import { EtsyQueue } from './EtsyQueue';
import { LastSync, WaitingCounts } from './StoreBits';
import { StoreOrders, StoreVariants } from './StoreLists';
import { TrackingPushes } from './TrackingPushes';
import { useStoreActions } from './useStoreActions';

/**
 * /s/etsy-shop/detail/:externalStoreId: one of the seller's Etsy shops, its note to the buyer and
 * its pending order queue with each receipt's error (Etsy's orders come by the scheduled pull).
 */
export default function EtsyShopPage() {
  const { t } = useTranslation();
  const { externalStoreId = '' } = useParams();
  const store = useQuery({
    queryKey: storeKeys.detail(externalStoreId),
    queryFn: ({ signal }) => storesApi.get(externalStoreId, signal),
    staleTime: 0,
    refetchInterval: 15_000,
  });
  if (store.error && !store.data) {
    return <ErrorPage status={isApiError(store.error) ? store.error.status : 0} />;
  }
  // Another platform's store has its own page.
  if (store.data && store.data.type !== 'ETSY') return <ErrorPage status={404} />;
  if (!store.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  return <EtsyShop store={store.data} />;
}

function EtsyShop({ store }: { store: ExternalStore }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const actions = useStoreActions();
  return (
    <>
      <PageHeader
        title={`${title}: ${store.name}`}
        back={{ to: '/s/stores', label: t('title.stores') }}
        actions={
          store.status === 'CONNECTED' && (
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              loading={actions.isSyncing}
              onClick={() => void actions.syncNow(store)}
              data-testid="store-sync"
            >
              {t('stores.actions.sync')}
            </Button>
          )
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <Fact label={t('etsy.shop.name')} dir="ltr" testId="etsy-shop-name">
              {store.name}
            </Fact>
            <Fact label={t('stores.fields.status')}>
              <StatusBadge status={store.status} testId="store-status" />
            </Fact>
            <Fact label={t('stores.fields.lastSync')}>
              <LastSync at={store.lastSyncAt} error={store.lastSyncError} />
            </Fact>
            <Fact label={t('stores.fields.waiting')} testId="store-waiting">
              <WaitingCounts counts={store} />
            </Fact>
          </SimpleGrid>
        </Paper>
        <EtsyNoteToBuyer key={store.noteToBuyer ?? ''} store={store} />
        <Tabs defaultValue="queue" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="queue" data-testid="etsy-tab-queue">
              {t('etsy.queue.title')}
            </Tabs.Tab>
            <Tabs.Tab value="variants" data-testid="store-tab-variants">
              {t('stores.store.variants')}
            </Tabs.Tab>
            <Tabs.Tab value="orders" data-testid="store-tab-orders">
              {t('stores.store.orders')}
            </Tabs.Tab>
            <Tabs.Tab value="pushes" data-testid="store-tab-pushes">
              {t('stores.store.pushes')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="queue" pt="md">
            <EtsyQueue idStore={store.id} />
          </Tabs.Panel>
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
