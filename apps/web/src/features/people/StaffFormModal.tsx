import { Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  humanResourceBodySchema,
  JOB_TYPES,
  STAFF_ROLES,
  type HumanResource,
  type WorkShift,
} from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { peopleApi, usePeopleMutation } from './api';
import { SubmitRow } from '../../ui/form/SubmitRow';

type Values = {
  fullName: string;
  email: string;
  phone: string;
  role: string;
  jobType: string;
  workShiftId: string;
};

const valuesOf = (member: HumanResource | null): Values => ({
  fullName: member?.fullName ?? '',
  email: member?.email ?? '',
  phone: member?.phone ?? '',
  role: member?.role ?? 'USER',
  jobType: member?.jobType ?? 'FULL-TIME',
  workShiftId: member?.workShiftId ?? '',
});

/** Creating or editing a staff member: name, contacts, HR role, job type and shift. */
export function StaffFormModal(props: {
  member: HumanResource | null;
  shifts: readonly WorkShift[];
  onClose: () => void;
}) {
  const { member, shifts, onClose } = props;
  const { t } = useTranslation();
  const form = useAccountForm(valuesOf(member), {
    schema: humanResourceBodySchema,
    required: ['fullName'],
    toBody: (values: Values) => ({
      fullName: values.fullName.trim(),
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
      role: values.role,
      jobType: values.jobType,
      workShiftId: values.workShiftId || null,
    }),
  });
  const save = usePeopleMutation({
    mutationFn: (body: Parameters<typeof peopleApi.create>[0]) =>
      member ? peopleApi.update(member.id, body) : peopleApi.create(body),
    onSuccess: onClose,
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={member ? t('people.editStaff') : t('people.newStaff')}
      data-testid="staff-form"
    >
      <form
        ref={form.formRef}
        onSubmit={form.submitWith((body) => save.mutate(body), save.reset)}
        noValidate
      >
        <Stack>
          <ApiErrorAlert error={save.error} />
          <TextInput
            label={t('people.fullName')}
            name="fullName"
            required
            {...form.text('fullName')}
          />
          <TextInput label={t('people.email')} name="email" type="email" {...form.text('email')} />
          <TextInput label={t('people.phone')} name="phone" {...form.text('phone')} />
          <Select
            label={t('people.role')}
            name="role"
            allowDeselect={false}
            data={STAFF_ROLES.map((role) => ({ value: role, label: t(`people.roles.${role}`) }))}
            value={form.values.role}
            onChange={(value) => form.set('role', value ?? 'USER')}
          />
          <Select
            label={t('people.jobType')}
            name="jobType"
            allowDeselect={false}
            data={JOB_TYPES.map((type) => ({ value: type, label: t(`people.jobTypes.${type}`) }))}
            value={form.values.jobType}
            onChange={(value) => form.set('jobType', value ?? 'FULL-TIME')}
          />
          <Select
            label={t('people.workShift')}
            name="workShiftId"
            data={[
              { value: '', label: t('people.noShift') },
              ...shifts.map((shift) => ({ value: shift.id, label: shift.name })),
            ]}
            value={form.values.workShiftId}
            error={form.errors.workShiftId}
            onChange={(value) => form.set('workShiftId', value ?? '')}
          />
          <SubmitRow
            isPending={save.isPending}
            testId="staff-save"
            cancel={{ label: t('people.cancel'), onClick: onClose }}
          >
            {t('people.save')}
          </SubmitRow>
        </Stack>
      </form>
    </Modal>
  );
}
