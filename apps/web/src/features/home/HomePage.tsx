import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { isolate } from '../../ui/Bidi';

/**
 * The landing screen of each user type (admin dashboard, merchant dashboard, scan and print, the
 * root user list, the warehouse product list) until that screen is built: its title and a welcome.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={title} testId="home-title" />
      <Paper withBorder radius="md" p="lg">
        <Stack gap={4}>
          <Text fw={600}>{t('home.welcome', { name: isolate(user?.fullName ?? '') })}</Text>
          <Text c="dimmed">{t('home.placeholder')}</Text>
        </Stack>
      </Paper>
    </>
  );
}
