import { Button } from '@mantine/core';
import { accountEndpoints } from '@platfox/domain';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api';
import { resumeLive } from '../../platform/live/socket';
import { navigateTo } from '../../platform/navigation';
import { homeOf, sessionStore, signOut, updateUser } from '../../platform/session';
import { HoldPage } from '../../ui/HoldPage';

/**
 * Asks the server whether the account is still blocked. The live channel is closed to a blocked
 * user, so an admin's re-activation is noticed here (the user_activated event covers tabs whose
 * channel was still open).
 */
export async function checkStillBlocked(): Promise<void> {
  const token = sessionStore.get().auth?.accessToken.token;
  if (!token) return;
  try {
    const user = await call(
      accountEndpoints.postAuthAuthenticated,
      { body: { token } },
      { token, isCancelExempt: true },
    );
    if (user.status === 'BLOCKED') return;
    updateUser(user);
    resumeLive();
    navigateTo(homeOf(user), { replace: true });
  } catch {
    // No answer: ask again at the next check.
  }
}

/**
 * How often the blocked page asks: the server closes a blocked user's live channel, so this check
 * is how a re-activation reaches the page (one small call per blocked tab).
 */
const BLOCKED_CHECK_INTERVAL_MS = 5_000;

/** /user/block (spec 01 section 2.7): where a blocked user is held, with Logout. */
export default function BlockedPage() {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setInterval(() => void checkStillBlocked(), BLOCKED_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  return (
    <HoldPage
      icon={<IconLock size={34} />}
      color="red"
      title={t('liveShell.blocked.title')}
      titleTestId="blocked-title"
      body={t('liveShell.blocked.body')}
      testId="blocked-page"
    >
      <Button
        mt="md"
        color="red"
        leftSection={<IconLogout size={16} />}
        onClick={() => signOut()}
        data-testid="blocked-logout"
      >
        {t('liveShell.blocked.logout')}
      </Button>
    </HoldPage>
  );
}
