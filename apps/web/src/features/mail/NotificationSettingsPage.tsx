import { Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { notificationSettingsBodySchema, type NotificationSettings } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/errors';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { mailApi, mailKeys, useMailMutation } from './api';
import { checkDraft } from '../../ui/form/checkDraft';

/**
 * /a/setting-account/notification: the address the admins' notices go to (ADMIN_EMAIL) and the
 * notification a seller receives when an admin activates the account.
 */
export default function NotificationSettingsPage() {
  const title = useRouteTitle();
  const settings = useQuery({
    queryKey: mailKeys.notifications,
    queryFn: ({ signal }) => mailApi.notifications(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <ApiErrorAlert error={settings.error} testId="notification-settings-load-error" />
      {settings.data && <NotificationForm initial={settings.data} />}
    </>
  );
}

function NotificationForm({ initial }: { initial: NotificationSettings }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canUpdate =
    user?.type === 'ROOT' ||
    (user?.permissions.includes('NOTIFICATION_SETTING_DETAIL_UPDATE') ?? false);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setDirty] = useState(false);
  const guard = useLeaveGuard(isDirty);
  const save = useMailMutation({
    mutationFn: mailApi.saveNotifications,
    onSuccess: () => {
      setDirty(false);
      notifications.show({ color: 'teal', message: t('mail.saved') });
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const notice = draft.NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT;
  const setNotice = (change: Partial<typeof notice>) => {
    setDraft({ ...draft, NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT: { ...notice, ...change } });
    setDirty(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checkDraft(notificationSettingsBodySchema, draft, setErrors);
    if (body === null) return;
    save.mutate(body);
  };
  const field = 'NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT';
  return (
    <form onSubmit={submit} noValidate>
      <LeaveConfirmation guard={guard} />
      <Stack maw={720} gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={4}>{t('mail.notifications.adminTitle')}</Title>
            <TextInput
              label={t('mail.notifications.adminEmail')}
              description={t('mail.notifications.adminEmailHint')}
              type="email"
              dir="ltr"
              value={draft.ADMIN_EMAIL}
              error={errors.ADMIN_EMAIL}
              disabled={!canUpdate}
              onChange={(event) => {
                setDraft({ ...draft, ADMIN_EMAIL: event.currentTarget.value });
                setDirty(true);
              }}
              data-testid="notification-admin-email"
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={4}>{t('mail.notifications.activatedTitle')}</Title>
            <Text size="sm" c="dimmed">
              {t('mail.notifications.activatedHint')}
            </Text>
            <Switch
              label={t('mail.notifications.isEnabled')}
              checked={notice.isEnabled}
              disabled={!canUpdate}
              onChange={(event) => setNotice({ isEnabled: event.currentTarget.checked })}
              data-testid="notification-activated-enabled"
            />
            <TextInput
              label={t('mail.notifications.title')}
              dir="auto"
              value={notice.title}
              error={errors[`${field}.title`]}
              disabled={!canUpdate}
              onChange={(event) => setNotice({ title: event.currentTarget.value })}
              data-testid="notification-activated-title"
            />
            <Textarea
              label={t('mail.notifications.description')}

              rows={4}
              dir="auto"
              value={notice.description}
              error={errors[`${field}.description`]}
              disabled={!canUpdate}
              onChange={(event) => setNotice({ description: event.currentTarget.value })}
              data-testid="notification-activated-description"
            />
          </Stack>
        </Paper>
        <ApiErrorAlert error={save.error} testId="notification-settings-save-error" />
        {canUpdate ? (
          <SubmitRow isPending={save.isPending} testId="notification-settings-save">
            {t('mail.save')}
          </SubmitRow>
        ) : (
          <Text size="sm">{t('mail.readOnly')}</Text>
        )}
      </Stack>
    </form>
  );
}
