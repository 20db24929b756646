import { randomUUID } from 'node:crypto';
import {
  STORE_MESSAGES,
  type ConnectStoreAnswer,
  type ConnectStoreBody,
  type ExternalStore,
  type ExternalStoreType,
  type FinishStoreConnectionBody,
  type NoteToBuyerBody,
  type ReconnectStoreBody,
} from '@platfox/domain';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, ne } from 'drizzle-orm';
import { isUniqueViolation, type Db } from '../../platform/db';
import { badRequest, HttpError } from '../../platform/errors';
import { randomToken, tokenHash } from '../../platform/secrets';
import type { Actor } from '../auth/index';
import type { CredentialBox } from './credentials';
import { storePullJob, type StoreJobs } from './jobs';
import type { StorePlatforms } from './platforms';
import { newCodeVerifier } from './platforms/etsy/auth';
import {
  StoreAuthError,
  type ConnectedStore,
  type StoreCredentials,
  type StorePlatform,
} from './platforms/types';
import { externalStores, storeConnections, type ExternalStoreRow } from './tables';
import { domainOf, launchedShop, nameOf, redirectUriOf, webhookAddressOf } from './connect-input';
import type { SettingsStore } from '../settings/index';
import { reachStore, storeView } from './views';
import { connectedShop, markDisconnected, type StoreConnections } from './connected-store';
import { connectEachShop } from './each-shop';

/** How long an OAuth connection may take between the authorize URL and the callback. */
const OAUTH_STATE_TTL_MS = 15 * 60 * 1000;

/** The key the service adds to every store's credentials: the per-store webhook secret. */
export const WEBHOOK_SECRET_KEY = 'webhookSecret';

export const conflict = (message: string) => new HttpError(409, message);
const unreachable = () => new HttpError(502, STORE_MESSAGES.unreachable);
/** A refused authorization: the platform's words for the seller when it has some (issue 28). */
const oauthRefused = (error: StoreAuthError) =>
  badRequest(error.sellerMessage ?? STORE_MESSAGES.oauthRefused);

/**
 * Connecting, disconnecting and reconnecting a seller's stores (issue 17). Credentials are checked
 * with the platform before anything is saved, sealed before they reach the database, and never
 * leave the server; one shop is connected to one seller at a time.
 */
export class StoreService {
  constructor(
    private readonly db: Db,
    private readonly platforms: StorePlatforms,
    private readonly box: CredentialBox,
    private readonly connections: StoreConnections,
    private readonly jobs: StoreJobs,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly settings: SettingsStore,
  ) {}

  private platformOf(type: ExternalStoreType): StorePlatform {
    const platform = this.platforms.find(type);
    if (!platform) {
      throw badRequest(STORE_MESSAGES.typeUnsupported, { type: STORE_MESSAGES.typeUnsupported });
    }
    return platform;
  }

  async get(actor: Actor, storeId: string): Promise<ExternalStore> {
    return storeView(this.db, this.settings, await reachStore(this.db, actor, storeId));
  }

  async connect(actor: Actor, body: ConnectStoreBody): Promise<ConnectStoreAnswer> {
    const platform = this.platformOf(body.type);
    const domain = domainOf(platform, body.domain ?? '');
    if (body.type === 'SHOPIFY' && body.launch) {
      // An install Shopify started (its App URL launch): checked, then OAuth as if typed here.
      if (launchedShop(platform, body.launch) !== domain) {
        throw badRequest(STORE_MESSAGES.launchInvalid);
      }
      await this.refuseTaken(actor, platform.type, domain);
      return this.beginOAuth(actor, platform, domain, null);
    }
    if (platform.connection.kind === 'oauth') {
      return this.beginOAuth(actor, platform, domain, null);
    }
    if (body.type !== 'WOOCOMMERCE') throw badRequest(STORE_MESSAGES.typeUnsupported);
    const keys = { consumerKey: body.consumerKey, consumerSecret: body.consumerSecret };
    const store = await this.connectWithKeys(actor, platform, domain, keys);
    return { kind: 'connected', store };
  }

  private async beginOAuth(
    actor: Actor,
    platform: StorePlatform,
    domain: string,
    storeId: string | null,
  ): Promise<ConnectStoreAnswer> {
    if (platform.connection.kind !== 'oauth') throw badRequest(STORE_MESSAGES.typeUnsupported);
    const state = randomToken();
    const stateHash = tokenHash(state);
    const codeVerifier = platform.connection.usesPkce ? newCodeVerifier() : undefined;
    await this.db.insert(storeConnections).values({
      stateHash,
      codeVerifier: codeVerifier ? this.box.seal(stateHash, { codeVerifier }) : null,
      sellerId: actor.id,
      type: platform.type,
      domain,
      storeId,
      expiresAt: new Date(Date.now() + OAUTH_STATE_TTL_MS),
    });
    const redirectUri = redirectUriOf(this.publicUrl, platform.type);
    return {
      kind: 'oauth',
      authorizeUrl: platform.connection.authorizeUrl(domain, state, redirectUri, codeVerifier),
    };
  }

