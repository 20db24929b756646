import type { TransactionStatus } from '@platfox/domain';
import { StatusBadge } from '../../ui/StatusBadge';

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return <StatusBadge status={status} testId="transaction-status" />;
}
