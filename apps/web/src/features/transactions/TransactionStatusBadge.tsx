import { Badge } from '@mantine/core';
import type { TransactionStatus } from '@platfox/domain';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TransactionStatus, string> = {
  APPROVED: 'teal',
  CANCELED: 'red',
  HOLDING: 'orange',
  PENDING: 'yellow',
};

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="transaction-status">
      {t(`transactions.status.${status}`)}
    </Badge>
  );
}
