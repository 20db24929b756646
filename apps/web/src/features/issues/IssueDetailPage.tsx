import {
  Anchor,
  Box,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { IssueView } from '@platfox/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { formatCountry } from '../../platform/i18n/formatCountry';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { useLiveEvent } from '../../platform/live/socket';
import { useCurrentUser } from '../../platform/session';
import { ErrorPage } from '../../ui/ErrorPage';
import { Fact } from '../../ui/Fact';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { statusLabel } from '../../ui/statusLabel';
import { AdminIssueActions } from './AdminIssueActions';
import { IssueSorting } from './IssueSorting';
import {
  ISSUE_PATHS,
  issueKeys,
  issueRoleOf,
  issuesApi,
  useRefreshIssue,
  useRefreshIssues,
  type IssueRole,
} from './api';
import { BREAK_ANYWHERE, Conversation, Photos } from './Conversation';
import { historyLine, resolutionWording } from './wording';

/** /s/issue/:id, /a/issue/:id, /p/issue/:id: an issue as its reader may see it, kept live. */
export default function IssueDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const role = issueRoleOf(useCurrentUser()?.type);
  const queryClient = useQueryClient();
  const issue = useQuery({
    queryKey: issueKeys.detail(id),
    queryFn: ({ signal }) => issuesApi.get(role, id, signal),
    staleTime: 0,
  });
  // The other party wrote, or the issue moved: read it again (the payload names only the issue).
  const refreshIssue = useRefreshIssue(id);
  const refreshList = useRefreshIssues();
  useLiveEvent('issue_updated', (payload) => {
    if (payload.id === id) void refreshIssue();
  });
  if (issue.error && !issue.data) {
    return <ErrorPage status={isApiError(issue.error) ? issue.error.status : 0} />;
  }
  if (!issue.data) {
    return (
      <Center mih={240}>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  }
  const onChanged = (next: IssueView) => {
    queryClient.setQueryData(issueKeys.detail(id), next);
    void refreshList();
  };
  return <IssueDetail issue={issue.data} role={role} onChanged={onChanged} />;
}

function IssueDetail({
  issue,
  role,
  onChanged,
}: {
  issue: IssueView;
  role: IssueRole;
  onChanged: (issue: IssueView) => void;
}) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const orderPath =
    role === 'PRINTER'
      ? `/p/order/${issue.orderId}`
      : role === 'SELLER'
        ? `/s/order/${issue.orderId}`
        : `/a/order/${issue.orderId}`;
  return (
    <>
      <PageHeader
        title={title}
        back={{ to: ISSUE_PATHS[role].list, label: t('title.issues') }}
        actions={role === 'ADMIN' && <AdminIssueActions issue={issue} onChanged={onChanged} />}
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={4} data-testid="issue-number">
                {t('issues.number', { number: `\u2068#${issue.selfId}\u2069` })}
              </Title>
              <StatusBadge status={issue.status} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <IssueSorting issue={issue} isAdmin={role === 'ADMIN'} onChanged={onChanged} />
              {issue.request.reason && (
                <Fact label={t('issues.fields.reason')} testId="issue-request-reason">
                  {t(`issues.reasons.${issue.request.reason}`)}
                </Fact>
              )}
              <Fact label={t('issues.fields.action')}>
                {t(`issues.actions.${issue.request.action}`)}
              </Fact>
              {issue.request.reprintAddress && (
                <Fact label={t('issues.report.reprintTo')} dir="auto" testId="issue-reprint-to">
                  {[
                    issue.request.reprintAddress.fullName,
                    issue.request.reprintAddress.street,
                    issue.request.reprintAddress.city,
                    issue.request.reprintAddress.zipcode,
                    formatCountry(issue.request.reprintAddress.country),
                  ].join(', ')}
                </Fact>
              )}
              <Fact label={t('issues.fields.createdAt')}>{formatDateTime(issue.createdAt)}</Fact>
              <Fact label={t('issues.fields.status')} testId="issue-status">
                {statusLabel(t, issue.status)}
              </Fact>
              {issue.resolution && (
                <Fact label={t('issues.fields.resolution')} testId="issue-resolution">
                  {resolutionWording(t, issue.resolution, issue.refundedAmount)}
                </Fact>
              )}
              {role !== 'PRINTER' && (
                <Fact label={t('issues.fields.order')}>
                  <Anchor component={Link} to={orderPath} size="sm">
                    <span dir="ltr">{issue.orderId.slice(0, 8)}</span>
                  </Anchor>
                </Fact>
              )}
            </SimpleGrid>
            <Box style={BREAK_ANYWHERE}>
              <Fact label={t('issues.fields.description')} dir="auto">
                {issue.request.description}
              </Fact>
            </Box>
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('issues.fields.photos')}
              </Text>
              <Photos issueId={issue.id} ids={issue.request.imageIds} />
            </Stack>
            <Stack gap={4} data-testid="issue-items" style={BREAK_ANYWHERE}>
              <Text size="xs" c="dimmed">
                {t('issues.fields.items')}
              </Text>
              {issue.items.map((item) => (
                <Text key={item.id} size="sm">
                  <bdi>{item.productTitle}</bdi> · <bdi>{item.variantName}</bdi> ·{' '}
                  <span dir="ltr">{item.productSku}</span> × {item.quantity} ·{' '}
                  {statusLabel(t, item.status)}
                </Text>
              ))}
            </Stack>
          </Stack>
        </Paper>
        {issue.conversation && (
          <Conversation
            issue={issue}
            role={role}
            side="conversation"
            title={t(role === 'ADMIN' ? 'issues.conversation.seller' : 'issues.conversation.admin')}
            onChanged={onChanged}
          />
        )}
        {issue.printerConversation && (
          <Conversation
            issue={issue}
            role={role}
            side="printerConversation"
            title={t(
              role === 'ADMIN' ? 'issues.conversation.printer' : 'issues.conversation.admin',
            )}
            onChanged={onChanged}
          />
        )}
        {role !== 'PRINTER' && (
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs" data-testid="issue-history" style={BREAK_ANYWHERE}>
              <Title order={4}>{t('issues.history')}</Title>
              {issue.history.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('issues.noHistory')}
                </Text>
              ) : (
                issue.history.map((entry) => (
                  <Text key={entry.id} size="sm">
                    {formatDateTime(entry.createdAt)} · <bdi>{entry.actorName ?? ''}</bdi> ·{' '}
                    <bdi>{historyLine(t, entry)}</bdi>
                  </Text>
                ))
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </>
  );
}
