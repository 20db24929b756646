import { Button, Group, NumberInput, Paper, Stack, TagsInput, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MAIL_CONFIG_KEYS,
  type PrinterMailSettings,
  type TimeKeepingSettings,
} from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { peopleApi, peopleKeys, useFloorSettingsMutation } from './api';

function MailForm({ initial }: { initial: PrinterMailSettings }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const save = useFloorSettingsMutation({
    mutationFn: (body: PrinterMailSettings) => peopleApi.setMail(body),
    onSuccess: () => notifications.show({ color: 'teal', message: t('people.saved') }),
  });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('people.mail.intro')}
      </Text>
      <ApiErrorAlert error={save.error} />
      {MAIL_CONFIG_KEYS.map((key) => (
        <TagsInput
          key={key}
          label={t(`people.mail.${key}`)}
          data-testid={`mail-${key}`}
          value={values[key]}
          onChange={(next) => setValues((current) => ({ ...current, [key]: next }))}
        />
      ))}
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() => save.mutate(values)}
          data-testid="mail-save"
        >
          {t('people.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function TimeKeepingForm({ initial }: { initial: TimeKeepingSettings }) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const save = useFloorSettingsMutation({
    mutationFn: (body: TimeKeepingSettings) => peopleApi.setTimeKeeping(body),
    onSuccess: () => notifications.show({ color: 'teal', message: t('people.saved') }),
  });
  return (
    <Stack>
      <ApiErrorAlert error={save.error} />
      <TagsInput
        label={t('people.mail.stations')}
        description={t('people.mail.stationsHint')}
        value={values.VALIDATION_TIME_KEEPING_MACHINE}
        onChange={(next) =>
          setValues((current) => ({ ...current, VALIDATION_TIME_KEEPING_MACHINE: next }))
        }
        data-testid="time-keeping-stations"
      />
      <NumberInput
        label={t('people.mail.reminder')}
        description={t('people.mail.reminderHint')}
        min={0}
        max={600}
        allowDecimal={false}
        value={values.HR_STAFF_REMINDER ?? ''}
        onChange={(next) =>
          setValues((current) => ({
            ...current,
            HR_STAFF_REMINDER: typeof next === 'number' ? next : null,
          }))
        }
        data-testid="time-keeping-reminder"
      />
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() => save.mutate(values)}
          data-testid="time-keeping-save"
        >
          {t('people.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The printer's floor settings (/p/config-send-mails, behind owner verification): where the
 * floor's mails go, its time-keeping stations and the staff reminder.
 */
export default function MailSettingsPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const mail = useQuery({
    queryKey: peopleKeys.mail,
    queryFn: ({ signal }) => peopleApi.mail(signal),
  });
  const timeKeeping = useQuery({
    queryKey: peopleKeys.timeKeeping,
    queryFn: ({ signal }) => peopleApi.timeKeeping(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <ApiErrorAlert error={mail.error ?? timeKeeping.error} />
      <Stack maw={720}>
        <Paper withBorder radius="md" p="md">
          {mail.data && <MailForm initial={mail.data} />}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={4} mb="sm">
            {t('people.mail.timeKeeping')}
          </Title>
          {timeKeeping.data && <TimeKeepingForm initial={timeKeeping.data} />}
        </Paper>
      </Stack>
    </>
  );
}
