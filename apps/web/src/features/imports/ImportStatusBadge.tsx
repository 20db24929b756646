import type { ImportQueueStatus } from '@platfox/domain';
import { StatusBadge } from '../../ui/StatusBadge';

export function ImportStatusBadge({ status }: { status: ImportQueueStatus }) {
  return <StatusBadge status={status} testId={`import-status-${status}`} />;
}
