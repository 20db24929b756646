import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useRouteMode, useRouteTitle } from '../../../ui/routeMeta';
import { detailGate } from '../../../ui/detailGate';
import { Fact } from '../../../ui/Fact';
import { PageHeader, useBackLink } from '../../../ui/PageHeader';
import { formatDateTime } from '../../../platform/i18n/formatDate';
import { fetchNotificationCampaign, notificationKeys } from '../api';
import { CampaignForm } from './CampaignForm';

/** One sent notification: what was sent, to whom, and how many users received it. */
function CampaignDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const campaign = useQuery({
    queryKey: notificationKeys.campaign(id),
    queryFn: ({ signal }) => fetchNotificationCampaign(id, signal),
    retry: false,
  });
  const { data } = campaign;
  if (!data) return detailGate(id, campaign);
  return (
    <Paper withBorder radius="md" p="lg" maw={720}>
      <Stack gap="md">
        <Title order={3} data-testid="campaign-title">
          {data.title}
        </Title>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{data.description}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={t('notifications.campaigns.audience')}>
            {t(`notifications.campaigns.audiences.${data.audience}`)}
          </Fact>
          <Fact label={t('notifications.campaigns.recipientsCount')} testId="campaign-recipients">
            {data.recipientsCount}
          </Fact>
          <Fact label={t('notifications.campaigns.sentAt')}>{formatDateTime(data.sentAt)}</Fact>
          <Fact label={t('notifications.campaigns.createdBy')}>{data.createdByFullName ?? ''}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /a/notification/create and /a/notification/:id: the sending form, or what was sent. */
export default function CampaignPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const mode = useRouteMode();
  const { id = '' } = useParams();
  const back = useBackLink('/a/notifications');
  return (
    <>
      <PageHeader title={title} />
      <Anchor component={Link} to={back} size="sm" mb="md" display="inline-flex">
        <IconArrowLeft size={16} />
        {t('notifications.campaigns.back')}
      </Anchor>
      {mode === 'create' ? <CampaignForm /> : <CampaignDetail id={id} />}
    </>
  );
}
