import {
  activatedAccountNotificationSchema,
  FIXED_NOTICE_DESCRIPTIONS,
  FIXED_NOTICE_TITLES,
} from '@platfox/domain';
import { readSettings } from '../settings/index';
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

const jsonOf = (text: string | undefined): unknown => {
  try {
    return text === undefined ? null : JSON.parse(text);
  } catch {
    // A value stored before its rule tightened: no welcome rather than a failed activation.
    return null;
  }
};

/**
 * Accounts' activated hook: the admin's welcome notice for a newly activated account
 * (NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT, set on /a/setting-account/notification), when it is
 * switched on and has a title. Read in the activation's transaction: activations are rare, so
 * the store's cache is not needed, and the notice is written with the activation or not at all.
 */
export async function welcomeActivatedAccount(
  tx: DbTx,
  live: Live,
  userId: string,
  afterCommit: { push(): void }[],
): Promise<void> {
  const key = 'NOTIFICATION_FOR_NEW_ACTIVATED_ACCOUNT';
  const stored = (await readSettings(tx, [key]))[key];
  const parsed = activatedAccountNotificationSchema.safeParse(jsonOf(stored));
  if (!parsed.success || !parsed.data.isEnabled || parsed.data.title === '') return;
  const notice: NotifyInput = {
    userIds: [userId],
    type: 'OTHERS',
    title: parsed.data.title,
    description: parsed.data.description,
    details: null,
  };
  afterCommit.push(await writeNotifications(tx, live, notice));
}
