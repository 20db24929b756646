import type { ExternalStoreType } from '@platfox/domain';
import type { Config } from '../../../config';
import { createEtsyPlatform } from './etsy';
import { createShopifyPlatform, SHOPIFY_API_VERSION, SHOPIFY_SCOPES } from './shopify';
import { createTikTokPlatform } from './tiktok';
import type { StorePlatform } from './types';
import { createWooCommercePlatform } from './woocommerce';

export type { StorePlatform } from './types';

/**
 * The shop platforms the store service can speak to, by store type. Each client (platforms/
 * shopify, platforms/woocommerce...) is registered once at start (app.ts builds the registry with
 * the clients of the platforms configured); a type without a client cannot be connected (400)
 * and its webhooks answer 404. Tests register an in-memory StorePlatform.
 */
export class StorePlatforms {
  private readonly byType = new Map<ExternalStoreType, StorePlatform>();

  constructor(platforms: readonly StorePlatform[] = []) {
    for (const platform of platforms) this.register(platform);
  }

  register(platform: StorePlatform): this {
    this.byType.set(platform.type, platform);
    return this;
  }

  find(type: ExternalStoreType): StorePlatform | undefined {
    return this.byType.get(type);
  }

  get types(): ExternalStoreType[] {
    return [...this.byType.keys()];
  }
}

/**
 * The clients of the platforms this deployment speaks to, from the configuration: WooCommerce
 * always (each store brings its own keys), Shopify, Etsy and TikTok Shop when their app's key and
 * secret are set.
 */
export function storePlatformsFor(config: Config): StorePlatform[] {
  const woo = createWooCommercePlatform({
    allowInsecureHosts: config.wooCommerceAllowsInsecureHosts,
  });
  const platforms: StorePlatform[] = [woo];
  if (config.shopify) {
    platforms.push(
      createShopifyPlatform({
        ...config.shopify,
        scopes: [...SHOPIFY_SCOPES],
        apiVersion: SHOPIFY_API_VERSION,
      }),
    );
  }
  // Etsy when the app's keystring and shared secret are set.
  if (config.etsy) platforms.push(createEtsyPlatform(config.etsy));
  // TikTok Shop when the app's key and secret are set.
  if (config.tiktok) platforms.push(createTikTokPlatform(config.tiktok));
  return platforms;
}
