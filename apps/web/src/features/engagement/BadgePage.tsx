import { Group as Row, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  BADGE_TYPES,
  badgeBodySchema,
  type BadgeDetail,
  type BadgeType,
  type BadgeBody,
} from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormCard } from '../../ui/form/FormCard';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { catalogApi } from '../catalog/api';
import { engagementApi, engagementKeys, useEngagementMutation } from './api';
import { BadgeImage } from './listConfig';
import { RecordPage } from './RecordPage';
import { ImageUploadButton } from '../../ui/ImageUploadButton';

type Values = { name: string; description: string; type: BadgeType; imageId: string | null };

const valuesOf = (badge: BadgeDetail | null): Values => ({
  name: badge?.name ?? '',
  description: badge?.description ?? '',
  type: badge?.type ?? 'BADGE_USER',
  imageId: badge?.imageId ?? null,
});

function BadgeForm({ badge, readOnly }: { badge: BadgeDetail | null; readOnly: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAccountForm(valuesOf(badge), {
    schema: badgeBodySchema,
    toBody: (values: Values) => values,
    required: ['name'],
  });
  const guard = useLeaveGuard(form.isDirty && !readOnly);
  const [imageUrl, setImageUrl] = useState(badge?.imageUrl ?? null);
  const upload = useMutation({
    mutationFn: (file: File) => catalogApi.uploadImage(file),
    onSuccess: (image) => {
      form.set('imageId', image.id);
      setImageUrl(`/api/catalog/images/${image.id}`);
    },
  });
  const save = useEngagementMutation({
    mutationFn: (body: BadgeBody) => engagementApi.saveBadge(badge?.id, body),
    onSuccess: (saved) => {
      notifications.show({ color: 'teal', message: t('engagement.saved') });
      form.reset(valuesOf(saved));
      guard.release();
      if (!badge) void navigate(`/a/badge/${saved.id}?m=edit`, { replace: true });
    },
    onError: (error) => form.showServerErrors(error),
  });
  return (
    <FormCard
      formRef={form.formRef}
      onSubmit={form.submitWith(save.mutate, save.reset)}
      error={save.error ?? upload.error}
      maw={640}
      testId="badge-form"
    >
      <Row align="center" gap="md">
        <BadgeImage url={imageUrl} name={form.values.name} size={72} />
        <Stack gap={4}>
          {!readOnly && (
            <ImageUploadButton upload={upload} variant="default" testId="badge-upload">
              {t('engagement.actions.uploadImage')}
            </ImageUploadButton>
          )}
          <Text size="xs" c="dimmed">
            {t('engagement.hints.image')}
          </Text>
        </Stack>
      </Row>
      <TextInput
        label={t('engagement.fields.name')}
        required
        disabled={readOnly}
        {...form.text('name')}
        data-testid="badge-name"
      />
      <Select
        label={t('engagement.fields.type')}
        allowDeselect={false}
        disabled={readOnly}
        value={form.values.type}
        data={BADGE_TYPES.map((type) => ({
          value: type,
          label: t(`engagement.badgeTypes.${type}`),
        }))}
        onChange={(value) =>
          form.set('type', value === 'BADGE_GROUP' ? 'BADGE_GROUP' : 'BADGE_USER')
        }
        data-testid="badge-type"
      />
      <Textarea
        label={t('engagement.fields.description')}
        autosize
        minRows={2}
        disabled={readOnly}
        {...form.text('description')}
      />
      {badge && (
        <Text size="sm" c="dimmed" data-testid="badge-holders">
          {t('engagement.fields.holderCount')}: {badge.holderCount}
        </Text>
      )}
      {!readOnly && (
        <SubmitRow isPending={save.isPending} testId="badge-save">
          {t('engagement.actions.save')}
        </SubmitRow>
      )}
      <LeaveConfirmation guard={guard} />
    </FormCard>
  );
}

/** /a/badge/create and /a/badge/:id: a badge's name, type, picture and how many hold it. */
export default function BadgePage() {
  return (
    <RecordPage
      queryKey={engagementKeys.badge}
      read={engagementApi.badge}
      render={(badge, readOnly) => (
        <BadgeForm key={badge?.updatedAt ?? 'new'} badge={badge} readOnly={readOnly} />
      )}
    />
  );
}
