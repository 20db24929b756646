import { TextInput } from '@mantine/core';
import { STOCK_CONFIRM_WORD } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * A destructive storage-area action (delete the area, take its items out): the user types CONFIRM
 * before the button works (spec 03 section 5); the server checks the word again.
 */
export function ConfirmWordDialog({
  title,
  message,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  title: string | null;
  message: string;
  isPending: boolean;
  error: unknown;
  onConfirm: (typed: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  return (
    <ConfirmDialog
      opened={title !== null}
      title={title ?? ''}
      message={message}
      confirmLabel={title ?? ''}
      isDanger
      isPending={isPending}
      isConfirmDisabled={typed !== STOCK_CONFIRM_WORD}
      onConfirm={() => onConfirm(typed)}
      onClose={close}
      testId="confirm-word-dialog"
    >
      <TextInput
        label={t('stock.confirmHint')}
        placeholder={STOCK_CONFIRM_WORD}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        data-testid="confirm-word"
      />
      <ApiErrorAlert error={error} />
    </ConfirmDialog>
  );
}
