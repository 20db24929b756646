import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { accountEndpoints } from '@platfox/domain';
import { IconLock, IconLogout } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../platform/api';
import { resumeLive } from '../../platform/live/socket';
import { navigateTo } from '../../platform/navigation';
import { homeOf, sessionStore, signOut, updateUser } from '../../platform/session';

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
    <Center mih="90vh">
      <Paper withBorder radius="md" p="xl" maw={520} data-testid="blocked-page">
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light" color="red">
            <IconLock size={34} />
          </ThemeIcon>
          <Title order={2} data-testid="blocked-title">
            {t('liveShell.blocked.title')}
          </Title>
          <Text c="dimmed">{t('liveShell.blocked.body')}</Text>
          <Button
            mt="md"
            color="red"
            leftSection={<IconLogout size={16} />}
            onClick={() => signOut()}
            data-testid="blocked-logout"
          >
            {t('liveShell.blocked.logout')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
