import { Group, Modal, SegmentedControl, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthImage, useAuthedImageUrl } from '../AuthImage';
import { IMAGE_BACKGROUNDS, type ImageBackground, type ImageView } from './cells/imageView';
import defaultImage from './default-image.svg';

export { defaultImage };

const CHECKERBOARD = 'repeating-conic-gradient(#dee2e6 0% 25%, #ffffff 0% 50%) 50% / 20px 20px';

/** `mainSrc`: the main image as the browser can load it (a blob: URL for an /api/ image). */
function backdrop(background: ImageBackground, mainSrc: string | null): CSSProperties {
  switch (background) {
    case 'black':
      return { background: '#000' };
    case 'white':
      return { background: '#fff' };
    // A print design over the product's own picture, to judge how it will look.
    case 'mockup':
      return mainSrc
        ? { background: `#fff url("${mainSrc}") center / contain no-repeat` }
        : { background: '#fff' };
    case 'image':
      return { background: CHECKERBOARD };
  }
}

type ImageModalProps = { view: ImageView | null; onClose: () => void };

/**
 * The image modal (spec 02 sections 3.13 and 4.14): the main image, its detail images and the
 * print designs, on a background of choice. Its state lives in the body, which unmounts when the
 * modal closes: every opening starts again from the main image on the default background.
 */
export function ImageModal({ view, onClose }: ImageModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={view !== null}
      onClose={onClose}
      title={t('dataList.image.title')}
      size="lg"
      centered
    >
      {view && <ImageModalBody view={view} />}
    </Modal>
  );
}

function ImageModalBody({ view }: { view: ImageView }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(view.main);
  const [background, setBackground] = useState<ImageBackground>('image');
  const main = useAuthedImageUrl(view.main);
  const groups = [
    { label: t('dataList.image.main'), urls: [view.main] },
    { label: t('dataList.image.details'), urls: view.details },
    { label: t('dataList.image.printDesigns'), urls: view.printDesigns },
  ].filter((group) => group.urls.length > 0);

  return (
    <Stack gap="sm" data-testid="image-modal">
      <SegmentedControl
        size="xs"
        aria-label={t('dataList.image.background')}
        value={background}
        onChange={(value) =>
          setBackground(IMAGE_BACKGROUNDS.find((option) => option === value) ?? 'image')
        }
        data={IMAGE_BACKGROUNDS.map((option) => ({
          value: option,
          label: t(`dataList.image.backgrounds.${option}`),
        }))}
        data-testid="image-background"
      />
      <div
        style={{ ...backdrop(background, main.src), borderRadius: 8 }}
        data-background={background}
      >
        <AuthImage
          src={current}
          fallbackSrc={defaultImage}
          alt=""
          mah="60vh"
          fit="contain"
          data-testid="image-modal-current"
        />
      </div>
      {groups.map((group) => (
        <Stack key={group.label} gap={4}>
          <Text size="xs" c="dimmed">
            {group.label}
          </Text>
          <Group gap="xs">
            {group.urls.map((url) => (
              <UnstyledButton
                key={url}
                onClick={() => setCurrent(url)}
                aria-pressed={url === current}
                style={{
                  outline:
                    url === current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
                  borderRadius: 4,
                }}
              >
                <AuthImage
                  src={url}
                  fallbackSrc={defaultImage}
                  alt=""
                  w={56}
                  h={56}
                  fit="cover"
                  radius="sm"
                />
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
