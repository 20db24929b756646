import { statusColor, type ProductStatus } from '@platfox/domain';
import { useT } from '../platform/i18n/useT';
import { statusLabel } from './statusLabel';
import { StatusPill, type PillVariant } from './StatusPill';

/** Mantine colours of the domain's status colour groups (spec 02 section 4.12). */
export const STATUS_PILL_COLORS: Record<ReturnType<typeof statusColor>, string> = {
  danger: 'red',
  dark: 'dark',
  info: 'cyan',
  primary: 'indigo',
  secondary: 'gray',
  success: 'teal',
  warning: 'yellow',
};

/**
 * Any status of the domain as a badge: its colour group's colour and its label in the user's
 * language (statusLabel), so every screen names a status the same way.
 */
export function StatusBadge({
  status,
  testId,
  variant,
}: {
  status: string;
  testId?: string;
  variant?: PillVariant;
}) {
  const t = useT();
  return (
    <StatusPill
      color={STATUS_PILL_COLORS[statusColor(status)]}
      testId={testId}
      {...(variant ? { variant } : {})}
    >
      {statusLabel(t, status)}
    </StatusPill>
  );
}

/** ACTIVATED or INACTIVATED, for product types, their items and products alike. */
export function ProductStatusBadge({ status, testId }: { status: ProductStatus; testId?: string }) {
  return <StatusBadge status={status} {...(testId ? { testId } : {})} />;
}
