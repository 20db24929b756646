import type { NotifyInput } from './notify';

/**
 * What a user is told when an admin or root changes their account: status, role or permissions
 * (type OTHERS, linking to the user record). Written in the transaction of the change.
 */
export function accountStatusNotice(
  userId: string,
  status: 'BLOCKED' | 'OFFLINE',
  actorId: string,
): NotifyInput {
  return {
    userIds: [userId],
    type: 'OTHERS',
    title: status === 'BLOCKED' ? 'Your account has been blocked' : 'Your account is active again',
    description:
      status === 'BLOCKED'
        ? 'An administrator blocked your account. Please contact support if you think this is a mistake.'
        : 'An administrator re-activated your account. You can use the platform again.',
    details: { model: 'user', ids: [userId] },
    actorId,
  };
}

/** A role given or edited, or a batch of permissions set: the user's access changed. */
export function permissionsChangedNotice(userId: string, actorId: string | null): NotifyInput {
  return {
    userIds: [userId],
    type: 'OTHERS',
    title: 'Your permissions have been changed',
    description:
      'What you can see and do may have changed. Some pages may now be open or closed to you.',
    details: { model: 'user', ids: [userId] },
    actorId,
  };
}
