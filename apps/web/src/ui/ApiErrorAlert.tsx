import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError, isCancelledRequest } from '../platform/api';
import { serverMessageText } from './serverMessageText';

/** The text of a failed call for a form's alert; nothing for a call cancelled on purpose. */
export function useApiErrorText(error: unknown): string | null {
  const { t } = useTranslation();
  if (!error || isCancelledRequest(error)) return null;
  if (isApiError(error) && error.kind === 'network') return t('errors.connection');
  return isApiError(error) && error.message
    ? serverMessageText(t, error.message)
    : t('accounts.common.failed');
}

/** The server's message for a failed call, above a form. */
export function ApiErrorAlert({
  error,
  testId = 'form-error',
}: {
  error: unknown;
  testId?: string;
}) {
  const text = useApiErrorText(error);
  if (!text) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid={testId}>
      {text}
    </Alert>
  );
}
