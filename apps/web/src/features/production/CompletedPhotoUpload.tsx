import { Alert, Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompletedPhotos } from './CompletedPhotos';
import {
  addCompletedImages,
  completedImageKeys,
  completedImages,
  useRefreshCompletedImages,
} from '../quality/api';

type Progressing = { done: number; total: number };

/**
 * The photos of the completed product kept on the item, and more taken with the device's camera.
 * Photos go up one at a time so the station can show how far it got, and a failure keeps the
 * ones already sent. Check quality and the completed product scanner both use it, so they show the same photos.
 */
export function CompletedPhotoUpload({ itemId, qtyIndex }: { itemId: string; qtyIndex: number }) {
  const { t } = useTranslation();
  const refresh = useRefreshCompletedImages(itemId);
  const reset = useRef<() => void>(null);
  const [progress, setProgress] = useState<Progressing | null>(null);
  const photos = useQuery({
    queryKey: completedImageKeys.of(itemId),
    queryFn: ({ signal }) => completedImages(itemId, signal),
  });
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      setProgress({ done: 0, total: files.length });
      for (const [index, file] of files.entries()) {
        await addCompletedImages(itemId, [file], qtyIndex);
        setProgress({ done: index + 1, total: files.length });
      }
      return files.length;
    },
    onSettled: async () => {
      reset.current?.();
      await refresh();
    },
  });

  return (
    <Stack gap="sm">
      <FileButton
        multiple
        accept="image/*"
        capture="environment"
        resetRef={reset}
        onChange={(files) => files.length > 0 && upload.mutate(files)}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconCamera size={16} />}
            loading={upload.isPending}
            data-testid="completed-add-photos"
          >
            {t('completedScanner.photos.add')}
          </Button>
        )}
      </FileButton>
      {upload.isPending && progress && (
        <Stack gap={4} data-testid="completed-upload-progress">
          <Text size="sm">{t('completedScanner.photos.uploading', progress)}</Text>
          <Progress value={(progress.done / progress.total) * 100} animated />
        </Stack>
      )}
      {upload.isSuccess && (
        <Text size="sm" c="teal" data-testid="completed-upload-done">
          {t('completedScanner.photos.added', { count: upload.data })}
        </Text>
      )}
      {upload.isError && (
        <Alert color="red" data-testid="completed-upload-error">
          {upload.error.message}
        </Alert>
      )}
      {photos.data && <CompletedPhotos photos={photos.data} />}
    </Stack>
  );
}
