import {
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { MockupBackground } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { AuthImage } from '../../ui/AuthImage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ImageUploadButton } from '../../ui/ImageUploadButton';
import { catalogApi, catalogKeys, useCatalogMutation } from './api';

type Area = { x: number | ''; y: number | ''; width: number | ''; height: number | '' };
type Background = { imageId: string; imageUrl: string; imageWidth: number; imageHeight: number };
const SIDES = ['x', 'y', 'width', 'height'] as const;

/**
 * A product type's mockup background (issue 36): a catalogue image and the print area, in the
 * image's pixels, where sellers' designs are placed to make their products' mockups. A numeric
 * form with a preview of the area on the image.
 */
export function ProductTypeMockupBackground({
  productTypeId,
  isView,
}: {
  productTypeId: string;
  isView: boolean;
}) {
  const query = useQuery({
    queryKey: catalogKeys.mockupBackground(productTypeId),
    queryFn: ({ signal }) => catalogApi.mockupBackground(productTypeId, signal),
  });
  if (query.isPending) return null;
  if (query.error) return <ApiErrorAlert error={query.error} />;
  return (
    <MockupBackgroundForm
      key={query.data?.updatedAt ?? 'none'}
      productTypeId={productTypeId}
      saved={query.data}
      isView={isView}
    />
  );
}

function MockupBackgroundForm({
  productTypeId,
  saved,
  isView,
}: {
  productTypeId: string;
  saved: MockupBackground | null;
  isView: boolean;
}) {
  const { t } = useTranslation();
  const [background, setBackground] = useState<Background | null>(saved);
  const [area, setArea] = useState<Area>(saved ?? { x: '', y: '', width: '', height: '' });
  const [isRemoving, setRemoving] = useState(false);
  const upload = useCatalogMutation({
    mutationFn: (file: File) => catalogApi.uploadImage(file),
    onSuccess: (image) => {
      setBackground({
        imageId: image.id,
        imageUrl: image.url,
        imageWidth: image.width,
        imageHeight: image.height,
      });
      // A starting area: the middle half of the image, which the admin then adjusts.
      setArea({
        x: Math.round(image.width / 4),
        y: Math.round(image.height / 4),
        width: Math.round(image.width / 2),
        height: Math.round(image.height / 2),
      });
    },
  });
  const save = useCatalogMutation({
    mutationFn: () =>
      catalogApi.setMockupBackground(productTypeId, {
        imageId: background?.imageId ?? '',
        x: Number(area.x),
        y: Number(area.y),
        width: Number(area.width),
        height: Number(area.height),
      }),
  });
  const remove = useCatalogMutation({
    mutationFn: () => catalogApi.removeMockupBackground(productTypeId),
    onSuccess: () => setRemoving(false),
  });
  const percent = (value: number | '', of: number) => `${(Number(value) / of) * 100}%`;

  return (
    <Paper withBorder radius="md" p="lg" data-testid="mockup-background">
      <Stack gap="md">
        <Title order={4}>{t('catalog.mockupBackground.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('catalog.mockupBackground.hint')}
        </Text>
        {background ? (
          <Box pos="relative" maw={420} w="100%">
            <AuthImage
              src={background.imageUrl}
              alt={t('catalog.mockupBackground.title')}
              w="100%"
              fit="contain"
              data-testid="mockup-background-image"
            />
            <Box
              pos="absolute"
              left={percent(area.x, background.imageWidth)}
              top={percent(area.y, background.imageHeight)}
              w={percent(area.width, background.imageWidth)}
              h={percent(area.height, background.imageHeight)}
              style={{ border: '2px dashed var(--mantine-color-red-6)', pointerEvents: 'none' }}
              data-testid="mockup-background-area"
            />
          </Box>
        ) : (
          <Text size="sm" data-testid="mockup-background-none">
            {t('catalog.mockupBackground.none')}
          </Text>
        )}
        {background && (
          <Text size="xs" c="dimmed">
            {t('catalog.mockupBackground.size', {
              width: background.imageWidth,
              height: background.imageHeight,
            })}
          </Text>
        )}
        {!isView && (
          <Group>
            <ImageUploadButton upload={upload} variant="default" testId="mockup-background-upload">
              {background
                ? t('catalog.mockupBackground.replace')
                : t('catalog.mockupBackground.upload')}
            </ImageUploadButton>
          </Group>
        )}
        {background && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {SIDES.map((side) => (
              <NumberInput
                key={side}
                label={t(`catalog.mockupBackground.${side}`)}
                min={side === 'x' || side === 'y' ? 0 : 1}
                allowDecimal={false}
                readOnly={isView}
                value={area[side]}
                onChange={(value) =>
                  setArea((previous) => ({
                    ...previous,
                    [side]: value === '' ? '' : Number(value),
                  }))
                }
                error={fieldError(save.error, side)}
                data-testid={`mockup-background-${side}`}
              />
            ))}
          </SimpleGrid>
        )}
        {fieldError(save.error, 'imageId') && (
          <Text c="red" size="sm">
            {fieldError(save.error, 'imageId')}
          </Text>
        )}
        {upload.error && <ApiErrorAlert error={upload.error} />}
        {!isView && background && (
          <Group>
            <Button
              loading={save.isPending}
              onClick={() => save.mutate()}
              data-testid="mockup-background-save"
            >
              {t('catalog.mockupBackground.save')}
            </Button>
            {saved && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => setRemoving(true)}
                data-testid="mockup-background-remove"
              >
                {t('catalog.mockupBackground.remove')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={isRemoving}
        title={t('catalog.mockupBackground.remove')}
        message={t('catalog.mockupBackground.removeText')}
        confirmLabel={t('catalog.mockupBackground.remove')}
        isDanger
        isPending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setRemoving(false)}
      />
    </Paper>
  );
}