  private async connectWithKeys(
    actor: Actor,
    platform: StorePlatform,
    domain: string,
    keys: StoreCredentials,
  ): Promise<ExternalStore> {
    if (platform.connection.kind !== 'keys') throw badRequest(STORE_MESSAGES.typeUnsupported);
    await this.refuseTaken(actor, platform.type, domain);
    const credentials = await platform.connection.check(domain, keys).catch((error: unknown) => {
      if (error instanceof StoreAuthError) {
        throw badRequest(STORE_MESSAGES.keysRefused, { consumerKey: STORE_MESSAGES.keysRefused });
      }
      this.log.warn({ err: error, type: platform.type }, 'stores: the key check failed');
      throw unreachable();
    });
    return this.save(actor, platform, domain, credentials);
  }

  /** The OAuth callback: its state is the seller's, unexpired and used once. */
  async finish(actor: Actor, body: FinishStoreConnectionBody): Promise<ExternalStore> {
    const state = body.query.state ?? '';
    const [pending] = state
      ? await this.db
          .delete(storeConnections)
          .where(
            and(
              eq(storeConnections.stateHash, tokenHash(state)),
              eq(storeConnections.sellerId, actor.id),
              gt(storeConnections.expiresAt, new Date()),
            ),
          )
          .returning()
      : [];
    if (!pending) {
      if (state) throw badRequest(STORE_MESSAGES.stateInvalid);
      return this.finishStartedByPlatform(actor, body);
    }
    const platform = this.platformOf(pending.type);
    if (platform.connection.kind !== 'oauth') throw badRequest(STORE_MESSAGES.typeUnsupported);
    if (body.query.shop !== undefined && body.query.shop.toLowerCase() !== pending.domain) {
      throw badRequest(STORE_MESSAGES.stateInvalid);
    }
    const redirectUri = redirectUriOf(this.publicUrl, pending.type);
    const codeVerifier = pending.codeVerifier
      ? this.box.open(pending.stateHash, pending.codeVerifier).codeVerifier
      : undefined;
    const credentials = await platform.connection
      .exchange(pending.domain, body.query, redirectUri, codeVerifier)
      .catch((error: unknown) => {
        if (error instanceof StoreAuthError) throw oauthRefused(error);
        this.log.warn({ err: error, type: pending.type }, 'stores: the code exchange failed');
        throw unreachable();
      });
    return connectEachShop(
      platform.connection,
      credentials,
      pending.domain,
      async (domain, shop) => {
        if (domain !== pending.domain) await this.refuseTaken(actor, platform.type, domain);
        return this.save(actor, platform, domain, shop);
      },
    );
  }

  /**
   * A callback without the app's state: an authorization the seller started at the platform
   * (TikTok Shop's App Store sends `app_key` and `code`). Only a platform that starts there takes
   * it, and its client checks the app key; the shop goes to the signed-in seller.
   */
  private async finishStartedByPlatform(
    actor: Actor,
    body: FinishStoreConnectionBody,
  ): Promise<ExternalStore> {
    const platform = this.platforms.find('TIKTOK');
    const connection = platform?.connection;
    if (!platform || connection?.kind !== 'oauth' || !connection.isStartedByPlatform) {
      throw badRequest(STORE_MESSAGES.stateInvalid);
    }
    if (!body.query.app_key || !body.query.code) throw badRequest(STORE_MESSAGES.stateInvalid);
    const redirectUri = redirectUriOf(this.publicUrl, platform.type);
    const credentials = await connection
      .exchange('', body.query, redirectUri)
      .catch((error: unknown) => {
        if (error instanceof StoreAuthError) throw oauthRefused(error);
        this.log.warn({ err: error, type: platform.type }, 'stores: the code exchange failed');
        throw unreachable();
      });
    return connectEachShop(connection, credentials, '', async (domain, shop) => {
      if (!domain) throw badRequest(STORE_MESSAGES.oauthRefused);
      await this.refuseTaken(actor, platform.type, domain);
      return this.save(actor, platform, domain, shop);
    });
  }

  /** 409 when the shop is connected to another seller (before asking the platform anything). */
  private async refuseTaken(actor: Actor, type: ExternalStoreType, domain: string) {
    const [taken] = await this.db
      .select({ id: externalStores.id })
      .from(externalStores)
      .where(and(connectedShop(type, domain), ne(externalStores.sellerId, actor.id)));
    if (taken) throw conflict(STORE_MESSAGES.alreadyConnected);
  }

