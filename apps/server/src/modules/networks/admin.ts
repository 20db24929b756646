import {
  FIXED_NOTICE_DESCRIPTIONS,
  FIXED_NOTICE_TITLES,
  NETWORK_MESSAGES,
  type Network,
  type NetworkStatus,
} from '@platfox/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { HttpError, notFound } from '../../platform/errors';
import { type Live, announceListChange } from '../../platform/live';
import { accountsReadModel } from '../accounts/index';
import { writeNotifications, type NotificationDelivery } from '../notifications/index';
import { writeTrace } from '../trace-logs/index';
import type { NetworkService } from './service';
import { networkActivities, networkMembers, networks, type NetworkRow } from './tables';
const { users } = accountsReadModel;

/** Who acts and from where (platform/access actedBy). */
type Acting = { actor: { id: string }; ip: string };

/**
 * An admin's actions on a network (NETWORK_DETAIL_UPDATE): block or unblock the whole network,
 * and remove a member. Each locks the network row, records an activity and a trace line, and
 * writes the owner's notification in the same transaction; the live push follows the commit.
 */
export class NetworkAdminService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
    private readonly networks: NetworkService,
  ) {}

  async setStatus({ actor, ip }: Acting, id: string, status: NetworkStatus): Promise<Network> {
    const delivery = await this.db.transaction(async (tx) => {
      const network = await lockNetwork(tx, id);
      if (network.status === status) throw new HttpError(409, NETWORK_MESSAGES.statusUnchanged);
      await tx
        .update(networks)
        .set({ status, updatedAt: new Date() })
        .where(eq(networks.id, network.id));
      const isBlock = status === 'BLOCKED';
      await tx.insert(networkActivities).values({
        networkId: network.id,
        kind: isBlock ? 'NETWORK_BLOCK' : 'NETWORK_UNBLOCK',
        actorId: actor.id,
      });
      await traceNetwork(tx, { actor, ip }, network, `${network.status} → ${status}`);
      const key = isBlock ? 'networkBlocked' : 'networkUnblocked';
      return this.tellOwner(tx, network, actor.id, FIXED_NOTICE_TITLES[key], key);
    });
    delivery.push();
    this.announce(id);
    return this.networks.view(id);
  }

  /** Removes the member whatever their status (a KICK, or a pending request declined). */
  async removeMember({ actor, ip }: Acting, id: string, memberId: string): Promise<Network> {
    const delivery = await this.db.transaction(async (tx) => {
      const network = await lockNetwork(tx, id);
      const [member] = await tx
        .select({ id: networkMembers.id, status: networkMembers.status, email: users.email })
        .from(networkMembers)
        .innerJoin(users, eq(users.id, networkMembers.userId))
        .where(and(eq(networkMembers.networkId, network.id), eq(networkMembers.userId, memberId)));
      if (!member) throw notFound(NETWORK_MESSAGES.adminMemberNotFound);
      await tx.delete(networkMembers).where(eq(networkMembers.id, member.id));
      await tx
        .insert(networkActivities)
        .values({ networkId: network.id, kind: 'KICK', actorId: actor.id, memberId });
      const removed = `removed member ${member.email} (${member.status})`;
      await traceNetwork(tx, { actor, ip }, network, removed);
      return this.tellOwner(tx, network, actor.id, FIXED_NOTICE_TITLES.networkMemberRemoved, null, {
        description: member.email,
      });
    });
    delivery.push();
    this.announce(id);
    return this.networks.view(id);
  }

  private tellOwner(
    tx: DbTx,
    network: NetworkRow,
    actorId: string,
    title: string,
    descriptionKey: keyof typeof FIXED_NOTICE_DESCRIPTIONS | null,
    extra: { description?: string } = {},
  ): Promise<NotificationDelivery> {
    const description =
      extra.description ?? (descriptionKey ? FIXED_NOTICE_DESCRIPTIONS[descriptionKey] : undefined);
    return writeNotifications(tx, this.live, {
      userIds: [network.ownerId],
      type: 'NETWORK',
      title,
      ...(description ? { description } : {}),
      details: { model: 'network', ids: [network.id] },
      actorId,
    });
  }

  private announce(id: string): void {
    announceListChange(this.live, { model: 'network', kind: 'updated', ids: [id] });
  }
}

async function lockNetwork(tx: DbTx, id: string): Promise<NetworkRow> {
  const [network] = await tx.select().from(networks).where(eq(networks.id, id)).for('update');
  if (!network) throw notFound(NETWORK_MESSAGES.notFound);
  return network;
}

/** The audit row of an admin's action on a network: "Network <code>: <what happened>". */
function traceNetwork(
  tx: DbTx,
  { actor, ip }: Acting,
  network: { id: string; code: string },
  what: string,
) {
  return writeTrace(tx, {
    actorId: actor.id,
    ip,
    target: 'network',
    targetId: network.id,
    type: 'STATUS',
    description: `Network ${network.code}: ${what}`,
  });
}
