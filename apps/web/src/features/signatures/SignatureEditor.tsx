import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../ui/AuthImage';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { signatureKeys, signaturesApi, useRefreshSignature, type SignatureOwner } from './api';
import { ImageUploadButton } from '../../ui/ImageUploadButton';

type SignatureEditorProps = {
  owner: SignatureOwner;
  /** Upload and delete are offered (an admin without the update permission only looks). */
  canUpdate: boolean;
};

/**
 * A seller's packing-slip signature: the current picture with its size as the server read it,
 * upload or replace, and delete after a confirmation.
 */
export function SignatureEditor({ owner, canUpdate }: SignatureEditorProps) {
  const { t } = useTranslation();
  const changed = useRefreshSignature(owner);
  const [isConfirming, setConfirming] = useState(false);
  const current = useQuery({
    queryKey: signatureKeys.of(owner),
    queryFn: ({ signal }) => signaturesApi.current(owner, signal),
  });
  const upload = useMutation({
    mutationFn: (file: File) => signaturesApi.upload(owner, file),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('signatures.uploaded') });
      await changed();
    },
  });
  const remove = useMutation({
    mutationFn: () => signaturesApi.remove(owner),
    onSuccess: async () => {
      setConfirming(false);
      notifications.show({ color: 'teal', message: t('signatures.deleted') });
      await changed();
    },
  });

  const signature = current.data ?? null;
  return (
    <Stack gap="md" data-testid="signature-editor">
      <ApiErrorAlert error={current.error} testId="signature-load-error" />
      {current.isSuccess && !signature && (
        <Text c="dimmed" data-testid="signature-none">
          {t('signatures.none')}
        </Text>
      )}
      {signature && (
        <Stack gap="xs">
          <Text fw={500}>{t('signatures.current')}</Text>
          <AuthImage
            src={signaturesApi.imageUrl(owner, signature.updatedAt)}
            alt={signature.fileName}
            fit="contain"
            maw={480}
            mah={240}
            bg="gray.0"
            radius="sm"
            data-testid="signature-image"
          />
          <Text size="sm" data-testid="signature-size">
            {t('signatures.size', {
              width: signature.width,
              height: signature.height,
              dpi: signature.dpi,
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {signature.fileName} · {formatDateTime(signature.updatedAt)}
          </Text>
        </Stack>
      )}
      {canUpdate && (
        <>
          <Text size="sm" c="dimmed">
            {t('signatures.hint')}
          </Text>
          <Group>
            <ImageUploadButton
              upload={upload}
              leftSection={<IconUpload size={16} />}
              testId="signature-upload"
            >
              {signature ? t('signatures.replace') : t('signatures.upload')}
            </ImageUploadButton>
            {signature && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => setConfirming(true)}
                data-testid="signature-delete"
              >
                {t('signatures.delete')}
              </Button>
            )}
          </Group>
          <ApiErrorAlert error={upload.error} testId="signature-upload-error" />
        </>
      )}
      <ConfirmDialog
        opened={isConfirming}
        title={t('signatures.deleteTitle')}
        message={t('signatures.deleteText')}
        confirmLabel={t('signatures.delete')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setConfirming(false)}
      >
        <ApiErrorAlert error={remove.error} />
      </ConfirmDialog>
    </Stack>
  );
}
