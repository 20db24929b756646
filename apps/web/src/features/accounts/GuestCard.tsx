import { Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { homeOf, useCurrentUser } from '../../platform/session';
import { Logo } from '../../ui/Logo';

/** The card of the e-mail verification pages, which live outside the authentication layout. */
export function GuestCard({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return (
    <Center mih="90vh">
      <Paper w="100%" maw={460} p="xl" radius="md" withBorder shadow="sm">
        <Stack gap="lg">
          <Logo to={homeOf(user)} />
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/**
 * Where a verification page leads next: a signed-in user home, anyone else to sign in (the link
 * may be opened on another device than the one signed in).
 */
export function useNextStep(testId?: string) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return user
    ? { to: homeOf(user), label: t('accounts.common.toHome'), testId }
    : { to: '/login', label: t('accounts.common.toSignIn'), testId };
}
