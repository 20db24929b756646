import {
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  type WebhookEndpoint,
  type WebhookEndpointCreateBody,
  type WebhookEndpointUpdateBody,
} from '@platfox/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { badRequest, HttpError, notFound } from '../../platform/errors';
import { HostRefusedError, resolvePublicHost } from '../../platform/net/public-address';
import { accountsReadModel } from '../accounts/index';
import type { Actor } from '../auth/index';
import { insertDeliveries } from './outbox';
import { newSigningSecret, type SecretBox } from './secret-box';
import {
  webhookDeliveries,
  webhookDeliveryAttempts,
  webhookEndpoints,
  type WebhookEndpointRow,
} from './tables';
const { users } = accountsReadModel;

const toEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  isActive: row.isActive,
  disabledReason: row.disabledReason,
  consecutiveFailures: row.consecutiveFailures,
  pausedUntil:
    row.pausedUntil && row.pausedUntil.getTime() > Date.now()
      ? row.pausedUntil.toISOString()
      : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export type WebhookServiceOptions = {
  box: SecretBox | null;
  allowPrivateHosts: boolean;
  /** Called after a commit that recorded deliveries, so they leave without waiting a poll. */
  onQueued: () => void;
};

/**
 * A seller's webhook endpoints and delivery log. Every query is scoped to the acting seller:
 * another seller's id is not found. The signing secret is answered by create and rotate only.
 */
export class WebhookService {
  constructor(
    private readonly db: Db,
    private readonly options: WebhookServiceOptions,
  ) {}

