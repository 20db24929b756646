import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way back to the store list from a platform's callback. */
export function BackToStores() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/s/stores" replace data-testid="store-callback-back">
      {t('stores.callback.back')}
    </Button>
  );
}

/**
 * Where a platform sends the seller back after the connection (Shopify, Etsy, TikTok Shop): the
 * connection being finished, or why it failed with the way back to the list. A page with a case
 * of its own (TikTok's empty visit) gives it as `other`.
 */
export function StoreCallbackCard({
  failure,
  working,
  other,
  minHeight = '100vh',
}: {
  /** Why it failed; null while it works. */
  failure: ReactNode | null;
  working: string;
  other?: ReactNode;
  minHeight?: string;
}) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} p="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        {other ??
          (failure !== null ? (
            <Stack gap="md" data-testid="store-callback-failed">
              <Title order={3}>{t('stores.callback.failed')}</Title>
              <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-error">
                {failure}
              </Alert>
              <BackToStores />
            </Stack>
          ) : (
            <Stack gap="md" align="center" data-testid="store-callback-working">
              <Loader size="md" aria-label={t('app.loading')} />
              <Text ta="center">{working}</Text>
            </Stack>
          ))}
      </Paper>
    </Center>
  );
}
