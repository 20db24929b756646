import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PAGE_SIZE_OPTIONS, USER_STATUSES } from '@platfox/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useRouteTitle } from '../../app/routes/hooks';
import { homeOf, useCurrentUser } from '../../platform/session';
import { PageHeader } from '../../ui/PageHeader';
import { useApiErrorText } from '../accounts/ApiErrorAlert';
import { formatDateTime } from '../accounts/formatDate';
import { userKeys, usersApi, type UserListQuery } from './api';
import { readUserListQuery, writeUserListQuery } from './listParams';
import { userDetailLink, userScopeOf } from './scope';
import { UserStatusBadge, UserTypeBadge, VerifiedBadge } from './UserBadges';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** /r/users and /a/users: every account root or the admin may manage, paged and filtered. */
export default function UsersListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const scope = useMemo(() => userScopeOf(user ?? { type: 'ADMIN', permissions: [] }), [user]);
  const query = readUserListQuery(params, scope.types);
  const [search, setSearch] = useState(query.search ?? '');

  const list = useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => usersApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const errorText = useApiErrorText(list.error);

  const update = (changes: Partial<UserListQuery>) => {
    // A new filter starts again at the first page.
    const next = { ...query, page: 1, ...changes };
    setParams(writeUserListQuery(next), { replace: true });
  };
  const searchLater = useDebouncedCallback(
    (value: string) => update({ search: value.trim() || undefined }),
    400,
  );

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / query.pageSize));
  const typeOptions = scope.types.map((type) => ({ value: type, label: t(`userType.${type}`) }));
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: t(`accounts.userStatus.${status}`),
  }));

  return (
    <>
      <PageHeader
        title={title}
        // Root lands here: the page doubles as its home.
        testId={pathname === homeOf(user) ? 'home-title' : 'page-title'}
        actions={
          scope.canCreate && (
            <Button
              component={Link}
              to={`${scope.prefix}/user/create`}
              leftSection={<IconPlus size={16} />}
              data-testid="user-create"
            >
              {t('accounts.users.create')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('accounts.users.search')}
              placeholder={t('accounts.users.searchPlaceholder')}
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                searchLater(event.currentTarget.value);
              }}
              w={280}
              data-testid="users-search"
            />
            <Select
              label={t('accounts.fields.type')}
              placeholder={t('accounts.users.allTypes')}
              data={typeOptions}
              value={query.type ?? null}
              onChange={(value) => update({ type: scope.types.find((type) => type === value) })}
              clearable
              w={180}
              data-testid="users-type-filter"
            />
            <Select
              label={t('accounts.fields.status')}
              placeholder={t('accounts.users.allStatuses')}
              data={statusOptions}
              value={query.status ?? null}
              onChange={(value) =>
                update({ status: USER_STATUSES.find((status) => status === value) })
              }
              clearable
              w={180}
              data-testid="users-status-filter"
            />
          </Group>
          {errorText && (
            <Alert color="red" data-testid="users-error">
              {errorText}
            </Alert>
          )}
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('accounts.users.name')}</Table.Th>
                  <Table.Th>{t('accounts.fields.email')}</Table.Th>
                  <Table.Th>{t('accounts.fields.type')}</Table.Th>
                  <Table.Th>{t('accounts.fields.status')}</Table.Th>
                  <Table.Th>{t('accounts.users.verification')}</Table.Th>
                  <Table.Th>{t('accounts.users.createdAt')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data?.items.map((row) => {
                  const link = userDetailLink(scope, row.id);
                  return (
                    <Table.Tr key={row.id} data-testid={`user-row-${row.email}`}>
                      <Table.Td>
                        {link ? (
                          <Anchor component={Link} to={link} fw={600} size="sm">
                            {row.fullName}
                          </Anchor>
                        ) : (
                          <Text size="sm" fw={600}>
                            {row.fullName}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{row.email}</Text>
                      </Table.Td>
                      <Table.Td style={NO_WRAP}>
                        <UserTypeBadge type={row.type} />
                      </Table.Td>
                      <Table.Td style={NO_WRAP}>
                        <UserStatusBadge status={row.status} />
                      </Table.Td>
                      <Table.Td style={NO_WRAP}>
                        <VerifiedBadge isVerified={row.isVerified} />
                      </Table.Td>
                      <Table.Td style={NO_WRAP}>
                        <Text size="sm" c="dimmed">
                          {formatDateTime(row.createdAt)}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
                {list.isSuccess && list.data.items.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text ta="center" c="dimmed" py="lg" data-testid="users-empty">
                        {t('accounts.users.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed" data-testid="users-total">
              {t('accounts.users.total', { total })}
            </Text>
            <Group gap="sm">
              <Select
                aria-label={t('accounts.users.pageSize')}
                data={PAGE_SIZE_OPTIONS.map((size) => ({
                  value: String(size),
                  label: t('accounts.users.perPage', { size }),
                }))}
                value={String(query.pageSize)}
                onChange={(value) => update({ pageSize: Number(value) || query.pageSize })}
                allowDeselect={false}
                w={130}
              />
              <Pagination
                total={pages}
                value={Math.min(query.page, pages)}
                onChange={(page) => update({ page })}
                size="sm"
              />
            </Group>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