  async list(actor: Actor) {
    const rows = await this.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.sellerId, actor.id))
      .orderBy(desc(webhookEndpoints.createdAt));
    return rows.map(toEndpoint);
  }

  async create(actor: Actor, body: WebhookEndpointCreateBody) {
    const box = this.requireBox();
    await this.checkUrl(body.url);
    const secret = newSigningSecret();
    const row = await this.db.transaction(async (tx) => {
      // The seller's row is the lock two concurrent creations queue on for the count.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.sellerId, actor.id));
      if (total >= WEBHOOK_MAX_ENDPOINTS) throw badRequest(WEBHOOK_MESSAGES.tooMany);
      const [created] = await tx
        .insert(webhookEndpoints)
        .values({
          sellerId: actor.id,
          url: body.url,
          events: body.events,
          isActive: body.isActive,
          secretSealed: box.seal(secret),
        })
        .returning();
      return created!;
    });
    return { ...toEndpoint(row), secret };
  }

  async update(actor: Actor, id: string, body: WebhookEndpointUpdateBody) {
    if (body.url !== undefined) await this.checkUrl(body.url);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.own(tx, actor, id);
      const isTurnedOff = body.isActive === false && current.isActive;
      const [updated] = await tx
        .update(webhookEndpoints)
        .set({
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.events !== undefined ? { events: body.events } : {}),
          ...(body.isActive !== undefined ? { isActive: body.isActive } : {}),
          // Turned on again by the seller: the server's reason for turning it off is over.
          ...(body.isActive === true ? { disabledReason: null } : {}),
          // A new address or a seller's restart is a fresh start for the breaker (lanes.ts).
          ...(body.url !== undefined || body.isActive === true
            ? { consecutiveFailures: 0, pausedUntil: null }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (isTurnedOff) await this.failPending(tx, id, 'The endpoint was turned off');
      return updated!;
    });
    return toEndpoint(row);
  }

  async remove(actor: Actor, id: string) {
    await this.db.transaction(async (tx) => {
      await this.own(tx, actor, id);
      // Its deliveries and their attempts go with it (cascade); a job left for one finds nothing.
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    });
    return { status: 200, message: 'The webhook endpoint was deleted' };
  }

  async rotateSecret(actor: Actor, id: string) {
    const box = this.requireBox();
    const secret = newSigningSecret();
    const row = await this.db.transaction(async (tx) => {
      await this.own(tx, actor, id);
      const [updated] = await tx
        .update(webhookEndpoints)
        .set({ secretSealed: box.seal(secret), updatedAt: new Date() })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return updated!;
    });
    return { ...toEndpoint(row), secret };
  }

  /** A TEST event to one endpoint, whether or not it is active, logged like any delivery. */
  async sendTest(actor: Actor, id: string) {
    this.requireBox();
    const [delivery] = await this.db.transaction(async (tx) => {
      const endpoint = await this.own(tx, actor, id);
      return insertDeliveries(tx, [{ endpointId: endpoint.id, sellerId: actor.id }], 'TEST', {
        message: 'A test event from Platfox: your endpoint receives and verifies deliveries.',
        endpointId: endpoint.id,
      });
    });
    this.options.onQueued();
    return { deliveryId: delivery!.id };
  }

  async delivery(actor: Actor, id: string) {
    const [row] = await this.db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.sellerId, actor.id)));
    if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    const attempts = await this.db
      .select()
      .from(webhookDeliveryAttempts)
      .where(eq(webhookDeliveryAttempts.deliveryId, id))
      .orderBy(asc(webhookDeliveryAttempts.attempt), asc(webhookDeliveryAttempts.at));
    const { delivery } = row;
    return {
      id: delivery.id,
      eventId: delivery.eventId,
      endpointId: delivery.endpointId,
      url: row.url,
      event: delivery.event,
      status: delivery.status,
      attempts: delivery.attempts,
      nextAttemptAt: delivery.status === 'PENDING' ? iso(delivery.nextAttemptAt) : null,
      lastStatusCode: delivery.lastStatusCode,
      lastError: delivery.lastError,
      deliveredAt: iso(delivery.deliveredAt),
      createdAt: delivery.createdAt.toISOString(),
      payload: delivery.payload,
      attemptLog: attempts.map((attempt) => ({
        id: attempt.id,
        attempt: attempt.attempt,
        statusCode: attempt.statusCode,
        durationMs: attempt.durationMs,
        error: attempt.error,
        at: attempt.at.toISOString(),
      })),
    };
  }

  /**
   * Sends a delivery again as a new delivery with the same event id and body (a receiver that
   * already has it recognises it). A delivery still being tried is refused: it is on its way.
   */
  async resend(actor: Actor, id: string) {
    const [created] = await this.db.transaction(async (tx) => {
      const [original] = await tx
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.sellerId, actor.id)));
      if (!original) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      if (original.status === 'PENDING') throw new HttpError(409, WEBHOOK_MESSAGES.stillPending);
      return tx
        .insert(webhookDeliveries)
        .values({
          eventId: original.eventId,
          endpointId: original.endpointId,
          sellerId: original.sellerId,
          event: original.event,
          payload: original.payload,
        })
        .returning({ id: webhookDeliveries.id });
    });
    this.options.onQueued();
    return { deliveryId: created!.id };
  }

  private requireBox(): SecretBox {
    if (!this.options.box) throw new HttpError(503, WEBHOOK_MESSAGES.notConfigured);
    return this.options.box;
  }

  /** https only, and a host that resolves to public addresses only (checked again at sending). */
  private async checkUrl(address: string): Promise<void> {
    if (!URL.canParse(address))
      throw badRequest(WEBHOOK_MESSAGES.url, { url: WEBHOOK_MESSAGES.url });
    const url = new URL(address);
    if (this.options.allowPrivateHosts) return;
    if (url.protocol !== 'https:')
      throw badRequest(WEBHOOK_MESSAGES.url, { url: WEBHOOK_MESSAGES.url });
    await resolvePublicHost(url.hostname).catch((error: unknown) => {
      const message =
        error instanceof HostRefusedError && error.reason === 'not-public'
          ? WEBHOOK_MESSAGES.notPublic
          : WEBHOOK_MESSAGES.unresolved;
      throw badRequest(message, { url: message });
    });
  }

  /** The seller's own endpoint, locked for the change; another's is not found. */
  private async own(tx: DbTx, actor: Actor, id: string): Promise<WebhookEndpointRow> {
    const [row] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.sellerId, actor.id)))
      .for('update');
    if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  private async failPending(tx: DbTx, endpointId: string, reason: string): Promise<void> {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'FAILED', lastError: reason, nextAttemptAt: null })
      .where(
        and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'PENDING')),
      );
  }
}

const iso = (value: Date | null) => value?.toISOString() ?? null;
