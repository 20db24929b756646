import { statusColor, type ImportQueueStatus } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
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

export function ImportStatusBadge({ status }: { status: ImportQueueStatus }) {
  const { t } = useTranslation();
  return (
    <StatusPill color={COLORS[statusColor(status)]} testId={`import-status-${status}`}>
      {t(`imports.status.${status}`)}
    </StatusPill>
  );
}
