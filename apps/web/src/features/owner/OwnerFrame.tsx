import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The card of the verification pages outside the shell. */
export function OwnerFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Center mih="90vh">
      <Paper withBorder radius="md" p="xl" w="100%" maw={520} data-testid="validate-owner">
        <Stack gap="lg">
          <Title order={2}>{t('liveShell.owner.title')}</Title>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** Verification needs the printer's session; a visitor is asked to sign in. */
export function NeedsPrinter() {
  const { t } = useTranslation();
  return (
    <OwnerFrame>
      <Text c="dimmed">{t('liveShell.owner.needsPrinter')}</Text>
      <Button component={Link} to="/login" w="fit-content">
        {t('liveShell.owner.signIn')}
      </Button>
    </OwnerFrame>
  );
}
