import type { ReactNode } from 'react';
import { isApiError } from '../platform/api';
import { ErrorPage } from './ErrorPage';
import { PageLoader } from './FullPageLoader';

/**
 * What a detail page shows until its record is read: a loader, or the error page when the read
 * failed (a deleted or foreign id is the 404 page, not a loader that never ends). Null once there
 * is a record, or on a create page.
 */
export function detailGate(
  id: string | null,
  record: { data?: unknown; error: unknown },
): ReactNode | null {
  if (!id || record.data) return null;
  if (record.error) {
    return <ErrorPage status={isApiError(record.error) ? record.error.status : 0} />;
  }
  return <PageLoader />;
}
