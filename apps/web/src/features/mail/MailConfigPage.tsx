import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MAIL_CONFIG_KEYS,
  mailConfigBodySchema,
  type MailAddresses,
  type MailConfig,
  type SmtpSettingsBody,
} from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api/errors';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { AddressList } from './AddressList';
import { mailApi, mailKeys, useMailMutation } from './api';
import { checkDraft } from '../../ui/form/checkDraft';

type Smtp = Omit<SmtpSettingsBody, 'password'> & { password: string };

/** The form's SMTP settings as sent: an empty password keeps the stored one. */
const smtpBody = (smtp: Smtp): SmtpSettingsBody => {
  const { password, ...rest } = smtp;
  return password === '' ? rest : { ...rest, password };
};

/** /a/config-send-mails: where the system's mails come from and go, and its SMTP server. */
export default function MailConfigPage() {
  const title = useRouteTitle();
  const config = useQuery({
    queryKey: mailKeys.config,
    queryFn: ({ signal }) => mailApi.config(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <ApiErrorAlert error={config.error} testId="mail-config-load-error" />
      {config.data && <MailConfigForm key={config.data.updatedAt ?? 'new'} initial={config.data} />}
    </>
  );
}

function MailConfigForm({ initial }: { initial: MailConfig }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canUpdate =
    user?.type === 'ROOT' || (user?.permissions.includes('MAIL_CONFIG_DETAIL_UPDATE') ?? false);
  const [addresses, setAddresses] = useState<MailAddresses>(initial.addresses);
  const { hasPassword: _stored, ...smtpRead } = initial.smtp;
  const [smtp, setSmtp] = useState<Smtp>({ ...smtpRead, password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isDirty, setDirty] = useState(false);
  const guard = useLeaveGuard(isDirty);
  const save = useMailMutation({
    mutationFn: mailApi.saveConfig,
    onSuccess: () => {
      setDirty(false);
      notifications.show({ color: 'teal', message: t('mail.saved') });
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checkDraft(mailConfigBodySchema, { addresses, smtp: smtpBody(smtp) }, setErrors);
    if (body === null) return;
    save.mutate(body);
  };
  const change = (next: () => void) => {
    next();
    setDirty(true);
  };
  return (
    <form onSubmit={submit} noValidate>
      <LeaveConfirmation guard={guard} />
      <Stack maw={880} gap="md">
        <Text size="sm">{t('mail.intro')}</Text>
        <Text size="sm" data-testid="mail-sender">
          {t('mail.senderNow')}: <bdi dir="ltr">{initial.sender}</bdi>
        </Text>
        {MAIL_CONFIG_KEYS.map((key) => (
          <AddressList
            key={key}
            mailKey={key}
            value={addresses[key]}
            errors={errors}
            disabled={!canUpdate}
            onChange={(next) => change(() => setAddresses({ ...addresses, [key]: next }))}
          />
        ))}
        <SmtpCard
          smtp={smtp}
          hasPassword={initial.smtp.hasPassword}
          errors={errors}
          disabled={!canUpdate}
          onChange={(next) => change(() => setSmtp(next))}
        />
        <ApiErrorAlert error={save.error} testId="mail-config-save-error" />
        <Text size="sm" c="dimmed">
          {initial.updatedAt
            ? t('mail.lastChange', {
                who: initial.updatedByEmail ?? '-',
                when: formatDateTime(initial.updatedAt),
              })
            : t('mail.neverChanged')}
        </Text>
        {canUpdate ? (
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="mail-config-save">
              {t('mail.save')}
            </Button>
          </Group>
        ) : (
          <Text size="sm">{t('mail.readOnly')}</Text>
        )}
      </Stack>
    </form>
  );
}

function SmtpCard(props: {
  smtp: Smtp;
  hasPassword: boolean;
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (next: Smtp) => void;
}) {
  const { t } = useTranslation();
  const { smtp, errors, disabled, onChange } = props;
  const set = (change: Partial<Smtp>) => onChange({ ...smtp, ...change });
  return (
    <Paper withBorder radius="md" p="md" data-testid="mail-smtp">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('mail.smtp.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('mail.smtp.hint')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('mail.smtp.host')}
            dir="ltr"
            value={smtp.host}
            error={errors['smtp.host']}
            disabled={disabled}
            onChange={(event) => set({ host: event.currentTarget.value })}
            data-testid="smtp-host"
          />
          <NumberInput
            label={t('mail.smtp.port')}
            min={1}
            max={65535}
            allowDecimal={false}
            value={smtp.port}
            error={errors['smtp.port']}
            disabled={disabled}
            onChange={(port) => set({ port: typeof port === 'number' ? port : 0 })}
            data-testid="smtp-port"
          />
          <TextInput
            label={t('mail.smtp.user')}
            dir="ltr"
            value={smtp.user}
            error={errors['smtp.user']}
            disabled={disabled}
            onChange={(event) => set({ user: event.currentTarget.value })}
            data-testid="smtp-user"
          />
          <PasswordInput
            label={t('mail.smtp.password')}
            description={props.hasPassword ? t('mail.smtp.passwordKept') : undefined}
            value={smtp.password}
            error={errors['smtp.password']}
            disabled={disabled}
            onChange={(event) => set({ password: event.currentTarget.value })}
            data-testid="smtp-password"
          />
        </SimpleGrid>
        <Switch
          label={t('mail.smtp.secure')}
          checked={smtp.secure}
          disabled={disabled}
          onChange={(event) => set({ secure: event.currentTarget.checked })}
          data-testid="smtp-secure"
        />
        {!disabled && <TestSend smtp={smtp} />}
      </Stack>
    </Paper>
  );
}

/** A real send through the settings on the form, saved or not, to an address the admin reads. */
function TestSend({ smtp }: { smtp: Smtp }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [to, setTo] = useState(user?.email ?? '');
  const test = useMailMutation({ mutationFn: mailApi.test });
  return (
    <Stack gap="xs">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          style={{ flex: '1 1 220px' }}
          label={t('mail.test.to')}
          type="email"
          dir="ltr"
          value={to}
          onChange={(event) => setTo(event.currentTarget.value)}
          data-testid="smtp-test-to"
        />
        <Button
          variant="light"
          loading={test.isPending}
          onClick={() => test.mutate({ to, smtp: smtpBody(smtp) })}
          data-testid="smtp-test-send"
        >
          {t('mail.test.send')}
        </Button>
      </Group>
      {test.isSuccess && (
        <Alert color="teal" data-testid="smtp-test-ok">
          {t('mail.test.ok', { to: test.data.to })}
        </Alert>
      )}
      <ApiErrorAlert error={test.error} testId="smtp-test-error" />
    </Stack>
  );
}
