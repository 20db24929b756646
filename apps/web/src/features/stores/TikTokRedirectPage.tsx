import { Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BackToStores, StoreCallbackCard } from './StoreCallbackCard';
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

  return (
    <StoreCallbackCard
      minHeight="60vh"
      failure={finish.isError ? errorText : null}
      working={t('stores.callback.working')}
      other={
        data ? undefined : (
          <Stack gap="md" data-testid="tiktok-redirect-empty">
            <Text>{t('stores.tiktok.nothing')}</Text>
            <BackToStores />
          </Stack>
        )
      }
    />
  );
}
