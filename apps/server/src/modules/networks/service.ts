import { randomInt } from 'node:crypto';
import {
  NETWORK_ACTION_FROM,
  NETWORK_CODE_ALPHABET,
  NETWORK_CODE_LENGTH,
  NETWORK_MESSAGES,
  type Network,
  type NetworkChoice,
  type NetworkCreateBody,
  type NetworkMemberAction,
  type SellerNetwork,
  serialiseDate,
} from '@platfox/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUniqueViolation, type Db, type DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { accountsReadModel } from '../accounts/index';
import { invalidField, violatedConstraint } from '../catalog/index';
import { networkActivities, networkMembers, networks, type NetworkRow } from './tables';
const { users } = accountsReadModel;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** A fresh code; a clash with another network's code is retried (see create). */
export function generateNetworkCode(): string {
  let code = '';
  for (let i = 0; i < NETWORK_CODE_LENGTH; i += 1) {
    code += NETWORK_CODE_ALPHABET[randomInt(NETWORK_CODE_ALPHABET.length)];
  }
  return code;
}

const CODE_ATTEMPTS = 5;

/**
 * Seller networks: the owner's network with members and activities, joining by code, the owner's
 * actions on members, and the admins' view. Every change runs in a transaction that locks the
 * network row, so two actions on the same member never both apply.
 */
