import type { OwnerVerificationService } from './modules/accounts/owner-verification';
import type { ApiKeyService } from './modules/api-keys/service';
import type { AuthService } from './modules/auth/service';
import type { SettingsStore } from './modules/settings/index';
import type { Stores } from './modules/stores/module';
import type { PlatformServices } from './platform/types';

/**
 * What the modules' routes are built from (buildApp makes it): the platform's services and the
 * modules' services every module may use. Declared beside app.ts, not in platform/, because it
 * names module services and platform/ imports no module.
 */
export type Services = PlatformServices & {
  auth: AuthService;
  /** These two also serve the access guard: API keys and feature tokens. */
  apiKeys: ApiKeyService;
  ownerVerification: OwnerVerificationService;
  /** The store platform (modules/stores): its services, platform registry and pg-boss jobs. */
  stores: Stores;
  /** The typed settings store (modules/settings/store.ts): cached, told of every change. */
  settings: SettingsStore;
};
