import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { homeOf, useCurrentUser } from '../platform/session';

/** The list query parameter a detail page carries back to its list (spec 02 section 2.4). */
const LIST_QUERY_PARAM = 'q';

/**
 * A link back to a list that returns to the same filtered page: the detail page was opened with
 * the list's q, and q goes back with the user.
 */
export function useBackLink(path: string): string {
  const [params] = useSearchParams();
  const q = params.get(LIST_QUERY_PARAM);
  return q ? `${path}?${new URLSearchParams({ [LIST_QUERY_PARAM]: q }).toString()}` : path;
}

type PageHeaderProps = {
  /** Already translated, mode prefix included (see useRouteTitle). */
  title: string;
  testId?: string;
  /** Buttons on the right of the title, for pages that have actions. */
  actions?: ReactNode;
  /** The list a detail page belongs to: a breadcrumb back to it, carrying q. */
  back?: { to: string; label: string };
};

/** The breadcrumb header every page opens with: home › (list ›) page, then the page title. */
export function PageHeader({ title, testId = 'page-title', actions, back }: PageHeaderProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const backTo = useBackLink(back?.to ?? '');
  return (
    <Stack gap={4} mb="lg">
      <Breadcrumbs separatorMargin={6}>
        <Anchor component={Link} to={homeOf(user)} size="sm">
          {t('shell.home')}
        </Anchor>
        {back && (
          <Anchor component={Link} to={backTo} size="sm" data-testid="page-back">
            {back.label}
          </Anchor>
        )}
        <Text size="sm" c="dimmed">
          {title}
        </Text>
      </Breadcrumbs>
      {/* On a phone the page's buttons go under a long title rather than off the screen. */}
      <Group justify="space-between" gap="sm">
        <Title order={2} data-testid={testId}>
          {title}
        </Title>
        {actions}
      </Group>
    </Stack>
  );
}
