import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** After this long without an answer the seller may ask again (spec 01 section 2.8). */
export const REFRESH_AFTER_MS = 30_000;

type DepositProcessingModalProps = {
  opened: boolean;
  isDone: boolean;
  /** The processing failed: its message replaces the spinner. */
  error: string | null;
  onRefresh: () => void;
  onClose: () => void;
};

/**
 * The deposit processing modal: a spinner while the deposit is processed, then Done; a Refresh
 * button once 30 seconds have passed, and a close button. A HOLDING answer is the caller's cue to
 * switch to the verify-deposit modal instead.
 */
export function DepositProcessingModal({
  opened,
  isDone,
  error,
  onRefresh,
  onClose,
}: DepositProcessingModalProps) {
  const { t } = useTranslation();
  const [canRefresh, setCanRefresh] = useState(false);
  useEffect(() => {
    if (!opened || isDone) return undefined;
    setCanRefresh(false);
    const timer = setTimeout(() => setCanRefresh(true), REFRESH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [opened, isDone]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('transactions.processing.title')} centered>
      <Stack align="center" gap="md" data-testid="deposit-processing-modal">
        {isDone ? (
          <>
            <IconCircleCheck size={48} color="var(--mantine-color-teal-6)" />
            <Text fw={600} data-testid="deposit-processing-done">
              {t('transactions.processing.done')}
            </Text>
          </>
        ) : error ? (
          <Text c="red" size="sm" data-testid="deposit-processing-error">
            {error}
          </Text>
        ) : (
          <>
            <Loader />
            <Text size="sm">{t('transactions.processing.wait')}</Text>
          </>
        )}
        <Group justify="center">
          {!isDone && (canRefresh || error) && (
            <Button variant="default" onClick={onRefresh} data-testid="deposit-processing-refresh">
              {t('transactions.processing.refresh')}
            </Button>
          )}
          <Button
            variant={isDone ? 'filled' : 'subtle'}
            onClick={onClose}
            data-testid="deposit-processing-close"
          >
            {t('transactions.processing.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
