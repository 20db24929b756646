import { STORE_MESSAGES, type ExternalStoreType } from '@platfox/domain';
import { badRequest } from '../../platform/errors';
import { StoreAuthError, type StorePlatform } from './platforms/types';

/** The shop's address in the platform's one spelling; a 400 on the field when it is none. */
export function domainOf(platform: StorePlatform, input: string): string {
  if (!platform.normaliseDomain) return input.trim();
  try {
    return platform.normaliseDomain(input);
  } catch (error) {
    const message = error instanceof Error ? error.message : STORE_MESSAGES.typeUnsupported;
    throw badRequest(message, { domain: message });
  }
}

/** A store's name until the platform tells us better: its host. */
export function nameOf(domain: string): string {
  return domain.replace(/^https?:\/\//, '').replace(/\/.*$/, '');
}

/**
 * The shop an install started by the platform names (Shopify's App URL launch: shop, host,
 * timestamp, hmac), once the platform has checked its signature; null when forged, stale or
 * not a platform that starts installs so.
 */
export function launchedShop(platform: StorePlatform, launch: Record<string, string>) {
  const connection = platform.connection;
  if (connection.kind !== 'oauth' || !connection.verifyLaunch) return null;
  try {
    return connection.verifyLaunch(launch);
  } catch (error) {
    if (error instanceof StoreAuthError) return null;
    throw error;
  }
}

/** Where a platform's OAuth comes back to: the web's callback screen. */
export function redirectUriOf(publicUrl: string, type: ExternalStoreType): string {
  return type === 'SHOPIFY'
    ? `${publicUrl}/shopifyCallback`
    : `${publicUrl}/s/${type.toLowerCase()}-redirect`;
}

/** The app's public address a platform delivers this type's webhooks to. */
export const webhookAddressOf = (publicUrl: string, type: ExternalStoreType) =>
  `${publicUrl}/webhooks/stores/${type.toLowerCase()}`;
