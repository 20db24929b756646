import type {
  AccountType,
  NotificationCampaign,
  NotificationCampaignAudience,
  notificationCampaignBodySchema,
} from '@platfox/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import type { NotificationService } from './service';
import { notificationCampaigns, type NotificationCampaignRow } from './tables';
const { users } = accountsReadModel;

type CampaignBody = z.infer<typeof notificationCampaignBodySchema>;

export const CAMPAIGN_NOT_FOUND = 'Notification not found';
const UNKNOWN_USER = 'The selected user is invalid';

const AUDIENCE_TYPE: Partial<Record<NotificationCampaignAudience, AccountType>> = {
  ALL_SELLERS: 'SELLER',
  ALL_PRINTERS: 'PRINTER',
};

function toCampaign(row: NotificationCampaignRow, createdByFullName: string | null) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    audience: row.audience,
    userIds: row.userIds,
    recipientsCount: row.recipientsCount,
    sentAt: row.sentAt.toISOString(),
    createdByFullName,
  } satisfies NotificationCampaign;
}

/**
 * An admin's notification to all sellers, all printers or chosen users: one notification row per
 * recipient, grouped under the campaign's id, written in one transaction and pushed live after.
 */
export class NotificationCampaignService {
  constructor(
    private readonly db: Db,
    private readonly notifications: NotificationService,
  ) {}

  async create(admin: Actor, body: CampaignBody): Promise<NotificationCampaign> {
    const recipients = await this.recipients(body);
    const { campaign, delivery } = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(notificationCampaigns)
        .values({
          title: body.title,
          description: body.description,
          audience: body.audience,
          userIds: body.audience === 'USERS' ? recipients : [],
          createdBy: admin.id,
          recipientsCount: recipients.length,
        })
        .returning();
      const written = await this.notifications.notify(tx, {
        userIds: recipients,
        type: 'OTHERS',
        title: body.title,
        description: body.description,
        actorId: admin.id,
        groupId: row!.id,
      });
      return { campaign: row!, delivery: written };
    });
    delivery.push();
    return this.get(campaign.id);
  }

  async get(id: string): Promise<NotificationCampaign> {
    const [found] = await this.db
      .select({
        campaign: notificationCampaigns,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(notificationCampaigns)
      .leftJoin(users, eq(users.id, notificationCampaigns.createdBy))
      .where(eq(notificationCampaigns.id, id));
    if (!found) throw notFound(CAMPAIGN_NOT_FOUND);
    const name = found.firstName === null ? null : `${found.firstName} ${found.lastName ?? ''}`;
    return toCampaign(found.campaign, name?.trim() ?? null);
  }

  /** Every seller or printer not deleted, or the chosen users (all must exist). */
  private async recipients(body: CampaignBody): Promise<string[]> {
    const type = AUDIENCE_TYPE[body.audience];
    if (type) {
      const rows = await this.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.type, type), ne(users.status, 'DELETED')));
      return rows.map((row) => row.id);
    }
    const chosen = [...new Set(body.userIds ?? [])];
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, chosen), ne(users.status, 'DELETED')));
    if (rows.length !== chosen.length) throw badRequest(UNKNOWN_USER, { userIds: UNKNOWN_USER });
    return chosen;
  }
}
