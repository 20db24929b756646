import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { User } from '@platfox/domain';
import { IconAlertTriangle, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoresNeedsYou } from './useNeedsYou';

/** The dashboard's card: what waits across stores, with the way to each. */
export function NeedsYouCard({ user }: { user: Pick<User, 'type'> | null }) {
  const { t } = useTranslation();
  const counts = useStoresNeedsYou(user);
  if (!counts) return null;
  const isClear = counts.storeOrders === 0 && counts.storeDrafts === 0;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="needs-you-card">
      <Stack gap="xs">
        <Group gap="xs">
          <IconAlertTriangle size={18} color={isClear ? 'gray' : 'orange'} aria-hidden />
          <Text fw={600}>{t('stores.needsYou.title')}</Text>
        </Group>
        {isClear ? (
          <Text c="dimmed" data-testid="needs-you-clear">
            {t('stores.needsYou.clear')}
          </Text>
        ) : (
          <>
            {counts.storeOrders > 0 && (
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text data-testid="needs-you-orders">
                  {t('stores.needsYou.orders', { count: counts.storeOrders })}
                  {counts.refusedOrders > 0 &&
                    ` · ${t('stores.needsYou.refused', { count: counts.refusedOrders })}`}
                </Text>
                <Button component={Link} to="/s/store-orders" size="xs" variant="light">
                  {t('stores.needsYou.open')}
                </Button>
              </Group>
            )}
            {counts.storeDrafts > 0 && (
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text data-testid="needs-you-drafts">
                  {t('stores.needsYou.drafts', { count: counts.storeDrafts })}
                </Text>
                <Button
                  component={Link}
                  to="/s/draft-orders"
                  size="xs"
                  variant="light"
                  leftSection={<IconClipboardList size={14} />}
                >
                  {t('stores.needsYou.openDrafts')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
