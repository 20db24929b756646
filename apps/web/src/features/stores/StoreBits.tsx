import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ExternalStoreType } from '@platfox/domain';
import {
  IconBrandEtsy,
  IconBrandTiktok,
  IconBrandWordpress,
  IconShoppingBag,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { BidiValue } from '../../ui/Bidi';
import { storeKeys, storesApi } from './api';
import { isQuotaWaiting, serverMessageText } from '../../ui/serverMessageText';

const ICONS: Record<ExternalStoreType, typeof IconShoppingBag> = {
  ETSY: IconBrandEtsy,
  SHOPIFY: IconShoppingBag,
  TIKTOK: IconBrandTiktok,
  WOOCOMMERCE: IconBrandWordpress,
};
const COLORS: Record<ExternalStoreType, string> = {
  ETSY: 'orange',
  SHOPIFY: 'green',
  TIKTOK: 'dark',
  WOOCOMMERCE: 'grape',
};

/** A store's platform: its mark and its name. */
export function StoreType({ type }: { type: ExternalStoreType }) {
  const { t } = useTranslation();
  const Icon = ICONS[type];
  return (
    <Group gap={6} wrap="nowrap">
      <ThemeIcon size="sm" variant="light" color={COLORS[type]} aria-hidden>
        <Icon size={14} />
      </ThemeIcon>
      <Text size="sm" span>
        {t(`stores.types.${type}`)}
      </Text>
    </Group>
  );
}

/** The last pull and, when it failed, the shop's reason. */
export function LastSync({ at, error }: { at: string | null; error: string | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" span>
        {at ? formatDateTime(at) : t('stores.neverSynced')}
      </Text>
      {error && isQuotaWaiting(error) && (
        <Text size="xs" c="orange" span data-testid="store-quota-waiting">
          {serverMessageText(t, error)}
        </Text>
      )}
      {error && !isQuotaWaiting(error) && (
        <Text size="xs" c="red" span data-testid="store-sync-error">
          {t('stores.syncError', { error: serverMessageText(t, error) })}
        </Text>
      )}
    </Stack>
  );
}

/** A shop's address without its scheme or trailing slash, to compare it with a name. */
const bareAddress = (domain: string) => domain.replace(/^https?:\/\//, '').replace(/\/+$/, '');

/**
 * The store's name, a link to its page, over its address when the address says more (a shop
 * named after its address shows it once). An address reads left to right in every language.
 */
export function StoreName({ id, name, domain }: { id: string; name: string; domain: string }) {
  return (
    <Stack gap={0}>
      <Anchor
        component={Link}
        to={`/s/store/${id}`}
        size="sm"
        fw={600}
        onClick={(event) => event.stopPropagation()}
        data-testid="store-link"
      >
        <BidiValue dir="auto">{name}</BidiValue>
      </Anchor>
      {bareAddress(domain) !== bareAddress(name) && (
        <Text size="xs" c="dimmed" span>
          <BidiValue dir="ltr">{domain}</BidiValue>
        </Text>
      )}
    </Stack>
  );
}

/** What is waiting for the seller: variants to map, orders held by them, failed tracking pushes. */
export function WaitingCounts({
  counts,
}: {
  counts: { unmappedVariants: number; waitingOrders: number; failedTrackingPushes: number };
}) {
  const { t } = useTranslation();
  const lines = [
    counts.unmappedVariants > 0 &&
      t('stores.counts.unmappedVariants', { count: counts.unmappedVariants }),
    counts.waitingOrders > 0 && t('stores.counts.waitingOrders', { count: counts.waitingOrders }),
    counts.failedTrackingPushes > 0 &&
      t('stores.counts.failedPushes', { count: counts.failedTrackingPushes }),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed" span data-testid="store-waiting">
        {t('stores.counts.nothing')}
      </Text>
    );
  return (
    <Stack gap={0} data-testid="store-waiting">
      {lines.map((line) => (
        <Text key={line} size="sm" c="orange.8" span>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * A list row's counts: the list's row does not carry them, the store's own read does (one call
 * per store; a seller has a handful).
 */
export function RowWaitingCounts({ idStore }: { idStore: string }) {
  const store = useQuery({
    queryKey: storeKeys.detail(idStore),
    queryFn: ({ signal }) => storesApi.find(idStore, signal),
    staleTime: 30_000,
  });
  if (!store.data) return null;
  return <WaitingCounts counts={store.data} />;
}
