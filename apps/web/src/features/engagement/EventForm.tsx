import {
  Alert,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ENGAGEMENT_CONDITION_TYPES,
  EVENT_LAYOUTS,
  EVENT_MODES,
  eventBodySchema,
  type EngagementConditionType,
  type EngagementEvent,
  type EventLayout,
  type EventMode,
  type EventBody,
} from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../ui/form/FormCard';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { useNetworkOptions } from '../coupons/networkOptions';
import { useUserOptions, type Option } from '../users/userOptions';
import { engagementApi, engagementKeys, useEngagementMutation } from './api';
import { eventValuesOf, toEventBody, type EventValues } from './eventForm';
import { EventMailProgress } from './EventMailProgress';
import { MilestonesField } from './MilestonesField';

const SELLERS = ['SELLER'] as const;

type Props = {
  event: EngagementEvent | null;
  /** The mode a new record starts in: CONTEST from /a/contest/create. */
  mode: EventMode;
  /** Where the record lives: /a/event or /a/contest. */
  base: string;
  readOnly: boolean;
};

/** Every field of an event (spec 03 section 3.4); an activated event shows them locked. */
export function EventForm({ event, mode, base, readOnly }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLocked = readOnly || Boolean(event?.activatedAt);
  const form = useAccountForm(eventValuesOf(event, mode), {
    schema: eventBodySchema,
    toBody: toEventBody,
    required: ['name'],
  });
  const { values, errors } = form;
  const guard = useLeaveGuard(form.isDirty && !isLocked);
  const { data: choices } = useQuery({
    queryKey: engagementKeys.choices,
    queryFn: ({ signal }) => engagementApi.choices(signal),
  });
  const [search, setSearch] = useState('');
  const [known, setKnown] = useState<Option[]>([]);
  const sellers = useUserOptions(search, values.userIds, known, SELLERS);
  const networks = useNetworkOptions(values.networkIds, !values.isAppliedToAllMember);
  const save = useEngagementMutation({
    mutationFn: (body: EventBody) => engagementApi.saveEvent(event?.id, body),
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: t('engagement.saved') });
      form.reset(eventValuesOf(saved, saved.mode));
      guard.release();
      if (!event) void navigate(`${base}/${saved.id}?m=view`, { replace: true });
    },
    onError: (error) => form.showServerErrors(error),
  });
  const set =
    <K extends keyof EventValues>(key: K) =>
    (value: EventValues[K]) =>
      form.set(key, value);
  const isContest = values.mode === 'CONTEST';
  const showsEmail = values.hasEmail || values.mode === 'EMAIL';

  return (
    <FormCard
      formRef={form.formRef}
      onSubmit={form.submitWith(save.mutate, save.reset)}
      error={save.error}
      maw={960}
      testId="event-form"
    >
      {event?.activatedAt && (
        <Alert color="yellow" data-testid="event-locked">
          {t('engagement.hints.locked')}
        </Alert>
      )}
      {event?.mailJobId && <EventMailProgress jobId={event.mailJobId} />}
      {isContest && !event?.activatedAt && (
        <Alert color="blue">{t('engagement.hints.contestInactive')}</Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('engagement.fields.name')}
          required
          disabled={isLocked}
          {...form.text('name')}
          data-testid="event-name"
        />
        <Select
          label={t('engagement.fields.mode')}
          allowDeselect={false}
          disabled={isLocked || Boolean(event)}
          value={values.mode}
          data={EVENT_MODES.map((value) => ({ value, label: t(`engagement.modes.${value}`) }))}
          onChange={(value) => form.set('mode', (value ?? 'NORMAL') as EventMode)}
          data-testid="event-mode"
        />
        <TextInput
          type="datetime-local"
          label={t('engagement.fields.fromDate')}
          required
          disabled={isLocked}
          {...form.text('fromDate')}
        />
        <TextInput
          type="datetime-local"
          label={t('engagement.fields.toDate')}
          required
          disabled={isLocked}
          {...form.text('toDate')}
        />
      </SimpleGrid>
      <Textarea
        label={t('engagement.fields.description')}
        autosize
        minRows={2}
        disabled={isLocked}
        {...form.text('description')}
      />
      <Switch
        label={t('engagement.fields.allMembers')}
        disabled={isLocked}
        checked={values.isAppliedToAllMember}
        onChange={(change) => form.set('isAppliedToAllMember', change.currentTarget.checked)}
        error={errors.isAppliedToAllMember}
        data-testid="event-all-members"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MultiSelect
          label={t('engagement.fields.groups')}
          searchable
          disabled={isLocked}
          data={(choices?.groups ?? []).map((group) => ({
            value: group.id,
            label: `${group.name} (${group.key})`,
          }))}
          value={values.groupIds}
          onChange={set('groupIds')}
          error={errors.groupIds}
          data-testid="event-groups"
        />
        {!values.isAppliedToAllMember && (
          <MultiSelect
            label={t('engagement.fields.users')}
            searchable
            disabled={isLocked}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            data={sellers}
            value={values.userIds}
            onChange={(ids) => {
              setKnown((previous) => [
                ...previous,
                ...sellers.filter((o) => ids.includes(o.value)),
              ]);
              form.set('userIds', ids);
            }}
            error={errors.userIds}
          />
        )}
        {!values.isAppliedToAllMember && (
          <MultiSelect
            label={t('engagement.fields.networks')}
            searchable
            disabled={isLocked}
            data={networks}
            value={values.networkIds}
            onChange={set('networkIds')}
            error={errors.networkIds}
          />
        )}
      </SimpleGrid>
      <TagsInput
        label={t('engagement.fields.coupons')}
        description={t('engagement.hints.couponCodes')}
        disabled={isLocked}
        value={values.couponCodes}
        onChange={(codes) =>
          form.set(
            'couponCodes',
            codes.map((code) => code.trim().toUpperCase()),
          )
        }
        error={errors.couponCodes}
        data-testid="event-coupons"
      />
      {isContest && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('engagement.fields.contestCondition')}
            allowDeselect={false}
            disabled={isLocked}
            value={values.contestCondition}
            data={ENGAGEMENT_CONDITION_TYPES.map((value) => ({
              value,
              label: t(`engagement.conditions.${value}`),
            }))}
            onChange={(value) =>
              form.set(
                'contestCondition',
                (value ?? 'TOTAL_ORDER_VALUE') as EngagementConditionType,
              )
            }
            error={errors.contestCondition}
          />
          <NumberInput
            label={t('engagement.fields.winnerCount')}
            min={1}
            max={100}
            allowDecimal={false}
            disabled={isLocked}
            value={values.winnerCount}
            onChange={(value) => form.set('winnerCount', typeof value === 'number' ? value : 1)}
          />
        </SimpleGrid>
      )}
      <Switch
        label={t('engagement.fields.emailContent')}
        description={t('engagement.hints.emailOptional')}
        disabled={isLocked || values.mode === 'EMAIL'}
        checked={showsEmail}
        onChange={(change) => form.set('hasEmail', change.currentTarget.checked)}
      />
      {showsEmail && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('engagement.fields.emailSubject')}
            disabled={isLocked}
            {...form.text('emailSubject')}
            error={errors['emailContent.subject']}
          />
          <Select
            label={t('engagement.fields.layout')}
            allowDeselect={false}
            disabled={isLocked}
            value={values.layout}
            data={EVENT_LAYOUTS.map((value) => ({
              value,
              label: t(`engagement.layouts.${value}`),
            }))}
            onChange={(value) => form.set('layout', (value ?? 'PIN_TOP') as EventLayout)}
          />
        </SimpleGrid>
      )}
      {showsEmail && (
        <Textarea
          label={t('engagement.fields.emailContent')}
          autosize
          minRows={4}
          disabled={isLocked}
          {...form.text('emailContent')}
          error={errors['emailContent.content'] ?? errors.emailContent}
        />
      )}
      <MilestonesField
        milestones={values.milestones}
        badges={choices?.badges ?? []}
        rules={choices?.rules ?? []}
        readOnly={isLocked}
        error={errors.milestones}
        onChange={set('milestones')}
      />
      {!isLocked && (
        <SubmitRow isPending={save.isPending} testId="event-save">
          {t('engagement.actions.save')}
        </SubmitRow>
      )}
      <LeaveConfirmation guard={guard} />
    </FormCard>
  );
}
