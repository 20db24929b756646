import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  MIN_IMAGE_DPI,
  type CatalogImage,
  type GalleryItem,
  type UploadTypeItem,
} from '@platfox/domain';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { galleryApi } from './api';
import { GalleryGrid } from './GalleryGrid';

/**
 * "From gallery" beside a print position's upload: the seller picks an active gallery image
 * instead of uploading it again. The server checks it against the position as it checks an upload
 * and answers the design; a refusal (too small, too few dpi) is shown in the dialog.
 */
export function GalleryPicker({
  item,
  onPicked,
}: {
  item: UploadTypeItem;
  onPicked: (design: CatalogImage) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [selectedId, setSelectedId] = useState<string | undefined>();
  const use = useMutation({
    mutationFn: (id: string) => galleryApi.useAsDesign(id, item.id),
    onSuccess: (design) => {
      onPicked(design);
      setIsOpen(false);
    },
  });
  // What the server will surely refuse, said before choosing (it still checks the choice).
  const noteOf = (candidate: GalleryItem) => {
    if (candidate.dpi !== null && candidate.dpi < MIN_IMAGE_DPI) {
      return t('gallery.fitLowDpi', { dpi: candidate.dpi, min: MIN_IMAGE_DPI });
    }
    if (candidate.width < item.width && candidate.height < item.height) {
      return t('gallery.fitTooSmall');
    }
    return null;
  };
  const close = () => {
    setIsOpen(false);
    use.reset();
  };
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPhoto size={14} />}
        onClick={() => setIsOpen(true)}
        data-testid={`design-gallery-${item.type}`}
      >
        {t('gallery.fromGallery')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={close}
        size="xl"
        title={t('gallery.pickTitle', { position: item.name })}
      >
        <Stack gap="sm" data-testid="gallery-picker">
          <Text size="sm" c="dimmed">
            {t('gallery.pickHint', { width: item.width, height: item.height })}
          </Text>
          {use.error && <ApiErrorAlert error={use.error} />}
          <GalleryGrid
            onlyActive
            pageSize={12}
            cols={{ base: 2, sm: 3, md: 4 }}
            noteOf={noteOf}
            selectedId={selectedId}
            onOpen={(picked) => {
              setSelectedId(picked.id);
              use.reset();
            }}
          />
          <Group justify="space-between">
            <Anchor component={Link} to="/s/gallery" target="_blank" size="sm">
              {t('gallery.manage')}
            </Anchor>
            <Group gap="sm">
              <Button variant="default" onClick={close}>
                {t('gallery.cancel')}
              </Button>
              <Button
                disabled={!selectedId}
                loading={use.isPending}
                onClick={() => selectedId && use.mutate(selectedId)}
                data-testid="gallery-pick"
              >
                {t('gallery.useAsDesign')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
