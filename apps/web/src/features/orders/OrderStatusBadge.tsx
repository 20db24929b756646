import { StatusBadge } from '../../ui/StatusBadge';

/** An order, item or unit status as the lists show it, in the user's language. */
export function OrderStatusBadge({ status, testId }: { status: string; testId?: string }) {
  return <StatusBadge status={status} {...(testId ? { testId } : {})} />;
}