  /**
   * Saves checked credentials: the seller's store of that shop is connected again (its mapping
   * kept), else a new one is made. Then the shop's webhooks are subscribed, the store's pull
   * scheduled and a first pull queued.
   */
  private async save(
    actor: Actor,
    platform: StorePlatform,
    domain: string,
    given: StoreCredentials,
  ): Promise<ExternalStore> {
    const store = await this.db
      .transaction(async (tx) => {
        const [own] = await tx
          .select()
          .from(externalStores)
          .where(
            and(
              eq(externalStores.sellerId, actor.id),
              eq(externalStores.type, platform.type),
              eq(externalStores.domain, domain),
            ),
          )
          .for('update');
        const id = own?.id ?? randomUUID();
        const credentials = {
          ...given,
          [WEBHOOK_SECRET_KEY]: given[WEBHOOK_SECRET_KEY] ?? randomToken(),
        };
        const columns = {
          status: 'CONNECTED' as const,
          // The platform's own id and name of the shop, where it gives them (Etsy).
          ...(given.shopId ? { shopCode: given.shopId } : {}),
          credentials: this.box.seal(id, credentials),
          lastSyncError: null,
          updatedAt: new Date(),
        };
        if (own) {
          const [updated] = await tx
            .update(externalStores)
            .set(columns)
            .where(eq(externalStores.id, id))
            .returning();
          return updated!;
        }
        const [created] = await tx
          .insert(externalStores)
          .values({
            id,
            sellerId: actor.id,
            type: platform.type,
            // A platform that names the shop (Etsy's and TikTok's shop name) is believed over the host.
            name: given.shopName || nameOf(domain),
            shopCode: given.shopCode || null,
            domain,
            placeMode: platform.type === 'TIKTOK' ? ('AUTO' as const) : ('MANUAL' as const),
            ...columns,
          })
          .returning();
        return created!;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(STORE_MESSAGES.alreadyConnected);
        throw error;
      });
    await this.afterConnect(platform, store);
    const [fresh] = await this.db
      .select()
      .from(externalStores)
      .where(eq(externalStores.id, store.id));
    return storeView(this.db, this.settings, fresh!);
  }

  private async afterConnect(platform: StorePlatform, store: ExternalStoreRow): Promise<void> {
    try {
      await platform.registerWebhooks(
        this.connected(store),
        webhookAddressOf(this.publicUrl, store.type),
      );
    } catch (error) {
      this.log.warn({ err: error, storeId: store.id }, 'stores: webhooks not registered');
      await this.db
        .update(externalStores)
        .set({
          lastSyncError: 'The shop did not accept our webhooks: orders arrive by the periodic pull',
        })
        .where(eq(externalStores.id, store.id));
    }
    await this.jobs.schedulePull(store.id);
    await this.jobs.send(storePullJob, { storeId: store.id }, store.id);
  }

  /** The store as a platform client sees it: its domain and opened credentials. */
  connected(store: ExternalStoreRow): ConnectedStore {
    if (!store.credentials) throw badRequest(STORE_MESSAGES.notConnected);
    return this.connections.of(store);
  }

  async disconnect(actor: Actor, storeId: string): Promise<ExternalStore> {
    const store = await this.db.transaction(async (tx) => {
      const own = await reachStore(tx, actor, storeId, { lock: true });
      if (own.status === 'DISCONNECTED') throw badRequest(STORE_MESSAGES.alreadyDisconnected);
      return markDisconnected(tx, own.id);
    });
    await this.jobs.unschedulePull(store.id);
    return storeView(this.db, this.settings, store);
  }

  async reconnect(
    actor: Actor,
    storeId: string,
    body: ReconnectStoreBody,
  ): Promise<ConnectStoreAnswer> {
    const store = await reachStore(this.db, actor, storeId);
    const platform = this.platformOf(store.type);
    if (platform.connection.kind === 'oauth') {
      await this.refuseTaken(actor, store.type, store.domain);
      return this.beginOAuth(actor, platform, store.domain, store.id);
    }
    const kept = store.credentials ? this.box.open(store.id, store.credentials) : {};
    const consumerKey = body?.consumerKey ?? kept.consumerKey;
    const consumerSecret = body?.consumerSecret ?? kept.consumerSecret;
    if (!consumerKey || !consumerSecret) {
      throw badRequest(STORE_MESSAGES.keysRequired, { consumerKey: STORE_MESSAGES.keysRequired });
    }
    const keys = { consumerKey, consumerSecret };
    return {
      kind: 'connected',
      store: await this.connectWithKeys(actor, platform, store.domain, keys),
    };
  }

  /** An Etsy store's note to the buyer, sent with each shipment; empty clears it. */
  async setNoteToBuyer(
    actor: Actor,
    storeId: string,
    body: NoteToBuyerBody,
  ): Promise<ExternalStore> {
    const store = await this.db.transaction(async (tx) => {
      const own = await reachStore(tx, actor, storeId, { lock: true });
      if (own.type !== 'ETSY') {
        throw badRequest(STORE_MESSAGES.notEtsy, { noteToBuyer: STORE_MESSAGES.notEtsy });
      }
      const [updated] = await tx
        .update(externalStores)
        .set({ noteToBuyer: body.noteToBuyer || null, updatedAt: new Date() })
        .where(eq(externalStores.id, own.id))
        .returning();
      return updated!;
    });
    return storeView(this.db, this.settings, store);
  }
  /** Sync now: a pull queued, unless one is queued or running for this store. */
  async sync(actor: Actor, storeId: string): Promise<{ isQueued: boolean }> {
    const store = await reachStore(this.db, actor, storeId);
    if (store.status !== 'CONNECTED') throw badRequest(STORE_MESSAGES.notConnected);
    const id = await this.jobs.send(storePullJob, { storeId: store.id }, store.id);
    return { isQueued: id !== null };
  }
}
