import { Anchor, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useEffect, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../platform/navigation';
import { ConnectionBanner } from '../../ui/ConnectionBanner';
import { PageLoader } from '../../ui/FullPageLoader';
import { LogoMark } from '../../ui/LogoMark';
import { NewVersionBanner } from '../../ui/NewVersion';
import { AuthCard } from '../layouts/AuthCard';

/** The same chunk as the route table's sign-in screen (`loginPage` in routes/pages.ts). */
const LoginPage = lazy(() => import('../../features/auth/LoginPage'));

// The contract's health endpoint; loaded on the first retry, as the sign-in page loads no contract.
const pingServer = () =>
  void import('../../platform/api/ping').then(({ ping }) => ping()).catch(() => undefined);

/** A plain link that goes through the app's navigation (which loads the router) on a plain click. */
function follow(to: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigateTo(to);
  };
}

/**
 * The sign-in page of a visitor with no stored session, drawn without the router, the route table
 * and the shell (issue 16): the same card, form, title and notices as the route `/login` inside the
 * app (`AuthLayout`, `RootFrame`). Any navigation from here (a link, the sign-in's redirect) starts
 * the whole app at the new address (`main.tsx`).
 */
export function SignInApp() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('app.pageTitle', { title: t('title.signIn') });
  }, [t]);
  // As RootFrame does: the drawn screen's path, which the browser journeys wait for.
  useEffect(() => {
    document.documentElement.dataset.shownPath = window.location.pathname;
  }, []);
  return (
    <>
      <AuthCard
        path="/login"
        logo={
          <UnstyledButton
            component="a"
            href="/login"
            onClick={follow('/login')}
            data-testid="logo"
            aria-label={t('app.name')}
          >
            <LogoMark />
          </UnstyledButton>
        }
        renderLink={({ to, label }) => (
          <Anchor href={to} onClick={follow(to)} size="sm">
            {label}
          </Anchor>
        )}
      >
        <Suspense fallback={<PageLoader />}>
          <LoginPage />
        </Suspense>
      </AuthCard>
      <ConnectionBanner retry={pingServer} />
      <NewVersionBanner />
    </>
  );
}
