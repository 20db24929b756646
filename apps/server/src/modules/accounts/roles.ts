import {
  permissionCatalogue,
  permissionPairsToStrings,
  type AccountType,
  type PermissionPair,
  type UserRole,
  type permissionBatchBodySchema,
  type userRoleBodySchema,
} from '@platfox/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isForeignKeyViolation, isUniqueViolation, type Db, type DbTx } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import type { Live } from '../../platform/live';
import { type AfterCommit, accountHooks } from './hooks';
import { findUserRow, permissionsOf, replacePermissions } from './service';
import { userPermissions, userRoles, users, type UserRoleRow } from './tables';

type UserRoleBody = z.infer<typeof userRoleBodySchema>;
type PermissionBatch = z.infer<typeof permissionBatchBodySchema>;

const ROLE_NOT_FOUND = 'User role not found';

/**
 * Permission pairs as stored strings, each checked against the catalogue of `type`. An unknown
 * pair is a 400 that names it, under the field path of the pair (`items.3.permission`).
 */
export function permissionsFromPairs(
  type: AccountType,
  pairs: readonly PermissionPair[],
  field: string,
): string[] {
  const catalogue = new Map(
    permissionCatalogue(type).map((pair) => [pair.permission, pair.actions]),
  );
  const errors: Record<string, string> = {};
  pairs.forEach((pair, index) => {
    const actions = catalogue.get(pair.permission);
    const unknown = actions ? pair.actions.find((action) => !actions.includes(action)) : undefined;
    if (!actions) errors[`${field}.${index}.permission`] = `Unknown permission: ${pair.permission}`;
    else if (unknown) {
      errors[`${field}.${index}.actions`] = `Unknown permission: ${pair.permission}_${unknown}`;
    }
  });
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return permissionPairsToStrings(pairs);
}

/** User roles and per-user permissions; root only (spec 01 section 6). */
export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  async list(): Promise<UserRole[]> {
    const rows = await this.db
      .select({ role: userRoles, userCount: count(users.id) })
      .from(userRoles)
      .leftJoin(users, eq(users.roleId, userRoles.id))
      .groupBy(userRoles.id)
      .orderBy(asc(sql`lower(${userRoles.name})`));
    return rows.map(({ role, userCount }) => toUserRole(role, userCount));
  }

  async get(id: string): Promise<UserRole> {
    const [row] = await this.db
      .select({ role: userRoles, userCount: count(users.id) })
      .from(userRoles)
      .leftJoin(users, eq(users.roleId, userRoles.id))
      .where(eq(userRoles.id, id))
      .groupBy(userRoles.id);
    if (!row) throw notFound(ROLE_NOT_FOUND);
    return toUserRole(row.role, row.userCount);
  }

  async create(body: UserRoleBody): Promise<UserRole> {
    const permissions = permissionsFromPairs('ADMIN', body.permissions, 'permissions');
    const [row] = await this.db
      .insert(userRoles)
      .values({ name: body.name, description: body.description ?? null, permissions })
      .returning()
      .catch(nameTaken);
    return toUserRole(row!, 0);
  }

  /** Renames or re-scopes a role; every user holding it gets the role's new permissions. */
  async update(id: string, body: UserRoleBody): Promise<UserRole> {
    const permissions = permissionsFromPairs('ADMIN', body.permissions, 'permissions');
    const holders = await this.db
      .transaction(async (tx) => {
        const [row] = await tx
          .update(userRoles)
          .set({
            name: body.name,
            description: body.description ?? null,
            permissions,
            updatedAt: new Date(),
          })
          .where(eq(userRoles.id, id))
          .returning({ id: userRoles.id });
        if (!row) throw notFound(ROLE_NOT_FOUND);
        const held = await tx
          .select({ id: users.id, type: users.type })
          .from(users)
          .where(eq(users.roleId, id));
        const told: AfterCommit[] = [];
        for (const user of held) {
          await replacePermissions(tx, user.id, permissions);
          await accountHooks.permissionsChanged.raise(tx, this.live, user.id, null, told);
        }
        return { held, told };
      })
      .catch(nameTaken);
    for (const user of holders.held) {
      this.live.emitToUser(user.type, user.id, 'user_permission', { permissions });
    }
    for (const delivery of holders.told) delivery.push();
    return this.get(id);
  }

  async remove(id: string): Promise<{ status: number; message: string }> {
    const role = await this.get(id);
    if (role.userCount > 0) {
      throw badRequest(
        `The role "${role.name}" is still held by ${role.userCount} user${role.userCount === 1 ? '' : 's'}. Assign them another role first.`,
      );
    }
    // The foreign key refuses the delete should a user take the role in the meantime.
    await this.db
      .delete(userRoles)
      .where(eq(userRoles.id, id))
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw badRequest(`The role "${role.name}" is in use`);
        throw error;
      });
    return { status: 200, message: 'The user role has been deleted' };
  }

  /**
   * Stores a batch of a user's permissions (uploads come in batches of 100): the first batch
   * replaces what the user had, later ones add to it. The user's open tabs get the new list.
   */
  async setPermissions(userId: string, batch: PermissionBatch): Promise<string[]> {
    const user = await findUserRow(this.db, userId);
    if (!user) throw notFound('User not found');
    if (user.type === 'ROOT') throw badRequest('Root holds every permission; none can be set');
    const granted = permissionsFromPairs(user.type, batch.items, 'items');
    const { permissions, told } = await this.db.transaction(async (tx) => {
      if (batch.isFirstBatch) await replacePermissions(tx, userId, granted);
      else if (granted.length > 0) {
        await tx
          .insert(userPermissions)
          .values(granted.map((permission) => ({ userId, permission })))
          .onConflictDoNothing();
      }
      // One notice per upload: later batches of the same upload add to what the first replaced.
      const afterCommit: AfterCommit[] = [];
      if (batch.isFirstBatch) {
        await accountHooks.permissionsChanged.raise(tx, this.live, userId, null, afterCommit);
      }
      return { permissions: await permissionsOf(tx, userId), told: afterCommit };
    });
    this.live.emitToUser(user.type, userId, 'user_permission', { permissions });
    for (const delivery of told) delivery.push();
    return permissions;
  }

  /**
   * Gives a user a role: the role's permissions replace the user's. Roles are permission sets of
   * admins, the only type with a catalogue. Returns the user's new permissions.
   */
  async assignRole(
    tx: DbTx,
    user: { id: string; type: AccountType },
    roleId: string,
  ): Promise<string[]> {
    if (user.type !== 'ADMIN') {
      throw badRequest('Only admin users can hold a role', {
        roleId: 'Only admin users can hold a role',
      });
    }
    const [role] = await tx.select().from(userRoles).where(eq(userRoles.id, roleId));
    if (!role)
      throw badRequest('The selected role is invalid', { roleId: 'The selected role is invalid' });
    await tx.update(users).set({ roleId }).where(eq(users.id, user.id));
    await replacePermissions(tx, user.id, role.permissions);
    return [...role.permissions].sort();
  }
}

function toUserRole(row: UserRoleRow, userCount: number): UserRole {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    permissions: [...row.permissions].sort(),
    userCount,
  };
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw badRequest('The name already exists', { name: 'The name already exists' });
  }
  throw error;
}
