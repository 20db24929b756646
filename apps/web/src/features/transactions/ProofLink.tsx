import { Button } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { transactionsApi } from './api';

/**
 * The bank transfer's proof image. Files are read through a short-lived link (POST files/:id/link)
 * so the browser opens it natively without the bearer token.
 */
export function ProofLink({ fileId, label }: { fileId: string; label?: string }) {
  const { t } = useTranslation();
  const open = useMutation({
    mutationFn: () => transactionsApi.fileLink(fileId),
    onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
  });
  return (
    <Button
      variant="light"
      leftSection={<IconPhoto size={16} />}
      loading={open.isPending}
      onClick={() => open.mutate()}
      data-testid="transaction-proof"
    >
      {label ?? t('transactions.fields.proof')}
    </Button>
  );
}
