import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { IssueConversation, IssueMessage, IssueView } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { AuthImage } from '../../ui/AuthImage';
import { issuesApi, type IssueRole } from './api';
import { PhotoPicker, type UploadedPhoto } from './PhotoPicker';
import { systemLine } from './wording';

/**
 * What a person types (a pasted link, a long code) may have no place to break: it wraps anywhere
 * rather than push the page wider than a phone's screen.
 */
export const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** The photos of a request or a message, each fetched with the session (AuthImage). */
export function Photos({ issueId, ids }: { issueId: string; ids: readonly string[] }) {
  if (ids.length === 0) return null;
  return (
    <Group gap="xs">
      {ids.map((id) => (
        <AuthImage
          key={id}
          src={issuesApi.photoUrl(issueId, id)}
          w={96}
          h={96}
          fit="cover"
          radius="sm"
          alt=""
          data-testid="issue-photo"
        />
      ))}
    </Group>
  );
}

function Message({ issueId, message }: { issueId: string; message: IssueMessage }) {
  const { t } = useTranslation();
  const who =
    message.type === 'SYSTEM'
      ? t('issues.conversation.system')
      : message.isMine
        ? t('issues.conversation.you')
        : (message.authorName ?? '');
  return (
    <Stack
      gap={4}
      align={message.isMine ? 'flex-end' : 'flex-start'}
      data-testid="issue-message"
      data-type={message.type}
    >
      <Text size="xs" c="dimmed">
        <bdi>{who}</bdi> · {formatDateTime(message.createdAt)}
      </Text>
      {(message.system || message.message) && (
        <Paper
          withBorder
          p="xs"
          radius="md"
          bg={message.isMine ? 'var(--mantine-color-blue-light)' : undefined}
        >
          {message.system && (
            <Text size="sm" fw={500} data-testid="issue-system-line">
              {systemLine(t, message.system)}
            </Text>
          )}
          {message.message && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', ...BREAK_ANYWHERE }}>
              <bdi>{message.message}</bdi>
            </Text>
          )}
        </Paper>
      )}
      <Photos issueId={issueId} ids={message.imageIds} />
    </Stack>
  );
}

/**
 * One conversation of an issue with its composer: the seller's with support (`conversation`) or
 * the printer's (`printerConversation`). The answer of a send is the issue as the writer reads it.
 */
export function Conversation({
  issue,
  role,
  side,
  title,
  onChanged,
}: {
  issue: IssueView;
  role: IssueRole;
  side: IssueConversation;
  title: string;
  onChanged: (issue: IssueView) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const messages = issue[side] ?? [];
  const send = useMutation({
    mutationFn: () =>
      issuesApi.write(role, issue.id, {
        conversation: side,
        message: text.trim(),
        imageIds: photos.map((photo) => photo.id),
      }),
    onSuccess: (next) => {
      setText('');
      setPhotos([]);
      onChanged(next);
    },
  });
  const isClosed = issue.status === 'CLOSED';
  return (
    <Paper withBorder radius="md" p="md" data-testid={`issue-${side}`}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {messages.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('issues.conversation.empty')}
          </Text>
        ) : (
          messages.map((message) => (
            <Message key={message.id} issueId={issue.id} message={message} />
          ))
        )}
        {isClosed ? (
          <Text size="sm" c="dimmed">
            {t('issues.conversation.closed')}
          </Text>
        ) : (
          <Stack gap="xs">
            <Textarea
              placeholder={t('issues.conversation.placeholder')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={2000}
              rows={2}
              data-testid={`issue-${side}-text`}
            />
            <Group justify="space-between">
              <PhotoPicker
                photos={photos}
                onChange={setPhotos}
                label={t('issues.conversation.addPhoto')}
                testId={`issue-${side}-photos`}
              />
              <Button
                onClick={() => send.mutate()}
                loading={send.isPending}
                disabled={text.trim() === '' && photos.length === 0}
                data-testid={`issue-${side}-send`}
              >
                {t('issues.conversation.send')}
              </Button>
            </Group>
            <ApiErrorAlert error={send.error} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
