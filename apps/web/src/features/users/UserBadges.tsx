import { Badge } from '@mantine/core';
import { statusColor, type StatusColorGroup, type User } from '@platfox/domain';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[statusColor(status)]} variant="light" tt="none" data-testid="user-status">
      {t(`accounts.userStatus.${status}`)}
    </Badge>
  );
}

export function UserTypeBadge({ type }: { type: User['type'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={type === 'ROOT' ? 'grape' : 'indigo'}
      variant="outline"
      tt="none"
      data-testid="user-type"
    >
      {t(`userType.${type}`)}
    </Badge>
  );
}

export function VerifiedBadge({ isVerified }: { isVerified: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={isVerified ? 'teal' : 'orange'}
      variant="dot"
      tt="none"
      data-testid="user-verified"
    >
      {t(isVerified ? 'accounts.users.verified' : 'accounts.users.unverified')}
    </Badge>
  );
}
