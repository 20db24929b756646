import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { useCurrentRoute } from '../routes/hooks';
import { PageOutlet } from './PageOutlet';

/** The pages of the authentication layout, each with its description and its way to the others. */
const AUTH_PAGES = {
  '/login': { description: 'signIn', links: ['register', 'forgotPassword'] },
  '/register': { description: 'register', links: ['signIn'] },
  '/forgot-password': { description: 'forgotPassword', links: ['signIn'] },
  '/reset-password': { description: 'resetPassword', links: ['signIn'] },
} as const;

const LINK_PATHS = {
  signIn: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
} as const;

const isAuthPath = (path: string | undefined): path is keyof typeof AUTH_PAGES =>
  path !== undefined && path in AUTH_PAGES;

/** Authentication layout (spec 01 section 2.1): welcome heading, a description per page, links. */
export function AuthLayout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const page = isAuthPath(route?.path) ? AUTH_PAGES[route.path] : undefined;
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper w="100%" maw={440} p="xl" radius="md" withBorder shadow="sm">
        <Stack gap="lg">
          <Logo to="/login" />
          <Stack gap={4}>
            <Title order={2}>{t('auth.welcome')}</Title>
            {page && (
              <Text c="dimmed" size="sm" data-testid="auth-description">
                {t(`auth.descriptions.${page.description}`)}
              </Text>
            )}
          </Stack>
          <PageOutlet />
          {page && (
            <Stack gap={4} align="center">
              {page.links.map((link) => (
                <Anchor key={link} component={Link} to={LINK_PATHS[link]} size="sm">
                  {t(`auth.links.${link}`)}
                </Anchor>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
