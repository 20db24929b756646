import { Paper, ScrollArea, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { peopleApi } from './api';
import { StaffFigureCells, StaffFigureHeads, WorkShiftCell } from './StaffFigures';
import { ShiftTable } from './WorkShiftsPage';
import { TimeTrackingView } from './TimeTrackingPage';
import { Isolated } from '../../ui/Bidi';

/** Every printer's staff with their figures (/a/printer-staff), read only. */
export function AdminPrinterStaffPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const staff = useQuery({
    queryKey: ['people', 'admin-staff'],
    queryFn: ({ signal }) => peopleApi.adminStaff(undefined, signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <ApiErrorAlert error={staff.error} />
      <Paper withBorder radius="md" p="md">
        <ScrollArea type="auto">
          <Table striped data-testid="admin-staff-list" miw={900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.printer')}</Table.Th>
                <Table.Th>{t('people.fullName')}</Table.Th>
                <Table.Th>{t('people.jobType')}</Table.Th>
                <Table.Th>{t('people.workShift')}</Table.Th>
                <StaffFigureHeads />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(staff.data ?? []).map((member) => (
                <Table.Tr key={member.id}>
                  <Table.Td>
                    <Isolated>{member.printerName}</Isolated>
                  </Table.Td>
                  <Table.Td>
                    <Isolated>{member.fullName}</Isolated>
                  </Table.Td>
                  <Table.Td>{t(`people.jobTypes.${member.jobType}`)}</Table.Td>
                  <WorkShiftCell name={member.workShiftName} />
                  <StaffFigureCells stats={member.stats} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {staff.data?.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('people.empty')}
          </Text>
        )}
      </Paper>
    </>
  );
}

/** Every printer's work shifts (/a/work-shift), read only. */
export function AdminWorkShiftsPage() {
  const title = useRouteTitle();
  const shifts = useQuery({
    queryKey: ['people', 'admin-shifts'],
    queryFn: ({ signal }) => peopleApi.adminShifts(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <ApiErrorAlert error={shifts.error} />
      <Paper withBorder radius="md" p="md">
        <ShiftTable shifts={shifts.data ?? []} />
      </Paper>
    </>
  );
}

/** Every printer's time tracking (/a/staff-time-tracking). */
export function AdminTimeTrackingPage() {
  return <TimeTrackingView isAdmin />;
}
