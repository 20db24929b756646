import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeOf, useCurrentUser } from '../platform/session';

type PageHeaderProps = {
  /** Already translated, mode prefix included (see useRouteTitle). */
  title: string;
  testId?: string;
  /** Buttons on the right of the title, for pages that have actions. */
  actions?: ReactNode;
};

/** The breadcrumb header every page opens with: home › page, then the page title. */
export function PageHeader({ title, testId = 'page-title', actions }: PageHeaderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <Stack gap={4} mb="lg">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to={homeOf(user)} size="sm">
          {t('shell.home')}
        </Anchor>
        <Text size="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} data-testid={testId}>
          {title}
        </Title>
        {actions}
      </Group>
    </Stack>
  );
}
