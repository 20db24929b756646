import { FIXED_NOTICE_DESCRIPTIONS, FIXED_NOTICE_TITLES } from '@platfox/domain';
import type { DbTx } from '../../platform/db';
import type { Live } from '../../platform/live';
import { type NotifyInput, writeNotifications } from './notify';

/**
 * What a user is told when an admin or root changes their account: status, role or permissions
 * (type OTHERS, linking to the user record). Written in the transaction of the change.
 */
export function accountStatusNotice(
  userId: string,
  status: 'BLOCKED' | 'OFFLINE',
  actorId: string,
): NotifyInput {
  const key = status === 'BLOCKED' ? 'accountBlocked' : 'accountActive';
  return {
    userIds: [userId],
    type: 'OTHERS',
    title: FIXED_NOTICE_TITLES[key],
    description: FIXED_NOTICE_DESCRIPTIONS[key] ?? '',
    details: { model: 'user', ids: [userId] },
    actorId,
  };
}

/** A role given or edited, or a batch of permissions set: the user's access changed. */
export function permissionsChangedNotice(userId: string, actorId: string | null): NotifyInput {
  return {
    userIds: [userId],
    type: 'OTHERS',
    title: FIXED_NOTICE_TITLES.permissionsChanged,
    description: FIXED_NOTICE_DESCRIPTIONS.permissionsChanged ?? '',
    details: { model: 'user', ids: [userId] },
    actorId,
  };
}

/** Accounts' permissionsChanged hook: the user is told; the push waits for the commit. */
export async function tellPermissionsChanged(
  tx: DbTx,
  live: Live,
  userId: string,
  byId: string | null,
  afterCommit: { push(): void }[],
): Promise<void> {
  afterCommit.push(await writeNotifications(tx, live, permissionsChangedNotice(userId, byId)));
}

/** Accounts' statusChanged hook: the user is told they were blocked or re-activated. */
export async function tellAccountStatus(
  tx: DbTx,
  live: Live,
  userId: string,
  status: 'BLOCKED' | 'OFFLINE',
  byId: string,
  afterCommit: { push(): void }[],
): Promise<void> {
  afterCommit.push(await writeNotifications(tx, live, accountStatusNotice(userId, status, byId)));
}
