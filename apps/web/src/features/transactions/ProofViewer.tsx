import { ActionIcon, Alert, Box, Group, Image, Loader, Stack, Text, Tooltip } from '@mantine/core';
import { API_PREFIX, platformEndpoints, pathOf } from '@platfox/domain';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthedImageUrl } from '../../ui/AuthImage';
import { ProofLink } from './ProofLink';

/** Zoom steps: fit to the frame, then up to four times; a click on the image goes one step up. */
const ZOOMS = [1, 1.5, 2, 3, 4] as const;

/**
 * A bank transfer's proof in the page, for the admin who approves it: the image fitted to its
 * frame, zoomed by buttons or a click, scrolled inside the frame at any zoom (a bank slip's
 * small print is what has to be read). The file is fetched with the session's token, so the
 * image never leaves the app as a public link; "open in a new tab" stays for a second screen.
 */
export function ProofViewer({ fileId, height = 420 }: { fileId: string; height?: number }) {
  const { t } = useTranslation();
  const image = useAuthedImageUrl(
    API_PREFIX + pathOf(platformEndpoints.getFilesDownload, { id: fileId }),
  );
  const [step, setStep] = useState(0);
  const zoom = ZOOMS[step] ?? 1;
  const zoomBy = (delta: number) =>
    setStep((current) => Math.min(ZOOMS.length - 1, Math.max(0, current + delta)));
  return (
    <Stack gap="xs" data-testid="proof-viewer">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500}>
          {t('transactions.proofViewer.title')}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('transactions.proofViewer.zoomOut')}>
            <ActionIcon
              variant="default"
              onClick={() => zoomBy(-1)}
              disabled={step === 0}
              aria-label={t('transactions.proofViewer.zoomOut')}
            >
              <IconZoomOut size={16} />
            </ActionIcon>
          </Tooltip>
          <Text size="xs" w={40} ta="center" data-testid="proof-zoom">
            {Math.round(zoom * 100)}%
          </Text>
          <Tooltip label={t('transactions.proofViewer.zoomIn')}>
            <ActionIcon
              variant="default"
              onClick={() => zoomBy(1)}
              disabled={step === ZOOMS.length - 1}
              aria-label={t('transactions.proofViewer.zoomIn')}
            >
              <IconZoomIn size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('transactions.proofViewer.fit')}>
            <ActionIcon
              variant="default"
              onClick={() => setStep(0)}
              disabled={step === 0}
              aria-label={t('transactions.proofViewer.fit')}
            >
              <IconZoomReset size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Box
        h={height}
        style={{
          overflow: 'auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-gray-light)',
        }}
        data-testid="proof-frame"
      >
        {image.status === 'loading' && <Loader size="sm" m="md" aria-label={t('app.loading')} />}
        {image.status === 'failed' && (
          <Alert color="red" variant="light" m="sm">
            {t('transactions.proofViewer.failed')}
          </Alert>
        )}
        {image.status === 'ready' && image.src && (
          <Image
            src={image.src}
            alt={t('transactions.proofViewer.title')}
            // Fitted, the whole slip shows; zoomed, it grows past the frame, which scrolls.
            w={`${zoom * 100}%`}
            maw="none"
            h={zoom === 1 ? '100%' : 'auto'}
            fit="contain"
            style={{ cursor: step < ZOOMS.length - 1 ? 'zoom-in' : 'zoom-out' }}
            onClick={() => setStep((current) => (current < ZOOMS.length - 1 ? current + 1 : 0))}
            data-testid="proof-image"
          />
        )}
      </Box>
      <Group>
        <ProofLink fileId={fileId} label={t('transactions.proofViewer.open')} />
      </Group>
    </Stack>
  );
}
