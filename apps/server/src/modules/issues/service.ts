import {
  CLAIM_WINDOW_DAYS_DEFAULT,
  ISSUE_NOTICE_TITLES,
  type IssueConversation,
  type IssueReportBody,
  type IssueResolveBody,
  type IssueSortingBody,
  type IssueStatus,
  type IssueView,
} from '@platfox/domain';
import { and, eq, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { Actor } from '../../platform/actor';
import type { Db, DbTx } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import type { FileService } from '../../platform/files';
import { type Live, announceListChange } from '../../platform/live';
import { signalPendingTasks, accountsReadModel } from '../accounts/index';
import type { SettingsStore } from '../settings/index';
import { announcePosted } from '../ledger/index';
import { type NotificationDelivery, writeNotifications } from '../notifications/index';
import type { ActedBy } from '../order-items/index';
import { announceOrder } from '../orders/index';
import { isImageOfVisiblePart, issueView, visibleIssue } from './reads';
import {
  autoCloseIssue,
  lockIssue,
  moveIssue,
  raiseIssue,
  resolveIssue,
  sortIssue,
  writeMessage,
} from './rules';
import { issueItems, issues, type IssueRow } from './tables';
const { userPermissions, users } = accountsReadModel;

/** The admin permission that reads issues, the one that changes them, and each resolution's. */
export const ISSUE_READ_PERMISSION = 'ORDER_ITEM_DETAIL_ACCESS';
const RESOLUTION_PERMISSION = {
  REFUND: 'ORDER_ITEM_REFUND_DETAIL_UPDATE',
  REPRINT: 'ORDER_ITEM_RESEND_DETAIL_UPDATE',
} as const;

type Party = { type: 'SELLER' | 'PRINTER' | 'ADMIN'; id: string };

/** Who hears of a change: the parties of the conversation it happened in (all, for a status). */
type Audience = { conversation: IssueConversation | null };

/**
 * Support issues: every change in one transaction (issue, history, trace log, ledger row, the
 * other party's notification), then announced: `issue_updated` to each party that reads the part
 * that changed, the `issue` list's new-data notice, and the admin menu's counter.
 */
export class IssueService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly files: FileService,
    private readonly autoCloseDays: number,
    private readonly settings?: Pick<SettingsStore, 'get'>,
  ) {}

  /** The claim window in days (CLAIM_WINDOW_DAYS), read through the caller's transaction. */
  async claimWindowDays(db: Db | DbTx = this.db): Promise<number> {
    return this.settings ? this.settings.get('CLAIM_WINDOW_DAYS', db) : CLAIM_WINDOW_DAYS_DEFAULT;
  }

  async report(by: ActedBy, itemId: string, body: IssueReportBody): Promise<IssueView> {
    const { issue, told } = await this.db.transaction(async (tx) => {
      const raised = await raiseIssue(tx, by, itemId, body, await this.claimWindowDays(tx));
      const told = await this.notify(
        tx,
        raised,
        await this.admins(tx),
        by.actor.id,
        ISSUE_NOTICE_TITLES.issueNew(raised.selfId),
      );
      return { issue: raised, told };
    });
    await this.announce(issue, { conversation: null }, 'created', told);
    return issueView(this.db, by.actor, issue);
  }

  async get(actor: Actor, id: string): Promise<IssueView> {
    return issueView(this.db, actor, await visibleIssue(this.db, actor, id));
  }

  /** A message: sellers write in `conversation`, printers in `printerConversation`, admins in either. */
  async write(
    by: ActedBy,
    id: string,
    body: { conversation?: IssueConversation; message: string; imageIds: string[] },
  ): Promise<IssueView> {
    const conversation: IssueConversation =
      by.actor.type === 'SELLER'
        ? 'conversation'
        : by.actor.type === 'PRINTER'
          ? 'printerConversation'
          : (body.conversation ?? 'conversation');
    const { issue, told } = await this.db.transaction(async (tx) => {
      await visibleIssue(tx, by.actor, id);
      const locked = await lockIssue(tx, id);
      await writeMessage(tx, by, locked, conversation, body);
      const to =
        by.actor.type !== 'ADMIN'
          ? await this.admins(tx)
          : conversation === 'conversation'
            ? [{ type: 'SELLER' as const, id: locked.sellerId }]
            : await this.printers(tx, locked.id);
      const told = await this.notify(
        tx,
        locked,
        to,
        by.actor.id,
        ISSUE_NOTICE_TITLES.issueMessage(locked.selfId),
      );
      return { issue: locked, told };
    });
    await this.announce(issue, { conversation }, 'updated', told);
    return this.get(by.actor, id);
  }

  async move(by: ActedBy, id: string, status: IssueStatus): Promise<IssueView> {
    const { issue, told } = await this.db.transaction(async (tx) => {
      const moved = await moveIssue(tx, by, id, status);
      const told = await this.notify(
        tx,
        moved,
        [{ type: 'SELLER', id: moved.sellerId }],
        by.actor.id,
        ISSUE_NOTICE_TITLES.issueStatus(moved.selfId, status),
      );
      return { issue: moved, told };
    });
    await this.announce(issue, { conversation: null }, 'updated', told);
    return this.get(by.actor, id);
  }

  /** The admin sets the type and origin; the seller's page follows live. */
  async sort(by: ActedBy, id: string, body: IssueSortingBody): Promise<IssueView> {
    const issue = await this.db.transaction((tx) => sortIssue(tx, by, id, body));
    // Nobody is notified of a sorting: it is the back office's own.
    await this.announce(issue, { conversation: null }, 'updated', { count: 0, push: () => {} });
    return this.get(by.actor, id);
  }

  async resolve(by: ActedBy, id: string, body: IssueResolveBody): Promise<IssueView> {
    // Each resolution needs its own permission too (the ledger's refund, the resend's reprint).
    if (!by.actor.permissions.includes(RESOLUTION_PERMISSION[body.action])) throw forbidden();
    const { done, told } = await this.db.transaction(async (tx) => {
      const resolved = await resolveIssue(tx, by, id, body);
      const to: Party[] = [{ type: 'SELLER', id: resolved.issue.sellerId }];
      if (body.action === 'REPRINT') to.push(...(await this.printers(tx, resolved.issue.id)));
      const told = await this.notify(
        tx,
        resolved.issue,
        to,
        by.actor.id,
        ISSUE_NOTICE_TITLES.issueResolved(resolved.issue.selfId),
      );
      return { done: resolved, told };
    });
    await this.announce(done.issue, { conversation: 'conversation' }, 'updated', told);
    if (done.posted) await announcePosted(this.live, this.db, done.posted);
    if (done.reprintOrderId) {
      announceOrder(this.live, this.db, {
        orderId: done.reprintOrderId,
        sellerId: done.issue.sellerId,
        event: 'order_placed',
        kind: 'created',
      });
    }
    return this.get(by.actor, id);
  }

  /** A photo of the issue, to a reader of the part that carries it; anything else is 404. */
  async image(actor: Actor, id: string, fileId: string) {
    if (actor.type === 'ADMIN' && !actor.permissions.includes(ISSUE_READ_PERMISSION))
      throw forbidden();
    const issue = await visibleIssue(this.db, actor, id);
    if (!(await isImageOfVisiblePart(this.db, actor, issue, fileId))) throw notFound();
    // The file store's own check reads the owner's files only: the issue's check stands for it.
    return this.files.open({ ...actor, type: 'ROOT' }, fileId);
  }

  /**
   * Closes the issues that waited longer than the setting for the seller's answer, one
   * transaction each (a failure leaves the others closed); answers how many it closed.
   */
  async autoClose(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.autoCloseDays * 24 * 3600_000);
    const due = await this.db
      .select({ id: issues.id })
      .from(issues)
      .where(
        and(
          isNotNull(issues.awaitingSellerSince),
          lte(issues.awaitingSellerSince, before),
          notInArray(issues.status, ['CLOSED']),
        ),
      )
      .limit(500);
    let closed = 0;
    for (const { id } of due) {
      const result = await this.db.transaction(async (tx) => {
        const issue = await autoCloseIssue(tx, id, this.autoCloseDays, before);
        if (!issue) return null;
        const told = await this.notify(
          tx,
          issue,
          [{ type: 'SELLER', id: issue.sellerId }],
          null,
          ISSUE_NOTICE_TITLES.issueClosed(issue.selfId),
        );
        return { issue, told };
      });
      if (!result) continue;
      closed += 1;
      await this.announce(result.issue, { conversation: 'conversation' }, 'updated', result.told);
    }
    return closed;
  }

  /** Admins who may read issues (ORDER_ITEM_DETAIL_ACCESS), not blocked or deleted. */
  private async admins(tx: DbTx | Db): Promise<Party[]> {
    const rows = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(userPermissions, eq(userPermissions.userId, users.id))
      .where(
        and(
          eq(users.type, 'ADMIN'),
          eq(userPermissions.permission, ISSUE_READ_PERMISSION),
          notInArray(users.status, ['BLOCKED', 'DELETED']),
        ),
      );
    return rows.map((row) => ({ type: 'ADMIN', id: row.id }));
  }

  /** The printers of the issue's items. */
  private async printers(tx: DbTx | Db, issueId: string): Promise<Party[]> {
    const rows = await tx
      .selectDistinct({ id: issueItems.printerId })
      .from(issueItems)
      .where(and(eq(issueItems.issueId, issueId), isNotNull(issueItems.printerId)));
    return rows.map((row) => ({ type: 'PRINTER', id: row.id! }));
  }

  private notify(
    tx: DbTx,
    issue: IssueRow,
    to: readonly Party[],
    actorId: string | null,
    title: string,
  ): Promise<NotificationDelivery> {
    return writeNotifications(tx, this.live, {
      userIds: to.map((party) => party.id),
      type: 'ISSUE',
      title,
      details: { model: 'issue', ids: [issue.id] },
      actorId,
    });
  }

  /** After the commit: the parties who read the changed part hear `issue_updated`, lists their notice. */
  private async announce(
    issue: IssueRow,
    audience: Audience,
    kind: 'created' | 'updated',
    told: NotificationDelivery,
  ): Promise<void> {
    told.push();
    const [now] = await this.db
      .select({ status: issues.status })
      .from(issues)
      .where(eq(issues.id, issue.id));
    const payload = {
      id: issue.id,
      status: now?.status ?? issue.status,
      conversation: audience.conversation,
    };
    const parties: Party[] = [...(await this.admins(this.db))];
    if (audience.conversation !== 'printerConversation')
      parties.push({ type: 'SELLER', id: issue.sellerId });
    if (audience.conversation !== 'conversation')
      parties.push(...(await this.printers(this.db, issue.id)));
    for (const party of parties)
      this.live.emitToUser(party.type, party.id, 'issue_updated', payload);
    announceListChange(this.live, {
      model: 'issue',
      kind,
      ids: [issue.id],
      owners: [{ type: 'SELLER', id: issue.sellerId }, ...(await this.printers(this.db, issue.id))],
    });
    signalPendingTasks(this.live, this.db);
  }
}
