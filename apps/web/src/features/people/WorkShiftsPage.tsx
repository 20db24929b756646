import {
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { WORK_SHIFT_TYPES, workShiftBodySchema, type WorkShift } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { peopleApi, peopleKeys, usePeopleMutation } from './api';
import { Isolated } from '../../ui/Bidi';
import { SubmitRow } from '../../ui/form/SubmitRow';

type Values = {
  name: string;
  type: string;
  startTime: string;
  endTime: string;
  hoursPerDay: number | '';
};

/** A shift's hours in words: "06:00–14:00" or "6 h a day". */
function useHours() {
  const { t } = useTranslation();
  return (shift: WorkShift) =>
    shift.type === 'FIXED'
      ? `${shift.startTime}–${shift.endTime}`
      : t('people.shifts.perDay', { hours: shift.hoursPerDay ?? 0 });
}

function ShiftFormModal({ shift, onClose }: { shift: WorkShift | null; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useAccountForm<Values, typeof workShiftBodySchema>(
    {
      name: shift?.name ?? '',
      type: shift?.type ?? 'FIXED',
      startTime: shift?.startTime ?? '08:00',
      endTime: shift?.endTime ?? '17:00',
      hoursPerDay: shift?.hoursPerDay ?? 8,
    },
    {
      schema: workShiftBodySchema,
      required: ['name'],
      toBody: (values) =>
        values.type === 'FIXED'
          ? {
              name: values.name.trim(),
              type: values.type,
              startTime: values.startTime,
              endTime: values.endTime,
            }
          : {
              name: values.name.trim(),
              type: values.type,
              hoursPerDay: values.hoursPerDay === '' ? null : values.hoursPerDay,
            },
    },
  );
  const save = usePeopleMutation({
    mutationFn: (body: Parameters<typeof peopleApi.createShift>[0]) =>
      shift ? peopleApi.updateShift(shift.id, body) : peopleApi.createShift(body),
    onSuccess: onClose,
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={shift ? t('people.shifts.editTitle') : t('people.shifts.add')}
    >
      <form
        ref={form.formRef}
        onSubmit={form.submitWith((body) => save.mutate(body), save.reset)}
        noValidate
      >
        <Stack>
          <ApiErrorAlert error={save.error} />
          <TextInput label={t('people.shifts.name')} name="name" required {...form.text('name')} />
          <Select
            label={t('people.shifts.type')}
            name="type"
            allowDeselect={false}
            data={WORK_SHIFT_TYPES.map((type) => ({
              value: type,
              label: t(`people.shifts.types.${type}`),
            }))}
            value={form.values.type}
            onChange={(value) => form.set('type', value ?? 'FIXED')}
          />
          {form.values.type === 'FIXED' ? (
            <Group grow>
              <TextInput
                type="time"
                label={t('people.shifts.startTime')}
                name="startTime"
                {...form.text('startTime')}
              />
              <TextInput
                type="time"
                label={t('people.shifts.endTime')}
                name="endTime"
                {...form.text('endTime')}
              />
            </Group>
          ) : (
            <NumberInput
              label={t('people.shifts.hoursPerDay')}
              name="hoursPerDay"
              min={0.5}
              max={24}
              step={0.5}
              decimalScale={1}
              value={form.values.hoursPerDay}
              error={form.errors.hoursPerDay}
              onChange={(value) => form.set('hoursPerDay', typeof value === 'number' ? value : '')}
            />
          )}
          <SubmitRow
            isPending={save.isPending}
            testId="shift-save"
            cancel={{ label: t('people.cancel'), onClick: onClose }}
          >
            {t('people.save')}
          </SubmitRow>
        </Stack>
      </form>
    </Modal>
  );
}

/** The shifts as a table; the printer's rows can be edited and deleted. */
export function ShiftTable(props: {
  shifts: readonly WorkShift[];
  onEdit?: (shift: WorkShift) => void;
  onDelete?: (shift: WorkShift) => void;
}) {
  const { t } = useTranslation();
  const hours = useHours();
  return (
    <ScrollArea type="auto">
      <Table striped data-testid="shift-list" miw={560}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('people.shifts.name')}</Table.Th>
            <Table.Th>{t('people.shifts.type')}</Table.Th>
            <Table.Th>{t('people.shifts.hours')}</Table.Th>
            <Table.Th>{t('people.shifts.staffCount')}</Table.Th>
            {props.onEdit && <Table.Th />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.shifts.map((shift) => (
            <Table.Tr key={shift.id} data-testid="shift-row">
              <Table.Td>
                <Isolated>{shift.name}</Isolated>
              </Table.Td>
              <Table.Td>{t(`people.shifts.types.${shift.type}`)}</Table.Td>
              <Table.Td>{hours(shift)}</Table.Td>
              <Table.Td>{shift.staffCount}</Table.Td>
              {props.onEdit && (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      onClick={() => props.onEdit?.(shift)}
                    >
                      {t('people.edit')}
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => props.onDelete?.(shift)}
                    >
                      {t('people.shifts.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {props.shifts.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          {t('people.shifts.empty')}
        </Text>
      )}
    </ScrollArea>
  );
}

/** The printer's work shifts (/p/hm/work-shift): FIXED or FLEXIBLE, assigned on the staff screen. */
export default function WorkShiftsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [editing, setEditing] = useState<WorkShift | 'new' | null>(null);
  const [deleting, setDeleting] = useState<WorkShift | null>(null);
  const shifts = useQuery({
    queryKey: peopleKeys.shifts,
    queryFn: ({ signal }) => peopleApi.shifts(signal),
  });
  const remove = usePeopleMutation({
    mutationFn: (shift: WorkShift) => peopleApi.removeShift(shift.id),
    onSuccess: () => setDeleting(null),
  });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setEditing('new')}
            data-testid="shift-new"
          >
            {t('people.shifts.add')}
          </Button>
        }
      />
      <ApiErrorAlert error={shifts.error} />
      <Paper withBorder radius="md" p="md">
        <ShiftTable shifts={shifts.data ?? []} onEdit={setEditing} onDelete={setDeleting} />
      </Paper>
      {editing && (
        <ShiftFormModal
          shift={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('people.shifts.deleteTitle')}
        message={
          <Stack gap="xs">
            <Text size="sm">
              {t('people.shifts.deleteQuestion', { name: deleting?.name ?? '' })}
            </Text>
            <ApiErrorAlert error={remove.error} />
          </Stack>
        }
        confirmLabel={t('people.shifts.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
      />
    </>
  );
}
