import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { GalleryItem } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { AuthImage } from '../../ui/AuthImage';
import { Isolated } from '../../ui/Bidi';
import { StatusBadge } from '../../ui/StatusBadge';

/** A file size as people read it: 820 KB, 3.4 MB (in the user's digits). */
export function useFileSize() {
  const { t, i18n } = useTranslation();
  return (bytes: number) => {
    const number = (value: number, digits: number) =>
      new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);
    if (bytes < 1024 * 1024) return t('gallery.sizeKb', { size: number(bytes / 1024, 0) });
    return t('gallery.sizeMb', { size: number(bytes / 1024 / 1024, 1) });
  };
}

/** The image on a checkerboard, so a transparent design shows its edges. */
export function GalleryPicture({
  item,
  size,
  height,
}: {
  item: GalleryItem;
  size: 'thumbnail' | 'original';
  height: number | string;
}) {
  return (
    <AuthImage
      src={size === 'thumbnail' ? item.thumbnailUrl : item.url}
      alt={item.name}
      h={height}
      fit="contain"
      style={{
        backgroundColor: '#fff',
        backgroundImage: 'conic-gradient(#eee 25%, transparent 0 50%, #eee 0 75%, transparent 0)',
        backgroundSize: '16px 16px',
      }}
    />
  );
}

export function TagBadges({ tags }: { tags: readonly string[] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag} size="xs" variant="light" tt="none">
          <Isolated>{tag}</Isolated>
        </Badge>
      ))}
    </Group>
  );
}

/** One item of the grid: picture, name, pixels and size, tags, and its status when archived. */
export function GalleryCard({
  item,
  onOpen,
  isSelected = false,
  note = null,
}: {
  item: GalleryItem;
  onOpen: () => void;
  isSelected?: boolean;
  /** A warning about this item where it is offered (the picker: it will not fit). */
  note?: string | null;
}) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  return (
    <Card
      withBorder
      radius="md"
      padding="xs"
      component="button"
      type="button"
      onClick={onOpen}
      aria-pressed={isSelected || undefined}
      data-testid="gallery-card"
      style={{
        cursor: 'pointer',
        textAlign: 'start',
        outline: isSelected ? '2px solid var(--mantine-color-blue-6)' : undefined,
      }}
    >
      <Card.Section>
        <GalleryPicture item={item} size="thumbnail" height={150} />
      </Card.Section>
      <Stack gap={4} mt="xs">
        {/* The name's own direction, so a Latin name on an Arabic page is cut at its end. */}
        <Text size="sm" fw={600} truncate="end" dir="auto" title={item.name}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('gallery.pixels', { width: item.width, height: item.height })} · {fileSize(item.size)}
        </Text>
        <Group gap={4} justify="space-between" wrap="nowrap">
          <TagBadges tags={item.tags} />
          {item.status !== 'ACTIVE' && <StatusBadge status={item.status} />}
        </Group>
        {note && (
          <Text size="xs" c="orange.8" data-testid="gallery-card-note">
            {note}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
