import type { ExternalStoreType } from '@platfox/domain';
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { redactDrafts } from '../orders/index';
import { externalStores, storeOrders, storePrivacyRequests, storeWebhookInbox } from './tables';

/*
 * A shop's privacy requests (Shopify's mandatory compliance webhooks, "Privacy law compliance"),
 * acted on for every store of the shop, connected or not: shop/redact comes 48 hours after an
 * uninstall. A redaction takes the buyer's name, street, phone, e-mail and note out of the store
 * orders it names (all of the shop's for shop/redact), out of their orders not placed yet (drafts)
 * and out of the webhook copies in the inbox; it keeps the city, region, postcode and country, which tax
 * needs, and never touches a placed order: what was charged, printed and shipped is the ledger's
 * and the printer's record. A data request is recorded for an admin to answer. Every request is
 * kept in store_privacy_requests with the number of store orders it redacted.
 */

export type PrivacyRequest = { topic: string; externalOrderIds: string[]; payload: unknown };

const REDACTED = 'Redacted';

/** The customer's e-mail a customers/redact names, to find orders it does not list by id. */
function emailOf(payload: unknown): string | null {
  const customer = (payload as { customer?: { email?: unknown } } | null)?.customer;
  return typeof customer?.email === 'string' && customer.email.includes('@')
    ? customer.email
    : null;
}

/** A store order's data without the buyer's personal fields (the address keeps where it is). */
const redactedData = sql`case when jsonb_typeof(${storeOrders.data}->'address') = 'object'
  then jsonb_set(${storeOrders.data} - 'note', '{address}',
    ((${storeOrders.data}->'address') - 'phone' - 'email' - 'street2')
      || jsonb_build_object('fullName', ${REDACTED}::text, 'street', ${REDACTED}::text))
  else ${storeOrders.data} - 'note' end`;

export async function actOnPrivacyRequest(
  db: Db,
  type: ExternalStoreType,
  domain: string,
  request: PrivacyRequest,
): Promise<number> {
  return db.transaction(async (tx) => {
    const stores = await tx
      .select({ id: externalStores.id, sellerId: externalStores.sellerId })
      .from(externalStores)
      .where(and(eq(externalStores.type, type), eq(externalStores.domain, domain)));
    let redacted = 0;
    if (request.topic !== 'customers/data_request' && stores.length > 0) {
      const email = emailOf(request.payload);
      const named: SQL[] = [];
      if (request.externalOrderIds.length > 0) {
        named.push(inArray(storeOrders.externalOrderId, request.externalOrderIds));
      }
      if (email) named.push(sql`${storeOrders.data}->'address'->>'email' = ${email}`);
      const isShop = request.topic === 'shop/redact';
      if (isShop || named.length > 0) {
        const storeIds = stores.map((store) => store.id);
        const rows = await tx
          .update(storeOrders)
          .set({ data: redactedData, updatedAt: new Date() })
          .where(and(inArray(storeOrders.storeId, storeIds), isShop ? undefined : or(...named)))
          .returning({
            orderId: storeOrders.orderId,
            externalOrderId: storeOrders.externalOrderId,
          });
        redacted = rows.length;
        const draftIds = rows.flatMap((row) => row.orderId ?? []);
        await redactDrafts(tx, draftIds, REDACTED);
        const ids = rows.map((row) => row.externalOrderId);
        if (ids.length > 0) {
          // The webhook copies of these orders still waiting in (or kept by) the inbox.
          await tx
            .update(storeWebhookInbox)
            .set({
              payload: sql`${storeWebhookInbox.payload} #- '{order,address}' #- '{order,note}'`,
            })
            .where(
              and(
                inArray(storeWebhookInbox.storeId, storeIds),
                inArray(sql`${storeWebhookInbox.payload}->'order'->>'externalOrderId'`, ids),
              ),
            );
        }
      }
    }
    await tx.insert(storePrivacyRequests).values({
      type,
      domain,
      topic: request.topic,
      payload: request.payload ?? {},
      redactedOrders: redacted,
    });
    return redacted;
  });
}
