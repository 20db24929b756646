import { accountEndpoints, userPermissionEventSchema } from '@platfox/domain';
import { z } from 'zod';
import { call } from '../api';
import { postToTabs } from '../broadcast';
import { navigateTo } from '../navigation';
import { BLOCKED_PATH, homeOf, replacePermissions, sessionStore, updateUser } from '../session';
import { onLiveEvent, resumeLive } from './socket';

const balanceEventSchema = z.object({ currentBalance: z.number() });
/** user_blocked and user_activated carry the user's id; an event about someone else is ignored. */
const aboutUserSchema = z.object({ id: z.string().optional() }).loose();

const currentUserId = () => sessionStore.get().auth?.user.id;
const isAboutMe = (payload: unknown) => {
  const parsed = aboutUserSchema.safeParse(payload);
  const id = parsed.success ? parsed.data.id : undefined;
  return id === undefined || id === currentUserId();
};

/** Blocked by an admin: every open tab goes to the blocked screen at once. */
export function onUserBlocked(payload: unknown): void {
  if (!currentUserId() || !isAboutMe(payload)) return;
  updateUser({ status: 'BLOCKED' });
  navigateTo(BLOCKED_PATH, { replace: true });
}

/**
 * Activated again: the fresh user (POST auth/authenticated answers it, blocked or not) replaces the
 * stored one and the user goes home. Without an answer the status the spec names (OFFLINE) is set.
 */
export async function onUserActivated(payload: unknown): Promise<void> {
  const auth = sessionStore.get().auth;
  if (!auth || !isAboutMe(payload)) return;
  const token = auth.accessToken.token;
  try {
    const user = await call(accountEndpoints.postAuthAuthenticated, { body: { token } }, { token });
    updateUser(user);
  } catch {
    updateUser({ status: 'OFFLINE' });
  }
  resumeLive();
  const user = sessionStore.get().auth?.user ?? null;
  if (user) navigateTo(homeOf(user), { replace: true });
}

/** New permission keys replace the stored ones here and in the other tabs. */
export function onUserPermission(payload: unknown): void {
  const userId = currentUserId();
  const parsed = userPermissionEventSchema.safeParse(payload);
  if (!userId || !parsed.success) return;
  replacePermissions(parsed.data.permissions);
  postToTabs({ type: 'permission-change', userId, permissions: parsed.data.permissions });
}

/** The seller's balance changed (deposit, charge, refund...): the top bar shows the new one. */
export function onTransactionBalance(payload: unknown): void {
  const parsed = balanceEventSchema.safeParse(payload);
  if (!currentUserId() || !parsed.success) return;
  updateUser({ currentBalance: Math.round(parsed.data.currentBalance) });
}

/** Subscribes the account reactions of spec 03 section 7.7; returns the unsubscribe. */
export function startAccountEvents(): () => void {
  const stops = [
    onLiveEvent('user_blocked', onUserBlocked),
    onLiveEvent('user_activated', (payload) => void onUserActivated(payload)),
    onLiveEvent('user_permission', onUserPermission),
    onLiveEvent('transaction_balance', onTransactionBalance),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
