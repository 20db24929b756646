import type { FastifyBaseLogger } from 'fastify';
import { StoreAuthError, type ConnectedStore, type StorePlatform } from './platforms/types';
import type { ExternalStoreRow } from './tables';

/**
 * The shop's webhook subscriptions made again where one is missing, before a pull, for a platform
 * that may delete them (Shopify, after 8 failed deliveries): it subscribes only what the shop
 * lacks. A refused token fails the pull; any other failure is left to the next pull.
 */
export async function resubscribe(
  platform: StorePlatform,
  connected: ConnectedStore,
  store: ExternalStoreRow,
  address: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!platform.isResubscribedOnPull) return;
  try {
    await platform.registerWebhooks(connected, address);
  } catch (error) {
    if (error instanceof StoreAuthError) throw error;
    log.warn({ err: error, storeId: store.id }, 'stores: webhooks not subscribed again');
  }
}
