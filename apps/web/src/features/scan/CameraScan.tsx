import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
type BarcodeDetectorLike = {
  detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]>;
};
type BarcodeDetectorClass = new () => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

export const isCameraScanSupported = () =>
  detectorClass() !== undefined && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** How often a frame is read: often enough to feel instant, rarely enough to spare the CPU. */
const DETECT_INTERVAL_MS = 250;

function CameraView({ onDetected }: { onDetected: (value: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [isFailed, setFailed] = useState(false);
  // The camera starts once per opening; a new callback from a re-render must not restart it.
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  });

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return undefined;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let isStopped = false;
    const detector = new Detector();
    const read = async () => {
      const element = video.current;
      if (isStopped || !element || element.readyState < 2) return;
      const [found] = await detector.detect(element).catch(() => []);
      if (found?.rawValue && !isStopped) {
        isStopped = true;
        detected.current(found.rawValue);
      }
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (media) => {
        stream = media;
        if (isStopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        timer = window.setInterval(() => void read(), DETECT_INTERVAL_MS);
      })
      .catch(() => setFailed(true));
    return () => {
      isStopped = true;
      window.clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  if (isFailed) {
    return (
      <Alert color="red" data-testid="camera-failed">
        {t('scan.camera.failed')}
      </Alert>
    );
  }
  return (
    <video
      ref={video}
      muted
      playsInline
      style={{ width: '100%', borderRadius: 8 }}
      data-testid="camera-video"
    />
  );
}

/**
 * The camera's scan (Barcode Detection API): the first code read is handed over like a scanner's,
 * and the camera stops. The button is not shown where the browser cannot detect codes.
 */
export function CameraScan({ onDetected }: { onDetected: (value: string) => void }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  if (!isCameraScanSupported()) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCamera size={18} />}
        onClick={() => setOpen(true)}
        data-testid="camera-scan"
      >
        {t('scan.camera.open')}
      </Button>
      <Modal opened={isOpen} onClose={() => setOpen(false)} title={t('scan.camera.title')} centered>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('scan.camera.hint')}
          </Text>
          {isOpen && (
            <CameraView
              onDetected={(value) => {
                setOpen(false);
                onDetected(value);
              }}
            />
          )}
        </Stack>
      </Modal>
    </>
  );
}
