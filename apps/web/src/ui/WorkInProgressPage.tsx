import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeOf, useCurrentUser } from '../platform/session';
import { PageHeader } from './PageHeader';

/**
 * What a declared route shows until its screen is built: never a blank page, always the route's
 * title and a plain statement that the screen is on its way.
 */
export default function WorkInProgressPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="xl" data-testid="wip">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHammer size={30} />
          </ThemeIcon>
          <Title order={3}>{t('wip.heading')}</Title>
          <Text c="dimmed" maw={480}>
            {t('wip.body', { title })}
          </Text>
          <Button component={Link} to={homeOf(user)} variant="light">
            {t('wip.back')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
