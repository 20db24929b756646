import { Alert, Badge, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../app/routes/hooks';
import { PageHeader } from '../../ui/PageHeader';
import { featureGet } from '../owner/featureToken';
import { staffListSchema } from './api';

/**
 * The printer's staff (human resources), behind owner verification: the call carries the feature
 * token in the Auth-Feature header. Managing staff (create, edit, QR cards) comes with issue 8.
 */
export default function StaffListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const { data, error, isPending } = useQuery({
    queryKey: ['printer', 'hm', 'staff'],
    queryFn: ({ signal }) =>
      featureGet('/printer/hm/staff', {
        signal,
        parse: (body) => staffListSchema.parse(body).data,
      }),
  });
  return (
    <>
      <PageHeader title={title} />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md">
          {error.message}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Table striped highlightOnHover data-testid="staff-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('liveShell.staffList.name')}</Table.Th>
              <Table.Th>{t('liveShell.staffList.email')}</Table.Th>
              <Table.Th>{t('liveShell.staffList.phone')}</Table.Th>
              <Table.Th>{t('liveShell.staffList.role')}</Table.Th>
              <Table.Th>{t('liveShell.staffList.checkedIn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data ?? []).map((staff) => (
              <Table.Tr key={staff.id}>
                <Table.Td>{staff.fullName}</Table.Td>
                <Table.Td>{staff.email ?? ''}</Table.Td>
                <Table.Td>{staff.phone ?? ''}</Table.Td>
                <Table.Td>{t(`liveShell.staffList.roles.${staff.role}`)}</Table.Td>
                <Table.Td>
                  <Badge color={staff.hasCheckedIn ? 'teal' : 'gray'} variant="light">
                    {staff.hasCheckedIn
                      ? t('liveShell.staffList.yes')
                      : t('liveShell.staffList.no')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {!isPending && !error && data?.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('liveShell.staffList.empty')}
          </Text>
        )}
      </Paper>
    </>
  );
}
