import { statusColor } from '@platfox/domain';
import { StatusPill } from '../../ui/StatusPill';

/** Mantine colours of the domain's status colour groups (spec 02 section 4.12). */
const COLORS: Record<ReturnType<typeof statusColor>, string> = {
  danger: 'red',
  dark: 'dark',
  info: 'cyan',
  primary: 'indigo',
  secondary: 'gray',
  success: 'teal',
  warning: 'yellow',
};

/** An order or item status as the lists show it: underscores read as spaces (spec 02 3.14). */
export function OrderStatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <StatusPill color={COLORS[statusColor(status)]} testId={testId}>
      {status.replaceAll('_', ' ')}
    </StatusPill>
  );
}
