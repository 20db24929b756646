import { Badge, Table } from '@mantine/core';
import { staffSpeedFigure, todayWorkHours, type StaffStats } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../ui/Bidi';

/** The member's live floor figures as table cells, in the spec's formats (spec 03 section 3.1). */
export function StaffFigureCells({ stats }: { stats: StaffStats }) {
  const { t } = useTranslation();
  const todayWork = (minutes: number) => {
    const hours = todayWorkHours(minutes);
    return hours === null ? t('people.figures.aboutAnHour') : t('people.figures.hours', { hours });
  };
  return (
    <>
      <Table.Td>
        <Badge color={stats.hasCheckedIn ? 'teal' : 'gray'} variant="light">
          {stats.hasCheckedIn ? t('people.checkedIn') : t('people.notIn')}
        </Badge>
      </Table.Td>
      <Table.Td data-testid="staff-today-work">
        {stats.todayWork > 0 ? todayWork(stats.todayWork) : '—'}
      </Table.Td>
      <Table.Td data-testid="staff-today-processes">{stats.todayProcesses}</Table.Td>
      <Table.Td data-testid="staff-last-hour">{stats.lastHourProcesses}</Table.Td>
      <Table.Td data-testid="staff-speed">
        {t('people.figures.speed', { speed: staffSpeedFigure(stats.speedAvg) })}
      </Table.Td>
    </>
  );
}

/** The heads of those cells. */
export function StaffFigureHeads() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th>{t('people.state')}</Table.Th>
      <Table.Th>{t('people.todayWork')}</Table.Th>
      <Table.Th>{t('people.todayProcesses')}</Table.Th>
      <Table.Th>{t('people.lastHourProcesses')}</Table.Th>
      <Table.Th>{t('people.speed')}</Table.Th>
    </>
  );
}

/** A staff member's work shift, by name (data), or "no shift". */
export function WorkShiftCell({ name }: { name: string | null }) {
  const { t } = useTranslation();
  return <Table.Td>{name ? <Isolated>{name}</Isolated> : t('people.noShift')}</Table.Td>;
}
