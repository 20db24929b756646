import { Button, NumberInput, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Setting } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { settingKeys, settingsApi, useSettingMutation, valueOf } from './api';

/**
 * /a/claim-window: CLAIM_WINDOW_DAYS, the days after delivery a seller may make a claim (issue
 * 31 item 11). The seller's claim form says it; the server refuses a claim made later.
 */
export default function ClaimWindowPage() {
  const title = useRouteTitle();
  const settings = useQuery({
    queryKey: settingKeys.all,
    queryFn: ({ signal }) => settingsApi.list(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="md" maw={560}>
        <ApiErrorAlert error={settings.error} />
        {settings.data && <WindowForm settings={settings.data} />}
      </Paper>
    </>
  );
}

function WindowForm({ settings }: { settings: Setting[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canUpdate =
    user?.type === 'ROOT' || (user?.permissions.includes('SETTING_DETAIL_UPDATE') ?? false);
  const [days, setDays] = useState<number | string>(
    Number(valueOf(settings, 'CLAIM_WINDOW_DAYS') ?? 30),
  );
  const save = useSettingMutation({
    mutationFn: (value: string) => settingsApi.put({ key: 'CLAIM_WINDOW_DAYS', value }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('issues.claimWindow.saved') });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(String(days));
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <NumberInput
          label={t('issues.claimWindow.days')}
          description={t('issues.claimWindow.hint')}
          min={1}
          max={365}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          disabled={!canUpdate}
          data-testid="claim-window-days"
        />
        <ApiErrorAlert error={save.error} />
        {canUpdate && (
          <Button type="submit" loading={save.isPending} data-testid="claim-window-save">
            {t('issues.claimWindow.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
