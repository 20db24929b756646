import { Alert, Anchor, Button, Paper, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitle } from '../../app/routes/hooks';
import { PageHeader } from '../../ui/PageHeader';
import { useApiErrorText } from '../accounts/ApiErrorAlert';
import { roleKeys, rolesApi } from './api';

/** /r/user-roles: the roles root gives admins, each a named set of permissions. */
export default function RolesListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const roles = useQuery({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => rolesApi.list(signal),
  });
  const errorText = useApiErrorText(roles.error);
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            component={Link}
            to="/r/user-role/create"
            leftSection={<IconPlus size={16} />}
            data-testid="role-create"
          >
            {t('accounts.roles.create')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        {errorText && (
          <Alert color="red" mb="md" data-testid="roles-error">
            {errorText}
          </Alert>
        )}
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="roles-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accounts.fields.name')}</Table.Th>
                <Table.Th>{t('accounts.fields.description')}</Table.Th>
                <Table.Th ta="end">{t('accounts.roles.permissions')}</Table.Th>
                <Table.Th ta="end">{t('accounts.roles.users')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.data?.map((role) => (
                <Table.Tr key={role.id} data-testid={`role-row-${role.name}`}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/r/user-role/${role.id}?m=edit`}
                      fw={600}
                      size="sm"
                    >
                      {role.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {role.description}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{role.permissions.length}</Table.Td>
                  <Table.Td ta="end">{role.userCount ?? ''}</Table.Td>
                </Table.Tr>
              ))}
              {roles.isSuccess && roles.data.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <Text ta="center" c="dimmed" py="lg">
                      {t('accounts.roles.empty')}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
