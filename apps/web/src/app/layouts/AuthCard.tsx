import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** One of the card's links to the other auth pages: drawn by the router's link, or without it. */
export type AuthLinkRenderer = (link: { to: string; label: string }) => ReactNode;

/**
 * The authentication card (spec 01 section 2.1): logo, welcome heading, a description per page,
 * the page, links. Without the router, so the sign-in page can draw it before the router loads
 * (issue 16); `AuthLayout` gives it the router's logo, links and outlet.
 */
export function AuthCard({
  path,
  logo,
  renderLink,
  children,
}: {
  path: string | undefined;
  logo: ReactNode;
  renderLink: AuthLinkRenderer;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const page = isAuthPath(path) ? AUTH_PAGES[path] : undefined;
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper w="100%" maw={440} p="xl" radius="md" withBorder shadow="sm">
        <Stack gap="lg">
          {logo}
          <Stack gap={4}>
            <Title order={2}>{t('auth.welcome')}</Title>
            {page && (
              <Text c="dimmed" size="sm" data-testid="auth-description">
                {t(`auth.descriptions.${page.description}`)}
              </Text>
            )}
          </Stack>
          {children}
          {page && (
            <Stack gap={4} align="center">
              {page.links.map((link) => (
                <Fragment key={link}>
                  {renderLink({ to: LINK_PATHS[link], label: t(`auth.links.${link}`) })}
                </Fragment>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
