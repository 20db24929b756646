import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, useCurrentUser } from '../../platform/session';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { storesApi, useStoreMutation } from './api';
import { forgetEtsyRedirect, saveEtsyRedirect } from './etsyRedirect';
import { rememberStoreCallback } from './storeCallback';

/**
 * /s/etsy-redirect: where Etsy sends the seller back after "Allow access". The code and state are
 * saved on arrival (spec 01 section 2.7), then sent to the server, which checks the state and
 * exchanges the code with the PKCE verifier it kept; then the Etsy shop's page. Signed out, the
 * saved values wait for the sign-in.
 */
export default function EtsyRedirectPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { search } = useLocation();
  const navigate = useNavigate();
  // Saved before anything else, whatever happens next.
  const [kept] = useState(() => saveEtsyRedirect(search));
  const finish = useStoreMutation({
    mutationFn: storesApi.finish,
    onSuccess: async (store) => {
      forgetEtsyRedirect();
      void navigate(`/s/etsy-shop/detail/${store.id}`, { replace: true });
    },
    // A code is used once: a refused one is of no further use.
    onError: forgetEtsyRedirect,
  });
  const errorText = useApiErrorText(finish.error);
  const isSent = useRef(false);
  const { mutate } = finish;
  const isRefusedByEtsy = Boolean(kept?.error) || !kept;

  useEffect(() => {
    if (!user) {
      rememberStoreCallback('/s/etsy-redirect');
      void navigate(LOGIN_PATH, { replace: true });
      return;
    }
    if (isSent.current || !kept || kept.error) return;
    isSent.current = true;
    mutate({ code: kept.code, state: kept.state });
  }, [user, kept, navigate, mutate]);

  const failed = finish.isError || (user && isRefusedByEtsy);
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        {failed ? (
          <Stack gap="md" data-testid="store-callback-failed">
            <Title order={3}>{t('stores.callback.failed')}</Title>
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-error">
              {finish.isError ? errorText : t('etsy.redirect.refused')}
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
