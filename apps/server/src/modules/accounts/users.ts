import {
  ADMIN_MANAGED_TYPES,
  formatMessage,
  type AccountType,
  type ManagedUser,
  type createUserBodySchema,
  type resetUserPasswordBodySchema,
  type updateUserBodySchema,
  type userListQuerySchema,
  type ListChangeKind,
} from '@platfox/domain';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation, type Db, type DbTx } from '../../platform/db';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { hashPassword } from '../../platform/secrets';
import type { Actor } from '../../platform/actor';
import { type AfterCommit, accountHooks } from './hooks';
import type { RoleService } from './roles';
import {
  findUserRow,
  findUserRowByEmail,
  normalizeEmail,
  permissionsOf,
  permissionsOfMany,
  toManagedUser,
} from './service';
import { users, type UserRow } from './tables';
import { spendTokens } from './tokens';

type CreateUserBody = z.infer<typeof createUserBodySchema>;
type UpdateUserBody = z.infer<typeof updateUserBodySchema>;
type UserListQuery = z.infer<typeof userListQuerySchema>;
type ResetUserPasswordBody = z.infer<typeof resetUserPasswordBodySchema>;
type Message = { status: number; message: string };

export const ADMIN_SCOPE_MESSAGE = 'Admins manage sellers, printers and warehouse users only';
const EMAIL_TAKEN = formatMessage('unique', { name: 'email' });

const isManagedBy = (actor: Actor, type: AccountType): boolean =>
  actor.type === 'ROOT' || (ADMIN_MANAGED_TYPES as readonly AccountType[]).includes(type);

/** A LIKE pattern matching `text` anywhere, with the pattern characters in it taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Users as root and admins manage them (spec 01 sections 2.3, 2.6 and 6). Root manages every
 * user; an admin only sellers, printers and warehouse users.
 */
