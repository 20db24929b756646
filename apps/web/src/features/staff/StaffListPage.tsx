import { Alert, Button, Group, Paper, ScrollArea, Table, Text } from '@mantine/core';
import type { HumanResource } from '@platfox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconAlertCircle, IconPlus, IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useLiveEvent } from '../../platform/live/socket';
import { useRefresh } from '../../platform/api/cachedMutation';
import { PageHeader } from '../../ui/PageHeader';
import { saveFile } from '../../ui/download';
import { peopleApi, peopleKeys } from '../people/api';
import { StaffFigureCells, StaffFigureHeads, WorkShiftCell } from '../people/StaffFigures';
import { StaffFormModal } from '../people/StaffFormModal';
import { StaffStateButton } from './StaffStateButton';
import { Isolated } from '../../ui/Bidi';

export const STAFF_LIST_KEY = peopleKeys.staff;

/**
 * The printer's staff (human resources), behind owner verification (the Auth-Feature header):
 * create and edit members, print their QR cards, disable or activate them, and watch their floor
 * figures move live as they scan (human_resource_stats_updated carries the member's figures).
 */
export default function StaffListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const queryClient = useQueryClient();
  const refresh = useRefresh([STAFF_LIST_KEY]);
  const [editing, setEditing] = useState<HumanResource | 'new' | null>(null);
  const [printing, setPrinting] = useState<string | null>(null);
  useLiveEvent('activated', () => void refresh());
  useLiveEvent('disabled', () => void refresh());
  useLiveEvent('human_resource_stats_updated', (event) => {
    const rows = queryClient.getQueryData<HumanResource[]>(STAFF_LIST_KEY);
    if (!rows?.some((row) => row.id === event.staffId)) return void refresh();
    queryClient.setQueryData<HumanResource[]>(STAFF_LIST_KEY, (current) =>
      current?.map((row) =>
        row.id === event.staffId
          ? { ...row, hasCheckedIn: event.stats.hasCheckedIn, stats: event.stats }
          : row,
      ),
    );
  });
  const { data, error, isPending } = useQuery({
    queryKey: STAFF_LIST_KEY,
    queryFn: ({ signal }) => peopleApi.staff(signal),
  });
  const shifts = useQuery({
    queryKey: peopleKeys.shifts,
    queryFn: ({ signal }) => peopleApi.shifts(signal),
  });
  const print = async (ids: string[], key: string) => {
    setPrinting(key);
    try {
      saveFile(await peopleApi.qrCards(ids), 'staff-qr-cards.pdf');
    } finally {
      setPrinting(null);
    }
  };
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} />}
              loading={printing === 'all'}
              onClick={() => void print([], 'all')}
              data-testid="staff-print-all"
            >
              {t('people.printAllCards')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
              data-testid="staff-new"
            >
              {t('people.newStaff')}
            </Button>
          </Group>
        }
      />
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} mb="md">
          {error.message}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <ScrollArea type="auto">
          <Table striped highlightOnHover data-testid="staff-list" miw={1080}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.fullName')}</Table.Th>
                <Table.Th>{t('people.role')}</Table.Th>
                <Table.Th>{t('people.jobType')}</Table.Th>
                <Table.Th>{t('people.workShift')}</Table.Th>
                <StaffFigureHeads />
                <Table.Th>{t('liveShell.staffList.state')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(data ?? []).map((member) => (
                <Table.Tr key={member.id} data-testid="staff-row" data-staff-id={member.id}>
                  <Table.Td>
                    <Text fw={500} size="sm">
                      <Isolated>{member.fullName}</Isolated>
                    </Text>
                    <Text c="dimmed" size="xs">
                      {[member.email, member.phone].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{t(`people.roles.${member.role}`)}</Table.Td>
                  <Table.Td>{t(`people.jobTypes.${member.jobType}`)}</Table.Td>
                  <WorkShiftCell name={member.workShiftName} />
                  <StaffFigureCells stats={member.stats} />
                  <Table.Td>
                    <StaffStateButton staff={member} onChanged={refresh} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => setEditing(member)}>
                        {t('people.edit')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        leftSection={<IconQrcode size={14} />}
                        loading={printing === member.id}
                        onClick={() => void print([member.id], member.id)}
                        data-testid="staff-print-card"
                      >
                        {t('people.printCard')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {!isPending && !error && data?.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('people.empty')}
          </Text>
        )}
      </Paper>
      {editing && (
        <StaffFormModal
          member={editing === 'new' ? null : editing}
          shifts={shifts.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
