import { Button } from '@mantine/core';
import type { DataListRow } from '@platfox/domain';
import { IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { homeOf, useCurrentUser } from '../platform/session';
import { DataList, type DataListProps } from './data-list/DataList';
import type { DataListColumn, DataListConfig } from './data-list/types';
import { PageHeader } from './PageHeader';
import { useRouteTitle } from './routeMeta';

/** A page's "create" button: to the create page, or opening a dialog on this page. */
export type CreateButtonProps = { label: string; testId: string } & (
  { to: string } | { onClick: () => void }
);

/** The button that creates a page's record, in the page header. */
export function CreateButton(props: CreateButtonProps) {
  const icon = <IconPlus size={16} />;
  return 'to' in props ? (
    <Button component={Link} to={props.to} leftSection={icon} data-testid={props.testId}>
      {props.label}
    </Button>
  ) : (
    <Button onClick={props.onClick} leftSection={icon} data-testid={props.testId}>
      {props.label}
    </Button>
  );
}

/**
 * A list screen: the route's title with its create button over the data list. A page that is
 * only a list says its config, its columns and where "create" leads, nothing else.
 */
export function ListPage<TRow extends DataListRow>({
  config,
  columns,
  create,
  toolbar,
}: {
  config: DataListConfig<TRow>;
  columns: DataListColumn<TRow>[];
  create?: CreateButtonProps | false;
  toolbar?: DataListProps<TRow>['toolbar'];
}) {
  const title = useRouteTitle();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader
        title={title}
        // A user who lands on a list (the warehouse on its products): the page doubles as home.
        testId={pathname === homeOf(user) ? 'home-title' : 'page-title'}
        actions={create && <CreateButton {...create} />}
      />
      <DataList config={config} columns={columns} toolbar={toolbar} />
    </>
  );
}
