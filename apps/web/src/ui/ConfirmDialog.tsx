import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (delete, block, revoke). */
  isDanger?: boolean;
  isPending?: boolean;
  /** Confirming needs something filled in first (e.g. a new password). */
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
  testId?: string;
  /** A wider dialog for one that shows a document to decide on (a proof of transfer). */
  size?: 'md' | 'xl';
};

/** A yes-or-no question before an action on an account; closing is "no". */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  isDanger = false,
  isPending = false,
  isConfirmDisabled = false,
  onConfirm,
  onClose,
  children,
  testId = 'confirm-dialog',
  size = 'md',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <Stack gap="md" data-testid={testId}>
        {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-testid="confirm-cancel">
            {t('accounts.common.cancel')}
          </Button>
          <Button
            color={isDanger ? 'red' : undefined}
            loading={isPending}
            disabled={isConfirmDisabled}
            onClick={onConfirm}
            data-testid="confirm-ok"
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