export class UserManagementService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly roles: RoleService,
  ) {}

  /** A page of users; an admin's list holds only the types an admin manages. */
  async list(
    actor: Actor,
    query: UserListQuery,
  ): Promise<{ status: 200; items: ManagedUser[]; total: number }> {
    const conditions: (SQL | undefined)[] = [
      actor.type === 'ROOT' ? undefined : inArray(users.type, ADMIN_MANAGED_TYPES),
      query.type ? eq(users.type, query.type) : undefined,
      query.status ? eq(users.status, query.status) : undefined,
    ];
    if (query.search) {
      const pattern = containing(query.search);
      conditions.push(
        or(
          ilike(users.email, pattern),
          sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
        ),
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    const permissions = await permissionsOfMany(
      this.db,
      rows.map((row) => row.id),
    );
    return {
      status: 200,
      items: rows.map((row) => toManagedUser(row, permissions.get(row.id) ?? [])),
      total: total?.n ?? 0,
    };
  }

  async get(actor: Actor, id: string): Promise<ManagedUser> {
    const row = await this.manageable(actor, id);
    return toManagedUser(row, await permissionsOf(this.db, id));
  }

  async create(actor: Actor, body: CreateUserBody): Promise<ManagedUser> {
    if (!isManagedBy(actor, body.type)) throw forbidden(ADMIN_SCOPE_MESSAGE);
    if (await findUserRowByEmail(this.db, body.email)) {
      throw badRequest(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    const passwordHash = await hashPassword(body.password);
    const { roleId, password: _password, ...fields } = body;
    const row = await this.db
      .transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            ...fields,
            email: normalizeEmail(body.email),
            phone: body.phone || null,
            passwordHash,
            status: 'OFFLINE',
          })
          .returning();
        if (roleId) await this.roles.assignRole(tx, created!, roleId);
        return created!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw badRequest(EMAIL_TAKEN, { email: EMAIL_TAKEN });
        throw error;
      });
    this.announce('created', row.id);
    return this.get(actor, row.id);
  }

  /** Edits a user; a role given by root replaces the user's permissions with the role's. */
  async update(actor: Actor, id: string, body: UpdateUserBody): Promise<ManagedUser> {
    const target = await this.manageable(actor, id);
    const { roleId, ...fields } = body;
    const { permissions, told } = await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...fields, phone: body.phone || null, updatedAt: new Date() })
        .where(eq(users.id, id));
      if (roleId === null) await tx.update(users).set({ roleId: null }).where(eq(users.id, id));
      const given = roleId ? await this.roles.assignRole(tx, target, roleId) : undefined;
      const told: AfterCommit[] = [];
      if (given) await accountHooks.permissionsChanged.raise(tx, this.live, id, actor.id, told);
      return { permissions: given, told };
    });
    if (permissions) this.live.emitToUser(target.type, id, 'user_permission', { permissions });
    for (const delivery of told) delivery.push();
    this.announce('updated', id);
    return this.get(actor, id);
  }

  /**
   * Blocks a user. Sessions stay open so the blocked page can notice a re-activation; the guard
   * refuses a blocked user's every call, and the live channel closes at once after telling their
   * open tabs (user_blocked moves them to the blocked page).
   */
  async block(actor: Actor, id: string): Promise<Message> {
    const target = await this.manageable(actor, id);
    if (id === actor.id) throw badRequest('You cannot block your own account');
    if (target.status === 'DELETED') throw badRequest('This account has been deleted');
    await this.setStatus(id, 'BLOCKED', actor);
    this.live.emitToUser(target.type, id, 'user_blocked', { id, status: 'BLOCKED' });
    this.live.disconnectUser(id);
    this.announce('updated', id);
    return { status: 200, message: 'The account has been blocked' };
  }

  /** A blocked or deleted user becomes OFFLINE again and may sign in. */
  async reactivate(actor: Actor, id: string): Promise<Message> {
    const target = await this.manageable(actor, id);
    if (target.status !== 'BLOCKED' && target.status !== 'DELETED') {
      throw badRequest('Only a blocked or deleted account can be re-activated');
    }
    await this.setStatus(id, 'OFFLINE', actor);
    this.live.emitToUser(target.type, id, 'user_activated', { id, status: 'OFFLINE' });
    this.announce('updated', id);
    return { status: 200, message: 'The account has been re-activated' };
  }

  /** Verifies a registered user's e-mail address on their behalf; pending links are spent. */
  async verify(actor: Actor, id: string): Promise<Message> {
    await this.manageable(actor, id);
    const afterCommit: AfterCommit[] = [];
    await this.db.transaction(async (tx) => {
      const [activated] = await tx
        .update(users)
        .set({ isVerified: true, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.isVerified, false)))
        .returning({ id: users.id });
      await spendTokens(tx, id, 'email_verification');
      await traceAccount(tx, actor, id, 'E-mail verified by an administrator');
      if (activated) await accountHooks.activated.raise(tx, this.live, id, afterCommit);
    });
    for (const after of afterCommit) after.push();
    this.announce('updated', id);
    return { status: 200, message: 'The account has been verified' };
  }

  /** Marks a user deleted (the row stays for the records) and ends their sessions. */
  async remove(actor: Actor, type: AccountType, id: string): Promise<Message> {
    const target = await this.manageable(actor, id);
    if (target.type !== type) throw notFound('User not found');
    if (id === actor.id) throw badRequest('You cannot delete your own account');
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ status: 'DELETED', updatedAt: new Date() })
        .where(eq(users.id, id));
      await accountHooks.sessionsEnding.raise(tx, id, 'account deleted');
      await traceAccount(tx, actor, id, `${target.status} → DELETED`);
    });
    this.live.disconnectUser(id);
    this.announce('deleted', id);
    return { status: 200, message: 'The account has been deleted' };
  }

  async isEmailUnique(email: string): Promise<boolean> {
    return !(await findUserRowByEmail(this.db, email));
  }

  /** Sets a user's password for them; their sessions end, so the old password's holders leave. */
  async resetPassword(actor: Actor, body: ResetUserPasswordBody): Promise<Message> {
    await this.manageable(actor, body.userId);
    const passwordHash = await hashPassword(body.password);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(users.id, body.userId));
      await accountHooks.sessionsEnding.raise(
        tx,
        body.userId,
        'password reset by an administrator',
      );
    });
    return { status: 200, message: 'The password has been reset' };
  }

  /** Open user lists show their new-data notice (after the change is committed). */
  private announce(kind: ListChangeKind, id: string): void {
    announceListChange(this.live, { model: 'user', kind, ids: [id] });
  }

  /** The user, when the actor may manage them: 404 for no such user, 403 outside an admin's scope. */
  private async manageable(actor: Actor, id: string): Promise<UserRow> {
    const row = await findUserRow(this.db, id);
    if (!row) throw notFound('User not found');
    if (!isManagedBy(actor, row.type)) throw forbidden(ADMIN_SCOPE_MESSAGE);
    return row;
  }

  /** Sets the status and tells the user, in one transaction; the live push follows the commit. */
  private async setStatus(id: string, status: 'BLOCKED' | 'OFFLINE', actor: Actor): Promise<void> {
    const told = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      await tx.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
      await traceAccount(tx, actor, id, `${before?.status ?? '?'} → ${status}`);
      const afterCommit: AfterCommit[] = [];
      await accountHooks.statusChanged.raise(tx, this.live, id, status, actor.id, afterCommit);
      return afterCommit;
    });
    for (const delivery of told) delivery.push();
  }
}

/** An account's line of the audit trail (an administrator changed it; trace-logs writes it). */
function traceAccount(tx: DbTx, actor: Actor, id: string, description: string) {
  return accountHooks.changedByAdmin.raise(tx, actor.id, id, description);
}
