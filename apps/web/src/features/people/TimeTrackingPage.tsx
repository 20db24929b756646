import { Badge, Button, Group, Paper, ScrollArea, Table, Text, TextInput } from '@mantine/core';
import type { StaffDay } from '@platfox/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { saveFile } from '../../ui/download';
import { peopleApi, peopleKeys, type TimeQuery } from './api';
import { Isolated } from '../../ui/Bidi';

/** The first and last day of this month, as the browser's calendar has them. */
function thisMonth(): { from: string; to: string } {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
  return { from: `${month}-01`, to: `${month}-${pad(last)}` };
}

/** A time of the day as the station's clock showed it. */
const stationTime = (iso: string | null, offset: number) =>
  iso ? new Date(Date.parse(iso) - offset * 60_000).toISOString().slice(11, 16) : '—';

/**
 * Time tracking (/p/hm/time-tracking, /a/staff-time-tracking): per staff member and date, the
 * duration, work, breaks and lunch with the shift, a page of staff at a time; the printer exports
 * the range for payroll.
 */
export function TimeTrackingView({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [range, setRange] = useState(thisMonth);
  const [page, setPage] = useState(1);
  const [isExporting, setExporting] = useState(false);
  const query: TimeQuery = { ...range, page };
  const time = useQuery({
    queryKey: [...peopleKeys.time(query), isAdmin],
    queryFn: ({ signal }) =>
      isAdmin ? peopleApi.adminTime(query, signal) : peopleApi.time(query, signal),
    placeholderData: keepPreviousData,
  });
  const hours = (minutes: number) => t('people.time.hours', { value: (minutes / 60).toFixed(2) });
  const minutes = (value: number) => t('people.time.minutes', { value: Math.round(value) });
  const total = time.data?.staffTotal ?? 0;
  const size = time.data?.pageSize ?? 20;
  const exportRange = async () => {
    setExporting(true);
    try {
      saveFile(await peopleApi.exportTime(query), `time-tracking-${range.from}-${range.to}.xlsx`);
    } finally {
      setExporting(false);
    }
  };
  const setDate = (key: 'from' | 'to') => (value: string) => {
    if (!value) return;
    setRange((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  return (
    <>
      <PageHeader
        title={title}
        actions={
          !isAdmin && (
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={isExporting}
              onClick={() => void exportRange()}
              data-testid="time-export"
            >
              {t('people.time.export')}
            </Button>
          )
        }
      />
      <Group mb="md" align="flex-end">
        <TextInput
          type="date"
          label={t('people.time.from')}
          value={range.from}
          onChange={(event) => setDate('from')(event.currentTarget.value)}
          data-testid="time-from"
        />
        <TextInput
          type="date"
          label={t('people.time.to')}
          value={range.to}
          onChange={(event) => setDate('to')(event.currentTarget.value)}
          data-testid="time-to"
        />
      </Group>
      <ApiErrorAlert error={time.error} />
      <Paper withBorder radius="md" p="md">
        <ScrollArea type="auto">
          <Table striped data-testid="time-list" miw={980}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.time.staff')}</Table.Th>
                <Table.Th>{t('people.time.date')}</Table.Th>
                <Table.Th>{t('people.workShift')}</Table.Th>
                <Table.Th>{t('people.time.firstCheckIn')}</Table.Th>
                <Table.Th>{t('people.time.lastCheckOut')}</Table.Th>
                <Table.Th>{t('people.time.duration')}</Table.Th>
                <Table.Th>{t('people.time.worked')}</Table.Th>
                <Table.Th>{t('people.time.breakDuration')}</Table.Th>
                <Table.Th>{t('people.time.breakTimes')}</Table.Th>
                <Table.Th>{t('people.time.lunch')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(time.data?.days ?? []).map((day: StaffDay) => (
                <Table.Tr key={`${day.staffId}-${day.date}`} data-testid="time-row">
                  <Table.Td>
                    <Isolated>{day.fullName}</Isolated>
                  </Table.Td>
                  <Table.Td>{day.date}</Table.Td>
                  <Table.Td>
                    {day.workShift ? <Isolated>{day.workShift}</Isolated> : t('people.noShift')}
                  </Table.Td>
                  <Table.Td>{stationTime(day.firstCheckIn, day.timezoneOffset)}</Table.Td>
                  <Table.Td>
                    {day.isOpen ? (
                      <Badge color="teal" variant="light">
                        {t('people.time.stillIn')}
                      </Badge>
                    ) : day.isMissingCheckout ? (
                      <Badge color="orange" variant="light">
                        {t('people.time.noCheckout')}
                      </Badge>
                    ) : (
                      stationTime(day.lastCheckOut, day.timezoneOffset)
                    )}
                  </Table.Td>
                  <Table.Td data-testid="time-duration">{hours(day.duration)}</Table.Td>
                  <Table.Td data-testid="time-worked">{hours(day.workDuration)}</Table.Td>
                  <Table.Td>{minutes(day.breakDuration)}</Table.Td>
                  <Table.Td>{day.breakTimes}</Table.Td>
                  <Table.Td>{minutes(day.lunchDuration)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {time.data && time.data.days.length === 0 && (
          <Text c="dimmed" ta="center" py="md">
            {t('people.time.empty')}
          </Text>
        )}
        {total > size && (
          <Group justify="space-between" mt="md">
            <Text size="sm" c="dimmed">
              {t('people.time.page', {
                from: (page - 1) * size + 1,
                to: Math.min(page * size, total),
                total,
              })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                disabled={page === 1}
                onClick={() => setPage(page - 1)}
              >
                {t('people.time.previous')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={page * size >= total}
                onClick={() => setPage(page + 1)}
              >
                {t('people.time.next')}
              </Button>
            </Group>
          </Group>
        )}
      </Paper>
    </>
  );
}

export default function TimeTrackingPage() {
  return <TimeTrackingView isAdmin={false} />;
}
