import { Alert, Box, Button, Center, FileButton, Group, List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiErrorText } from '../../ui/ApiErrorAlert';
import { Isolated } from '../../ui/Bidi';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { galleryApi, useGalleryMutation } from './api';
import { GalleryGrid } from './GalleryGrid';
import { TagManager } from './TagManager';

type Refusal = { name: string; error: unknown };

function RefusalLine({ refusal }: { refusal: Refusal }) {
  const text = useApiErrorText(refusal.error);
  return (
    <List.Item>
      <Isolated>{refusal.name}</Isolated>: {text}
    </List.Item>
  );
}

/**
 * /s/gallery: the seller's image library (Printful's "File library"). Images are uploaded a few
 * at a time (each checked by the server: PNG or JPEG, 10 MB), then opened, tagged and used as
 * designs from the product form.
 */
export default function GalleryPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  // Files dragged over the grid: dropping them uploads them, as the button does.
  const [isDragging, setIsDragging] = useState(false);
  const upload = useGalleryMutation({
    mutationFn: async (chosen: File[]) => {
      const refused: Refusal[] = [];
      let added = 0;
      // One at a time: a shared small server, and each refusal named by its file.
      for (const file of chosen) {
        try {
          await galleryApi.upload(file);
          added += 1;
        } catch (error) {
          refused.push({ name: file.name, error });
        }
      }
      return { added, refused };
    },
    onSuccess: ({ added, refused }) => {
      setRefusals(refused);
      if (added > 0) {
        notifications.show({ color: 'teal', message: t('gallery.uploaded', { count: added }) });
      }
    },
  });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Group gap="sm">
            <TagManager />
            <FileButton
              multiple
              accept="image/png,image/jpeg"
              inputProps={{ 'data-testid': 'gallery-upload-input' } as object}
              onChange={(files) => {
                if (files.length > 0) upload.mutate(files);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  leftSection={<IconUpload size={16} />}
                  loading={upload.isPending}
                  data-testid="gallery-upload"
                >
                  {t('gallery.upload')}
                </Button>
              )}
            </FileButton>
          </Group>
        }
      />
      <Text c="dimmed" size="sm" mb="md">
        {t('gallery.intro')}
      </Text>
      {refusals.length > 0 && (
        <Alert
          color="red"
          mb="md"
          title={t('gallery.refused', { count: refusals.length })}
          withCloseButton
          onClose={() => setRefusals([])}
          data-testid="gallery-refusals"
        >
          <List size="sm">
            {refusals.map((refusal, index) => (
              <RefusalLine key={`${refusal.name}-${index}`} refusal={refusal} />
            ))}
          </List>
        </Alert>
      )}
      <Box
        pos="relative"
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            setIsDragging(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setIsDragging(false);
          const files = [...event.dataTransfer.files];
          if (files.length > 0 && !upload.isPending) upload.mutate(files);
        }}
        data-testid="gallery-drop"
      >
        <GalleryGrid onOpen={(item) => void navigate(`/s/gallery/${item.id}`)} />
        {isDragging && (
          <Center
            pos="absolute"
            inset={0}
            bg="rgba(76, 110, 245, 0.08)"
            style={{ border: '2px dashed var(--mantine-color-blue-5)', borderRadius: 8 }}
          >
            <Text fw={600} c="blue.7">
              {t('gallery.dropHere')}
            </Text>
          </Center>
        )}
      </Box>
    </>
  );
}
