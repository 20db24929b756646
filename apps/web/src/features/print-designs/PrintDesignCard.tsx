import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { UploadTypeItemType } from '@platfox/domain';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../ui/AuthImage';
import { Isolated, Ltr } from '../../ui/Bidi';

export type PrintDesignShown = {
  positionName: string;
  type: UploadTypeItemType;
  fileName: string;
  width: number;
  height: number;
  dpi: number | null;
  /** The printer's own file for this item (a mass upload), not the product's. */
  isReplaced?: boolean;
  /** What the picture shows (an /api/ URL is fetched with the session's token). */
  imageUrl: string;
};

/**
 * One print position's design as a printer checks it before printing: the picture, the pixel
 * size and the density the file declares, and its download. Shared by the printer's and the
 * seller's print-design screens.
 */
export function PrintDesignCard({
  design,
  onDownload,
  isDownloading = false,
}: {
  design: PrintDesignShown;
  onDownload: () => void;
  isDownloading?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid="print-design" data-type={design.type}>
      <Stack gap="sm">
        <AuthImage
          src={design.imageUrl}
          alt={design.positionName}
          h={220}
          fit="contain"
          radius="sm"
          bg="gray.1"
          data-testid="print-design-image"
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={5} data-testid="print-design-position">
            <Isolated>{design.positionName}</Isolated>
          </Title>
          <Badge variant="light">{t(`catalog.uploadTypes.positions.${design.type}`)}</Badge>
        </Group>
        {design.isReplaced && (
          <Badge color="orange" variant="light" data-testid="print-design-replaced">
            {t('printDesigns.replaced')}
          </Badge>
        )}
        <Stack gap={2}>
          <Text size="sm" data-testid="print-design-size">
            {t('printDesigns.size', { width: design.width, height: design.height })}
          </Text>
          <Text size="sm" data-testid="print-design-dpi">
            {design.dpi === null
              ? t('printDesigns.noDpi')
              : t('printDesigns.dpi', { dpi: design.dpi })}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            <Ltr>{design.fileName}</Ltr>
          </Text>
        </Stack>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          onClick={onDownload}
          loading={isDownloading}
          data-testid="print-design-download"
        >
          {t('printDesigns.download')}
        </Button>
      </Stack>
    </Paper>
  );
}