export class NetworkService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  /** The network with its members and activities (owner and admins only: callers check). */
  async view(id: string, db: Db | DbTx = this.db): Promise<Network> {
    const [row] = await db
      .select({ network: networks, ownerEmail: users.email, ownerFullName: fullName })
      .from(networks)
      .innerJoin(users, eq(users.id, networks.ownerId))
      .where(eq(networks.id, id));
    if (!row) throw notFound(NETWORK_MESSAGES.notFound);
    const members = await db
      .select({
        userId: networkMembers.userId,
        email: users.email,
        fullName,
        status: networkMembers.status,
        joinedAt: networkMembers.createdAt,
        updatedAt: networkMembers.updatedAt,
      })
      .from(networkMembers)
      .innerJoin(users, eq(users.id, networkMembers.userId))
      .where(eq(networkMembers.networkId, id))
      .orderBy(asc(networkMembers.createdAt), asc(networkMembers.id));
    const actor = alias(users, 'actor');
    const member = alias(users, 'member');
    const activities = await db
      .select({
        id: networkActivities.id,
        kind: networkActivities.kind,
        actorEmail: actor.email,
        memberEmail: member.email,
        createdAt: networkActivities.createdAt,
      })
      .from(networkActivities)
      .leftJoin(actor, eq(actor.id, networkActivities.actorId))
      .leftJoin(member, eq(member.id, networkActivities.memberId))
      .where(eq(networkActivities.networkId, id))
      .orderBy(desc(networkActivities.createdAt), desc(networkActivities.id))
      .limit(200);
    const { network } = row;
    return {
      id: network.id,
      code: network.code,
      ownerId: network.ownerId,
      ownerEmail: row.ownerEmail,
      ownerFullName: row.ownerFullName,
      rulesDescription: network.rulesDescription,
      status: network.status,
      members: members.map((m) => ({
        ...m,
        joinedAt: serialiseDate(m.joinedAt),
        updatedAt: serialiseDate(m.updatedAt),
      })),
      activities: activities.map((a) => ({ ...a, createdAt: serialiseDate(a.createdAt) })),
      createdAt: serialiseDate(network.createdAt),
    };
  }

  /** What a seller sees: their own network in full and, of the one they joined, its summary. */
  async ofSeller(sellerId: string): Promise<SellerNetwork> {
    const [owned] = await this.db
      .select({ id: networks.id })
      .from(networks)
      .where(eq(networks.ownerId, sellerId));
    const [membership] = await this.db
      .select({
        networkId: networks.id,
        code: networks.code,
        ownerEmail: users.email,
        rulesDescription: networks.rulesDescription,
        status: networkMembers.status,
        joinedAt: networkMembers.createdAt,
      })
      .from(networkMembers)
      .innerJoin(networks, eq(networks.id, networkMembers.networkId))
      .innerJoin(users, eq(users.id, networks.ownerId))
      .where(eq(networkMembers.userId, sellerId));
    return {
      owned: owned ? await this.view(owned.id) : null,
      membership: membership
        ? { ...membership, joinedAt: serialiseDate(membership.joinedAt) }
        : null,
    };
  }

  /** A seller's one network, under a code no other network has. */
  async create(sellerId: string, body: NetworkCreateBody): Promise<Network> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const id = await this.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(networks)
            .values({ code: generateNetworkCode(), ownerId: sellerId, ...body })
            .returning({ id: networks.id });
          await tx
            .insert(networkActivities)
            .values({ networkId: row!.id, kind: 'CREATE', actorId: sellerId });
          return row!.id;
        });
        announceListChange(this.live, { model: 'network', kind: 'created', ids: [id] });
        return this.view(id);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (violatedConstraint(error) === 'networks_owner_unique') {
          throw new HttpError(409, NETWORK_MESSAGES.alreadyOwner);
        }
        // The generated code was taken: 32^8 codes make this rare, so a few tries suffice.
        if (attempt >= CODE_ATTEMPTS) throw error;
      }
    }
  }

  /** Asks to join the network with this code: the seller waits PENDING for the owner. */
  async join(sellerId: string, code: string): Promise<SellerNetwork> {
    const network = await this.db.transaction(async (tx) => {
      const [network] = await tx
        .select()
        .from(networks)
        .where(eq(networks.code, code))
        .for('update');
      if (!network) throw invalidField('code', NETWORK_MESSAGES.codeNotFound);
      if (network.ownerId === sellerId) throw invalidField('code', NETWORK_MESSAGES.ownNetwork);
      if (network.status === 'BLOCKED') throw new HttpError(409, NETWORK_MESSAGES.networkBlocked);
      const [current] = await tx
        .select()
        .from(networkMembers)
        .where(eq(networkMembers.userId, sellerId));
      if (current) {
        const blockedHere = current.networkId === network.id && current.status === 'BLOCKED';
        throw new HttpError(
          409,
          blockedHere ? NETWORK_MESSAGES.blocked : NETWORK_MESSAGES.alreadyMember,
        );
      }
      await tx
        .insert(networkMembers)
        .values({ networkId: network.id, userId: sellerId })
        .catch((error: unknown) => {
          // A racing join of the same seller (another network's lock) committed first.
          if (isUniqueViolation(error)) throw new HttpError(409, NETWORK_MESSAGES.alreadyMember);
          throw error;
        });
      await tx
        .insert(networkActivities)
        .values({ networkId: network.id, kind: 'JOIN', actorId: sellerId, memberId: sellerId });
      return network;
    });
    this.announce(network);
    return this.ofSeller(sellerId);
  }

  /** The owner's action on a member of their own network (nobody else's). */
  async act(ownerId: string, memberId: string, action: NetworkMemberAction): Promise<Network> {
    const network = await this.db.transaction(async (tx) => {
      const [network] = await tx
        .select()
        .from(networks)
        .where(eq(networks.ownerId, ownerId))
        .for('update');
      // A seller without a network owns none of the members: the same answer as another's.
      if (!network) throw notFound(NETWORK_MESSAGES.memberNotFound);
      if (network.status === 'BLOCKED') throw new HttpError(409, NETWORK_MESSAGES.networkBlocked);
      const [member] = await tx
        .select()
        .from(networkMembers)
        .where(and(eq(networkMembers.networkId, network.id), eq(networkMembers.userId, memberId)));
      if (!member) throw notFound(NETWORK_MESSAGES.memberNotFound);
      if (!NETWORK_ACTION_FROM[action].includes(member.status)) {
        throw new HttpError(409, NETWORK_MESSAGES.actionNotAllowed);
      }
      if (action === 'APPROVE' || action === 'BLOCK') {
        await tx
          .update(networkMembers)
          .set({ status: action === 'APPROVE' ? 'APPROVED' : 'BLOCKED', updatedAt: new Date() })
          .where(eq(networkMembers.id, member.id));
      } else {
        await tx.delete(networkMembers).where(eq(networkMembers.id, member.id));
      }
      await tx
        .insert(networkActivities)
        .values({ networkId: network.id, kind: action, actorId: ownerId, memberId });
      return network;
    });
    this.announce(network);
    return this.view(network.id);
  }

  /** Every network by code, for the coupon form's audience. */
  async choices(): Promise<NetworkChoice[]> {
    return this.db
      .select({ id: networks.id, code: networks.code, ownerEmail: users.email })
      .from(networks)
      .innerJoin(users, eq(users.id, networks.ownerId))
      .orderBy(asc(networks.code));
  }

  private announce(network: NetworkRow): void {
    announceListChange(this.live, { model: 'network', kind: 'updated', ids: [network.id] });
  }
}
