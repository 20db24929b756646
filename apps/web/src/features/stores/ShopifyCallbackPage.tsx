import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH, useCurrentUser } from '../../platform/session';
import { StoreCallbackCard } from './StoreCallbackCard';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { storesApi, useStoreMutation } from './api';
import { browser } from './leave';
import { rememberStoreCallback } from './storeCallback';

/** An App URL launch: Shopify opened the app (an install from the App Store or the admin). */
const isLaunch = (query: Record<string, string>) =>
  !query.code && !query.state && Boolean(query.hmac) && Boolean(query.shop);

/**
 * /shopify and /shopifyCallback: where Shopify sends the seller back after approving the
 * connection. The query (code, hmac, shop, state, timestamp, host) goes to the server as it came,
 * which checks the signature and the state; then the store's page. /shopify is also the App URL
 * Shopify opens for an install it started (shop, host, timestamp, hmac, no state): the server
 * checks that launch and answers the authorize URL, where the browser goes at once. Signed out,
 * either waits for the sign-in (or registration).
 */
export default function ShopifyCallbackPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const finish = useStoreMutation({
    mutationFn: async (query: Record<string, string>) => {
      if (!isLaunch(query)) return storesApi.finish(query);
      const answer = await storesApi.connect({
        type: 'SHOPIFY',
        domain: query.shop ?? '',
        launch: query,
      });
      if (answer.kind === 'oauth') browser.goTo(answer.authorizeUrl);
      return null;
    },
    onSuccess: async (store) => {
      // A launch goes on at Shopify: the callback comes back here with the code.
      if (!store) return;
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
    <StoreCallbackCard
      failure={finish.isError ? errorText : null}
      working={user ? t('stores.callback.working') : t('stores.callback.signIn')}
    />
  );
}
