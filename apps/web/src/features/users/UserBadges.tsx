import { statusColor, type StatusColorGroup, type User } from '@platfox/domain';
import { useT } from '../../platform/i18n/useT';
import { StatusPill } from '../../ui/StatusPill';

const COLORS: Record<StatusColorGroup, string> = {
  danger: 'red',
  dark: 'dark',
  info: 'cyan',
  primary: 'indigo',
  secondary: 'gray',
  success: 'teal',
  warning: 'yellow',
};

export function UserStatusBadge({ status }: { status: User['status'] }) {
  const t = useT();
  return (
    <StatusPill color={COLORS[statusColor(status)]} testId="user-status">
      {t(`accounts.userStatus.${status}`)}
    </StatusPill>
  );
}

export function UserTypeBadge({ type }: { type: User['type'] }) {
  const t = useT();
  return (
    <StatusPill color={type === 'ROOT' ? 'grape' : 'indigo'} variant="outline" testId="user-type">
      {t(`userType.${type}`)}
    </StatusPill>
  );
}

export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  const t = useT();
  return (
    <StatusPill color={isVerified ? 'teal' : 'orange'} variant="dot" testId="user-verified">
      {t(isVerified ? 'accounts.users.verified' : 'accounts.users.unverified')}
    </StatusPill>
  );
}
