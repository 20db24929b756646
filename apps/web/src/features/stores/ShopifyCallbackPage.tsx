import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, useCurrentUser } from '../../platform/session';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { storesApi, useStoreMutation } from './api';
import { rememberStoreCallback } from './storeCallback';

/**
 * /shopify and /shopifyCallback: where Shopify sends the seller back after approving the
 * connection. The query (code, hmac, shop, state, timestamp, host) goes to the server as it came,
 * which checks the signature and the state; then the store's page. Signed out, the callback waits
 * for the sign-in.
 */
export default function ShopifyCallbackPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const finish = useStoreMutation({
    mutationFn: storesApi.finish,
    onSuccess: async (store) => {
      void navigate(`/s/store/${store.id}`, { replace: true });
    },
  });
  const errorText = useApiErrorText(finish.error);
  // The code is single-use: one visit sends it once, whatever the renders.
  const isSent = useRef(false);
  const { mutate } = finish;

  useEffect(() => {
    if (!user) {
      rememberStoreCallback(`${pathname}${search}`);
      void navigate(LOGIN_PATH, { replace: true });
      return;
    }
    if (isSent.current) return;
    isSent.current = true;
    mutate(Object.fromEntries(new URLSearchParams(search)));
  }, [user, pathname, search, navigate, mutate]);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        {finish.isError ? (
          <Stack gap="md" data-testid="store-callback-failed">
            <Title order={3}>{t('stores.callback.failed')}</Title>
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-error">
              {errorText}
            </Alert>
            <Button component={Link} to="/s/stores" replace data-testid="store-callback-back">
              {t('stores.callback.back')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="md" align="center" data-testid="store-callback-working">
            <Loader size="md" aria-label={t('app.loading')} />
            <Text ta="center">
              {user ? t('stores.callback.working') : t('stores.callback.signIn')}
            </Text>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
