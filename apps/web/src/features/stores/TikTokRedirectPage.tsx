import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { storesApi, useStoreMutation } from './api';
import { forgetTikTokRedirect, readTikTokRedirect, tiktokRedirectOf } from './tiktokRedirect';

/**
 * /s/tiktok-redirect: where TikTok Shop sends the seller after they authorized the app (or
 * declined). The kept `code` with its `state` or `app_key` (kept on arrival, before any sign-in)
 * go to the server, which exchanges the code and connects every shop authorized, then the first
 * store's page; a refusal says what to do next.
 */
export default function TikTokRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const finish = useStoreMutation({
    mutationFn: storesApi.finish,
    onSettled: forgetTikTokRedirect,
    onSuccess: async (store) => {
      void navigate(`/s/store/${store.id}`, { replace: true });
    },
  });
  const errorText = useApiErrorText(finish.error);
  const { search } = useLocation();
  // Read once, from the query it came with or as kept before a sign-in; forgotten once sent.
  const data = useRef(tiktokRedirectOf(search) ?? readTikTokRedirect()).current;
  const isSent = useRef(false);
  const { mutate } = finish;

  useEffect(() => {
    if (!data || isSent.current) return;
    isSent.current = true;
    mutate({ ...data });
  }, [data, mutate]);

  const back = (
    <Button component={Link} to="/s/stores" replace data-testid="store-callback-back">
      {t('stores.callback.back')}
    </Button>
  );
  return (
    <Center mih="60vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        {!data ? (
          <Stack gap="md" data-testid="tiktok-redirect-empty">
            <Text>{t('stores.tiktok.nothing')}</Text>
            {back}
          </Stack>
        ) : finish.isError ? (
          <Stack gap="md" data-testid="store-callback-failed">
            <Title order={3}>{t('stores.callback.failed')}</Title>
            <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="form-error">
              {errorText}
            </Alert>
            {back}
          </Stack>
        ) : (
          <Stack gap="md" align="center" data-testid="store-callback-working">
            <Loader size="md" aria-label={t('app.loading')} />
            <Text ta="center">{t('stores.callback.working')}</Text>
          </Stack>
        )}
      </Paper>
    </Center>
  );
}
