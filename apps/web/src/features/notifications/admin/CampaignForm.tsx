import { Button, Group, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  NOTIFICATION_CAMPAIGN_AUDIENCES,
  notificationCampaignBodySchema,
  type NotificationCampaignAudience,
  type NotificationCampaignBody,
} from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../../ui/form/FormCard';
import { useAccountForm } from '../../../ui/form/useAccountForm';
import { createNotificationCampaign } from '../api';
import { useUserOptions } from '../../users/userOptions';

type CampaignValues = {
  title: string;
  description: string;
  audience: NotificationCampaignAudience;
  userIds: string[];
};

const INITIAL: CampaignValues = {
  title: '',
  description: '',
  audience: 'ALL_SELLERS',
  userIds: [],
};

const toBody = (values: CampaignValues): NotificationCampaignBody => ({
  title: values.title.trim(),
  description: values.description.trim(),
  audience: values.audience,
  ...(values.audience === 'USERS' ? { userIds: values.userIds } : {}),
});

/** /a/notification/create: title, message and audience; sending answers the recipients count. */
export function CampaignForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountForm(INITIAL, {
    schema: notificationCampaignBodySchema,
    toBody,
    required: ['title', 'description'],
  });
  const [search, setSearch] = useState('');
  const [labels, setLabels] = useState<{ value: string; label: string }[]>([]);
  const options = useUserOptions(
    search,
    labels.map((label) => label.value),
    labels,
  );
  const send = useMutation({
    mutationFn: createNotificationCampaign,
    onSuccess: (campaign) => {
      notifications.show({
        color: 'teal',
        message: t('notifications.campaigns.sentTo', { count: campaign.recipientsCount }),
      });
      void navigate(`/a/notification/${campaign.id}?m=view`);
    },
    onError: (error) => form.showServerErrors(error),
  });
  const submit = form.submitWith(send.mutate);
  const { values, errors } = form;

  return (
    <FormCard
      formRef={form.formRef}
      onSubmit={submit}
      error={send.error}
      maw={720}
      testId="campaign-form"
    >
      <TextInput
        label={t('notifications.campaigns.title')}
        required
        {...form.text('title')}
        data-testid="campaign-title"
      />
      <Textarea
        label={t('notifications.campaigns.description')}
        required
        autosize
        minRows={6}
        {...form.text('description')}
        data-testid="campaign-description"
      />
      <Select
        label={t('notifications.campaigns.audience')}
        allowDeselect={false}
        value={values.audience}
        onChange={(value) =>
          form.set(
            'audience',
            NOTIFICATION_CAMPAIGN_AUDIENCES.find((audience) => audience === value) ?? 'ALL_SELLERS',
          )
        }
        data={NOTIFICATION_CAMPAIGN_AUDIENCES.map((audience) => ({
          value: audience,
          label: t(`notifications.campaigns.audiences.${audience}`),
        }))}
        data-testid="campaign-audience"
      />
      {values.audience === 'USERS' && (
        <MultiSelect
          label={t('notifications.campaigns.users')}
          placeholder={t('notifications.campaigns.usersPlaceholder')}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options: all }) => all}
          data={options}
          value={values.userIds}
          onChange={(ids) => {
            setLabels(options.filter((option) => ids.includes(option.value)));
            form.set('userIds', ids);
          }}
          error={errors.userIds}
          data-testid="campaign-users"
        />
      )}
      <Group justify="flex-end">
        <Button component={Link} to="/a/notifications" variant="default">
          {t('notifications.campaigns.back')}
        </Button>
        <Button type="submit" loading={send.isPending} data-testid="campaign-send">
          {t('notifications.campaigns.send')}
        </Button>
      </Group>
    </FormCard>
  );
}
