import { Center, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
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
