import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, useCurrentUser } from '../../platform/session';
import { StoreCallbackCard } from './StoreCallbackCard';
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
    <StoreCallbackCard
      failure={failed ? (finish.isError ? errorText : t('etsy.redirect.refused')) : null}
      working={user ? t('stores.callback.working') : t('stores.callback.signIn')}
    />
  );
}
