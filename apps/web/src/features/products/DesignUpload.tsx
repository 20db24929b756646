import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { CatalogImage, UploadTypeItem } from '@platfox/domain';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { productsApi } from './api';
import { DesignPicture } from './DesignPicture';
import { isolate } from '../../ui/Bidi';
import { GalleryPicker } from '../gallery/GalleryPicker';

/**
 * One print position of the product type's upload type: its art-work size, the design chosen for
 * it, and an upload that the server checks (DPI, pixel size, format); a refusal is shown here.
 */
export function DesignUpload({
  item,
  design,
  onUploaded,
  error,
  isReadOnly,
}: {
  item: UploadTypeItem;
  design: CatalogImage | null;
  onUploaded: (design: CatalogImage) => void;
  error?: string;
  isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const upload = useMutation({
    mutationFn: (file: File) => productsApi.uploadDesign(item.id, file),
    onSuccess: onUploaded,
  });
  const uploadError = useApiErrorText(upload.error);
  const problem = uploadError ?? error;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`design-${item.type}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={600}>
            <bdi>{item.name}</bdi> ({t(`catalog.uploadTypes.positions.${item.type}`)})
            {item.isRequired && (
              <Text span c="red">
                {' '}
                *
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {t('products.designs.artWork', { width: item.width, height: item.height })}
          </Text>
        </Group>
        {design ? (
          <Group gap="sm" wrap="nowrap">
            <DesignPicture design={design} testId={`design-image-${item.type}`} />
            <Text size="sm" data-testid={`design-file-${item.type}`}>
              {t('products.designs.chosen', {
                name: isolate(design.name),
                width: design.width,
                height: design.height,
                dpi: design.dpi ?? '—',
              })}
            </Text>
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            {t('products.designs.none')}
          </Text>
        )}
        {!isReadOnly && (
          <Group>
            <FileButton
              accept="image/png,image/jpeg"
              inputProps={{ 'data-testid': `design-input-${item.type}` } as object}
              onChange={(file) => {
                if (file) upload.mutate(file);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  size="xs"
                  leftSection={<IconUpload size={14} />}
                  loading={upload.isPending}
                  data-testid={`design-upload-${item.type}`}
                >
                  {design ? t('products.designs.replace') : t('products.designs.upload')}
                </Button>
              )}
            </FileButton>
            <GalleryPicker item={item} onPicked={onUploaded} />
          </Group>
        )}
        {problem && (
          <Text c="red" size="sm" data-testid={`design-error-${item.type}`}>
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
