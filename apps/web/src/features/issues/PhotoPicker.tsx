import { FileButton, Button, Group, Text } from '@mantine/core';
import { ISSUE_IMAGES_MAX } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { issuesApi } from './api';

export type UploadedPhoto = { id: string; name: string };

/**
 * Photos for a request or a message: each chosen file is uploaded at once (the server checks it
 * is a PNG or JPEG of a sane size) and the list holds the uploads' ids.
 */
export function PhotoPicker({
  photos,
  onChange,
  label,
  testId = 'issue-photos',
}: {
  photos: UploadedPhoto[];
  onChange: (photos: UploadedPhoto[]) => void;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (files: File[]) => Promise.all(files.map((file) => issuesApi.uploadPhoto(file))),
    onSuccess: (added) => onChange([...photos, ...added].slice(0, ISSUE_IMAGES_MAX)),
  });
  return (
    <>
      <Group gap="sm">
        <FileButton
          multiple
          accept="image/png,image/jpeg"
          onChange={(files) => files.length > 0 && upload.mutate(files)}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              loading={upload.isPending}
              disabled={photos.length >= ISSUE_IMAGES_MAX}
              data-testid={testId}
            >
              {label}
            </Button>
          )}
        </FileButton>
        {photos.map((photo) => (
          <Text key={photo.id} size="xs" c="dimmed" data-testid="issue-photo-name">
            <bdi>{photo.name}</bdi>{' '}
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => onChange(photos.filter((kept) => kept.id !== photo.id))}
              aria-label={t('issues.report.cancel')}
            >
              ×
            </Button>
          </Text>
        ))}
      </Group>
      <ApiErrorAlert error={upload.error} />
    </>
  );
}
