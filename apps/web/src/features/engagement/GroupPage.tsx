import { MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GROUP_STATUSES,
  groupBodySchema,
  type Group,
  type GroupStatus,
  type GroupBody,
} from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../ui/form/FormCard';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { statusLabel } from '../../ui/statusLabel';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { useUserOptions, type Option } from '../users/userOptions';
import { engagementApi, engagementKeys, useEngagementMutation } from './api';
import { RecordPage } from './RecordPage';

type Values = {
  name: string;
  key: string;
  description: string;
  status: GroupStatus;
  memberIds: string[];
};

const SELLERS = ['SELLER'] as const;

const valuesOf = (group: Group | null): Values => ({
  name: group?.name ?? '',
  key: group?.key ?? '',
  description: group?.description ?? '',
  status: group?.status ?? 'ACTIVATED',
  memberIds: group?.members.map((member) => member.id) ?? [],
});

function GroupForm({ group, readOnly }: { group: Group | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountForm(valuesOf(group), {
    schema: groupBodySchema,
    toBody: (values: Values) => ({ ...values, key: values.key.trim().toUpperCase() }),
    required: ['name', 'key'],
  });
  const guard = useLeaveGuard(form.isDirty && !readOnly);
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Option[]>(
    group?.members.map((member) => ({
      value: member.id,
      label: `${member.fullName} <${member.email}>`,
    })) ?? [],
  );
  const options = useUserOptions(search, form.values.memberIds, known, SELLERS);
  const save = useEngagementMutation({
    mutationFn: (body: GroupBody) => engagementApi.saveGroup(group?.id, body),
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: t('engagement.saved') });
      form.reset(valuesOf(saved));
      guard.release();
      if (!group) void navigate(`/a/group/${saved.id}?m=edit`, { replace: true });
    },
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <FormCard
      formRef={form.formRef}
      onSubmit={form.submitWith(save.mutate, save.reset)}
      error={save.error}
      maw={760}
      testId="group-form"
    >
      <TextInput
        label={t('engagement.fields.name')}
        required
        disabled={readOnly}
        {...form.text('name')}
        data-testid="group-name"
      />
      <TextInput
        label={t('engagement.fields.key')}
        description={t('engagement.hints.key')}
        required
        disabled={readOnly}
        {...form.text('key')}
        onChange={(event) => form.set('key', event.currentTarget.value.toUpperCase())}
        data-testid="group-key"
      />
      <Textarea
        label={t('engagement.fields.description')}
        autosize
        minRows={2}
        disabled={readOnly}
        {...form.text('description')}
      />
      <Select
        label={t('engagement.fields.status')}
        allowDeselect={false}
        disabled={readOnly}
        value={form.values.status}
        data={GROUP_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) }))}
        onChange={(value) =>
          form.set('status', value === 'INACTIVATED' ? 'INACTIVATED' : 'ACTIVATED')
        }
      />
      <MultiSelect
        label={t('engagement.fields.members')}
        searchable
        disabled={readOnly}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options}
        value={form.values.memberIds}
        onChange={(ids) => {
          setKnown((previous) => [...previous, ...options.filter((o) => ids.includes(o.value))]);
          form.set('memberIds', ids);
        }}
        error={form.errors.memberIds}
        data-testid="group-members"
      />
      {!readOnly && (
        <SubmitRow isPending={save.isPending} testId="group-save">
          {t('engagement.actions.save')}
        </SubmitRow>
      )}
      <LeaveConfirmation guard={guard} />
    </FormCard>
  );
}

/** /a/group/create and /a/group/:id: a group's name, key, status and member merchants. */
export default function GroupPage() {
  return (
    <RecordPage
      queryKey={engagementKeys.group}
      read={engagementApi.group}
      render={(group, readOnly) => (
        <GroupForm key={group?.updatedAt ?? 'new'} group={group} readOnly={readOnly} />
      )}
    />
  );
}
