import type { ProductStatus } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { StatusPill } from './StatusPill';

/** ACTIVATED or INACTIVATED, for product types, their items and products alike. */
export function ProductStatusBadge({ status, testId }: { status: ProductStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusPill color={status === 'ACTIVATED' ? 'teal' : 'gray'} testId={testId}>
      {t(`catalog.statuses.${status}`)}
    </StatusPill>
  );
}
