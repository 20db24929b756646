import type { ExternalStoreType } from '@platfox/domain';
import type { Config } from '../../../config';
import type { StorePlatform } from './types';

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
 * The clients of the platforms this deployment speaks to, from the configuration. The Shopify
 * and WooCommerce clients (issue 17) add themselves here, e.g.
 * `...(config.shopify ? [new ShopifyPlatform(config.shopify)] : [])`.
 */
export function storePlatformsFor(_config: Config): StorePlatform[] {
  return [];
}
