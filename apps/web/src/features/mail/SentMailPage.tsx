import {
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { composeMailBodySchema, type ComposeMailBody } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../platform/api/errors';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { Isolated } from '../../ui/Bidi';
import { detailGate } from '../../ui/detailGate';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';
import { StatusBadge } from '../../ui/StatusBadge';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { mailApi, mailKeys, useMailMutation } from './api';
import { checkDraft, firstSegment } from '../../ui/form/checkDraft';

/** /a/email/create (an admin's own mail) and /a/email/:id (a sent mail, read only). */
export default function SentMailPage() {
  const title = useRouteTitle();
  const mode = useRouteMode();
  const { id = '' } = useParams();
  return (
    <>
      <PageHeader title={title} />
      {mode === 'create' ? <ComposeForm /> : <SentMail id={id} />}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function SentMail({ id }: { id: string }) {
  const { t } = useTranslation();
  const mail = useQuery({
    queryKey: mailKeys.sent(id),
    queryFn: ({ signal }) => mailApi.sent(id, signal),
  });
  const gate = detailGate(id, mail);
  if (gate || !mail.data) return gate;
  const record = mail.data;
  return (
    <Stack maw={880} gap="md" data-testid="sent-mail">
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Fact label={t('mail.sent.to')}>
            <bdi dir="ltr">{record.to}</bdi>
          </Fact>
          <Fact label={t('mail.sent.status')}>
            <StatusBadge status={record.status} testId="sent-mail-status" />
          </Fact>
          <Fact label={t('mail.sent.kind')}>{t(`mail.kinds.${record.kind}`)}</Fact>
          <Fact label={t('mail.sent.createdAt')}>{formatDateTime(record.createdAt)}</Fact>
          <Fact label={t('mail.sent.sentBy')}>
            {record.sentByEmail ? <bdi dir="ltr">{record.sentByEmail}</bdi> : t('mail.sent.system')}
          </Fact>
        </SimpleGrid>
        {record.error && (
          <Text size="sm" c="red" mt="md" data-testid="sent-mail-error">
            {t('mail.sent.error')}: <bdi dir="ltr">{record.error}</bdi>
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb="sm" data-testid="sent-mail-subject">
          <Isolated>{record.subject}</Isolated>
        </Text>
        {/* The text part carries the same words as the HTML one; the HTML's inline styles are
            not shown inside the app, whose CSP refuses inline styles. */}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} dir="auto" data-testid="sent-mail-text">
          {record.text}
        </Text>
      </Paper>
    </Stack>
  );
}

const EMPTY: ComposeMailBody = { to: [], toUserTypes: [], subject: '', message: '' };

function ComposeForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ComposeMailBody>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const isDirty = draft !== EMPTY;
  const guard = useLeaveGuard(isDirty);
  const send = useMailMutation({
    mutationFn: mailApi.compose,
    onSuccess: async (answer) => {
      notifications.show({
        color: 'teal',
        message: t('mail.compose.sent', { count: answer.recipients }),
      });
      guard.release();
      void navigate('/a/emails');
    },
    onError: (error) => setErrors(isApiError(error) ? error.errors : {}),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = checkDraft(composeMailBodySchema, draft, setErrors, firstSegment);
    if (body === null) return;
    send.mutate(body);
  };
  const toggleType = (type: 'SELLER' | 'PRINTER', on: boolean) =>
    setDraft({
      ...draft,
      toUserTypes: on
        ? [...draft.toUserTypes, type]
        : draft.toUserTypes.filter((one) => one !== type),
    });
  return (
    <form onSubmit={submit} noValidate>
      <LeaveConfirmation guard={guard} />
      <Paper withBorder radius="md" p="md" maw={880}>
        <Stack gap="md">
          <Text size="sm">{t('mail.compose.intro')}</Text>
          <Group gap="lg">
            {(['SELLER', 'PRINTER'] as const).map((type) => (
              <Checkbox
                key={type}
                label={t(`mail.compose.every.${type}`)}
                checked={draft.toUserTypes.includes(type)}
                onChange={(event) => toggleType(type, event.currentTarget.checked)}
                data-testid={`compose-every-${type}`}
              />
            ))}
          </Group>
          <TagsInput
            label={t('mail.compose.to')}
            description={t('mail.compose.toHint')}
            value={draft.to}
            error={errors.to}
            onChange={(to) => setDraft({ ...draft, to })}
            dir="ltr"
            data-testid="compose-to"
          />
          <TextInput
            label={t('mail.compose.subject')}
            required
            dir="auto"
            value={draft.subject}
            error={errors.subject}
            onChange={(event) => setDraft({ ...draft, subject: event.currentTarget.value })}
            data-testid="compose-subject"
          />
          <Textarea
            label={t('mail.compose.message')}
            description={t('mail.compose.messageHint')}
            required

            rows={8}
            dir="auto"
            value={draft.message}
            error={errors.message}
            onChange={(event) => setDraft({ ...draft, message: event.currentTarget.value })}
            data-testid="compose-message"
          />
          <ApiErrorAlert error={send.error} testId="compose-error" />
          <SubmitRow isPending={send.isPending} testId="compose-send">
            {t('mail.compose.send')}
          </SubmitRow>
        </Stack>
      </Paper>
    </form>
  );
}
