import {
  Group,
  Pagination,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { GALLERY_ITEM_STATUSES, type GalleryItem, type GalleryItemStatus } from '@platfox/domain';
import { IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../ui/FullPageLoader';
import { statusLabel } from '../../ui/statusLabel';
import { galleryApi, galleryKeys } from './api';
import { GalleryCard } from './parts';

const PAGE_SIZE = 24;

/**
 * The gallery's search, tag and status filters over a grid of its items, a page at a time. The
 * gallery page opens an item; the design picker chooses one (only active items are offered).
 */
export function GalleryGrid({
  onOpen,
  selectedId,
  onlyActive = false,
  pageSize = PAGE_SIZE,
  cols = { base: 2, sm: 3, md: 4, xl: 6 },
  noteOf,
}: {
  onOpen: (item: GalleryItem) => void;
  selectedId?: string;
  onlyActive?: boolean;
  pageSize?: number;
  /** Columns by viewport width; a dialog, narrower than the page, asks for fewer. */
  cols?: Record<string, number>;
  noteOf?: (item: GalleryItem) => string | null;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [tag, setTag] = useState<string | null>(null);
  const [status, setStatus] = useState<GalleryItemStatus | 'ALL'>(onlyActive ? 'ACTIVE' : 'ALL');
  const [page, setPage] = useState(1);
  const query = {
    ...(debounced ? { search: debounced } : {}),
    ...(tag ? { tag } : {}),
    ...(status === 'ALL' ? {} : { status }),
    page,
    pageSize,
  };
  const items = useQuery({
    queryKey: galleryKeys.page(query),
    queryFn: ({ signal }) => galleryApi.page(query, signal),
    placeholderData: keepPreviousData,
  });
  const tags = useQuery({
    queryKey: galleryKeys.tags,
    queryFn: ({ signal }) => galleryApi.tags(signal),
  });
  const pages = items.data ? Math.max(1, Math.ceil(items.data.total / pageSize)) : 1;
  const isFiltered = Boolean(debounced || tag || (status !== 'ALL' && !onlyActive));
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          leftSection={<IconSearch size={16} />}
          placeholder={t('gallery.search')}
          aria-label={t('gallery.search')}
          style={{ flex: '1 1 14rem' }}
          data-testid="gallery-search"
        />
        <Select
          value={tag}
          onChange={(value) => {
            setTag(value);
            setPage(1);
          }}
          data={(tags.data ?? []).map((entry) => ({
            value: entry.tag,
            label: `${entry.tag} (${entry.items})`,
          }))}
          placeholder={t('gallery.allTags')}
          aria-label={t('gallery.tag')}
          clearable
          searchable
          style={{ flex: '0 1 12rem' }}
          data-testid="gallery-tag-filter"
        />
        {!onlyActive && (
          <SegmentedControl
            value={status}
            onChange={(value) => {
              setStatus(value as GalleryItemStatus | 'ALL');
              setPage(1);
            }}
            data={[
              { value: 'ALL', label: t('gallery.allStatuses') },
              ...GALLERY_ITEM_STATUSES.map((value) => ({ value, label: statusLabel(t, value) })),
            ]}
            data-testid="gallery-status-filter"
          />
        )}
      </Group>
      {!items.data ? (
        <PageLoader />
      ) : items.data.items.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="gallery-empty">
          {isFiltered ? t('gallery.noMatch') : t('gallery.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={cols} spacing="sm" data-testid="gallery-grid">
          {items.data.items.map((item) => (
            <GalleryCard
              key={item.id}
              item={item}
              isSelected={item.id === selectedId}
              note={noteOf?.(item) ?? null}
              onOpen={() => onOpen(item)}
            />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination value={page} onChange={setPage} total={pages} size="sm" />
        </Group>
      )}
    </Stack>
  );
}
