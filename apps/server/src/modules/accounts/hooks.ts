import type { DbTx } from '../../platform/db';
import { createHook } from '../../platform/hooks';
import type { Live } from '../../platform/live';

/** Something to do once the raiser's transaction has committed (a live push). */
export type AfterCommit = { push(): void };

/**
 * What happens to accounts that modules above want to act on, raised in the transaction of the
 * change: accounts sits at the bottom of the module graph and names none of them. The composition
 * root (src/subscriptions.ts) subscribes auth (sessions, sign-in throttle), trace-logs (the trail)
 * and notifications (the user's notices).
 */
export const accountHooks = {
  /** The account's sessions end (password changed or reset, account deleted), but `keep`. */
  sessionsEnding:
    createHook<[tx: DbTx, userId: string, reason: string, keep?: string]>('account.sessionsEnding'),
  /** Its owner reset the password by the mailed link: earlier failed sign-ins no longer count. */
  passwordReset: createHook<[tx: DbTx, email: string]>('account.passwordReset'),
  /** An administrator changed the account (blocked, re-activated, deleted, verified it). */
  changedByAdmin:
    createHook<[tx: DbTx, actorId: string, userId: string, description: string]>(
      'account.changedByAdmin',
    ),
  /**
   * The user's permissions changed (`byId` null: a role or an upload changed them): a subscriber
   * that tells the user adds its push to `afterCommit`, which the raiser runs after the commit.
   */
  permissionsChanged: createHook<
    [tx: DbTx, live: Live, userId: string, byId: string | null, afterCommit: AfterCommit[]]
  >('account.permissionsChanged'),
  /** A seller registered through a link carrying a sale code (issue 34: the salesman's). */
  registeredWithSaleCode: createHook<[tx: DbTx, userId: string, saleCode: string]>(
    'account.registeredWithSaleCode',
  ),
  /** An administrator blocked or re-activated the account (pushes as permissionsChanged's). */
  statusChanged:
    createHook<
      [
        tx: DbTx,
        live: Live,
        userId: string,
        status: 'BLOCKED' | 'OFFLINE',
        byId: string,
        afterCommit: AfterCommit[],
      ]
    >('account.statusChanged') /**
   * The account was activated: its owner verified the e-mail by the mailed link, or an
   * administrator verified it. Raised once per account (the admin's verify of a verified account
   * raises nothing); a subscriber that tells the user adds its push to `afterCommit`.
   */,
  activated:
    createHook<[tx: DbTx, live: Live, userId: string, afterCommit: AfterCommit[]]>(
      'account.activated',
    ),
};
