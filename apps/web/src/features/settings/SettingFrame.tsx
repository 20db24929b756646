import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Setting, SettingKey } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { settingKeys, settingsApi, useSettingMutation } from './api';

/** The admin's settings, read once for every settings screen. */
export function useSettings() {
  return useQuery({
    queryKey: settingKeys.all,
    queryFn: ({ signal }) => settingsApi.list(signal),
  });
}

export function useCanUpdateSettings(): boolean {
  const user = useCurrentUser();
  return user?.type === 'ROOT' || (user?.permissions.includes('SETTING_DETAIL_UPDATE') ?? false);
}

/** Saves one key's text and reads the settings again. */
export function useSaveSetting(key: SettingKey) {
  const { t } = useTranslation();
  return useSettingMutation({
    mutationFn: (value: string) => settingsApi.put({ key, value }),
    onSuccess: () => notifications.show({ color: 'teal', message: t('settings.saved') }),
  });
}

/** Who changed the setting last, and when (the audit's latest line). */
export function LastChange({ setting }: { setting: Setting | undefined }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="setting-last-change">
      {setting?.updatedAt
        ? t('settings.lastChange', {
            who: setting.updatedByEmail ?? '-',
            when: formatDateTime(setting.updatedAt),
          })
        : t('settings.neverChanged')}
    </Text>
  );
}

/** A settings screen: its title, intro, the form of one key and its save button. */
export function SettingFrame(props: {
  intro?: string;
  testId: string;
  render: (settings: Setting[]) => ReactNode;
}) {
  const title = useRouteTitle();
  const settings = useSettings();
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="md" maw={640} data-testid={props.testId}>
        <Stack gap="sm">
          {props.intro && <Text size="sm">{props.intro}</Text>}
          <ApiErrorAlert error={settings.error} testId={`${props.testId}-load-error`} />
          {settings.data && props.render(settings.data)}
        </Stack>
      </Paper>
    </>
  );
}

/** The form around a setting's fields: the save button only for those who may change it. */
export function SettingForm(props: {
  onSubmit: () => void;
  /** The save's mutation: one key's (useSaveSetting), or a screen's own that writes several. */
  save: { error: unknown; isPending: boolean };
  setting: Setting | undefined;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const canUpdate = useCanUpdateSettings();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {props.children}
        <ApiErrorAlert error={props.save.error} testId={`${props.testId}-save-error`} />
        <LastChange setting={props.setting} />
        {canUpdate ? (
          <SaveSettingButton isPending={props.save.isPending} testId={props.testId} />
        ) : (
          <Text size="sm">{t('settings.readOnly')}</Text>
        )}
      </Stack>
    </form>
  );
}

/** A settings form's submit button, "<testId>-save". */
export function SaveSettingButton({ isPending, testId }: { isPending: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Group>
      <Button type="submit" loading={isPending} data-testid={`${testId}-save`}>
        {t('settings.save')}
      </Button>
    </Group>
  );
}
