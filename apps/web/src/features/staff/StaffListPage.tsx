import { Alert, Badge, Paper, Table, Text } from '@mantine/core';
import { staffEndpoints } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useLiveEvent } from '../../platform/live/socket';
import { useRefresh } from '../../platform/api/cachedMutation';
import { PageHeader } from '../../ui/PageHeader';
import { featureCall } from '../owner/featureToken';
import { StaffStateButton } from './StaffStateButton';

export const STAFF_LIST_KEY = ['printer', 'hm', 'staff'] as const;

/**
 * The printer's staff (human resources), behind owner verification: the call carries the feature
 * token in the Auth-Feature header. A member is disabled (after a confirmation) or activated
 * here; another tab or station's change arrives live. Creating and editing staff comes with HR.
 */
export default function StaffListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const refresh = useRefresh([STAFF_LIST_KEY]);
  useLiveEvent('activated', () => void refresh());
  useLiveEvent('disabled', () => void refresh());
  // A check-in or check-out at a station moves who is in (spec 03 section 7.7).
  useLiveEvent('human_resource_stats_updated', () => void refresh());
  const { data, error, isPending } = useQuery({
    queryKey: STAFF_LIST_KEY,
    queryFn: ({ signal }) =>
      featureCall(staffEndpoints.getPrinterHmStaff, {}, { signal }).then((answer) => answer.data),
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
              <Table.Th>{t('liveShell.staffList.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(data ?? []).map((staff) => (
              <Table.Tr key={staff.id} data-testid="staff-row">
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
                <Table.Td>
                  <StaffStateButton staff={staff} onChanged={refresh} />
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
