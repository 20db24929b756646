import type { User } from '@platfox/domain';
import { useT } from '../../platform/i18n/useT';
import { StatusBadge } from '../../ui/StatusBadge';
import { StatusPill } from '../../ui/StatusPill';

export function UserStatusBadge({ status }: { status: User['status'] }) {
  return <StatusBadge status={status} testId="user-status" />;
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
