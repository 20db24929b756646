import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { findUp } from './platform/paths';
import { ISSUE_AUTO_CLOSE_DAYS_DEFAULT } from '@platfox/domain';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Connections to PostgreSQL this process keeps at most (DATABASE_POOL_SIZE). By default twice
   * the machine's cores, 4 to 20: PostgreSQL does the most work with about that many busy
   * connections, and on the 2-core bench machine 20 let a burst of scans pile up transactions
   * that fought for the cores (200 scans/s: p50 650 ms with 20, 10 ms with 4). Issue 16 measured
   * 50 clients on the list endpoint (a list holds two connections at once, its page and its
   * total; 100,000 items, a busy machine): 63, 62 and 65 requests/s with 4, 8 and 16 connections,
   * p99 1.6, 2.9 and 4.0 s. The rate is bound by CPU (the process's 3-4 ms per request, and the
   * database's own on the same cores), not by waiting for a connection, and a larger pool only
   * lengthens the tail. Four busy
   * connections already keep two cores' worth of PostgreSQL busy; a database on a bigger machine
   * of its own wants DATABASE_POOL_SIZE near its cores, shared out over the app's processes.
   */
  databasePoolSize: number;
  /**
   * The embedded database's buffer cache (PGLITE_SHARED_BUFFERS, e.g. "64MB"): 32MB by default
   * instead of PGlite's 128MB, all of which is resident from the start. Below it the operating
   * system caches the data files; a large embedded database may want more.
   */
  embeddedSharedBuffers: string;
  redisUrl: string | undefined;
  logLevel: string;
  isProduction: boolean;
  /**
   * A fresh start outside production also seeds the demo business (src/demo: orders, a demo
   * store, issues, money) and registers the in-process demo shop; DEMO_BUSINESS=false keeps the
   * demo accounts and catalogue only (the browser journeys' server, whose stories start empty).
   */
  seedsDemoBusiness: boolean;
  /**
   * Which proxies' X-Forwarded-For is believed (Fastify's trustProxy): false by default, so a
   * caller cannot pick its own address (the per-address sign-in limit reads it); or the
   * addresses or CIDRs of the load balancers.
   */
  trustProxy: boolean | string;
  appVersion: string;
  /** Lifetime of an access token. */
  accessTokenTtlSeconds: number;
  /** Lifetime of a refresh token with remember-me on, and without it. */
  refreshTtlRememberSeconds: number;
  refreshTtlSessionSeconds: number;
  /** Where the web app is reached, for links in mails; no trailing slash. */
  publicUrl: string;
  /** SMTP server (smtp://user:pass@host:587); without it mail goes to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Background jobs run at once by this process (PGlite is single-threaded: 1 by default). */
  jobConcurrency: number;
  /** How often an idle job worker looks for work queued by another process. */
  jobPollMs: number;
  /** Object storage for files (S3_* settings); without it files go to a folder. */
  s3: S3Settings | undefined;
  /**
   * The folder files go to without S3 (FILES_DIR; DATA_DIR/files by default). Naming it says it is
   * shared by every process (a network file system): with DATABASE_URL and neither S3 nor
   * FILES_DIR, a second process on the same database refuses to start (platform/files/shared.ts).
   */
  filesDir: string | undefined;
  /** The card provider (Stripe PaymentIntents); without STRIPE_SECRET_KEY card deposits are off. */
  stripe: { baseUrl: string; secretKey: string; publishableKey?: string } | undefined;
  /** PayPal Orders v2; without PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET PayPal deposits are off. */
  paypal: { baseUrl: string; clientId: string; clientSecret: string } | undefined;
  /**
   * Whether a product import may download from loopback and private addresses (IMPORT_ALLOW_PRIVATE_HOSTS=true);
   * off by default, so a seller's spreadsheet cannot make the server read its own network.
   */
  importAllowsPrivateHosts: boolean;
  /**
   * Whether pg-boss runs this process's scheduled and retried work (SCHEDULED_WORK): on by
   * default, off under NODE_ENV=test so that test apps start without its schema unless a test
   * asks for it.
   */
  runsScheduledWork: boolean;
  /**
   * Webhook endpoints may be http:// and on loopback or private networks
   * (WEBHOOK_ALLOW_PRIVATE_HOSTS=true): for tests' and benches' receivers only, never by default.
   */
  webhookAllowsPrivateHosts: boolean;
  /**
   * The key sellers' webhook signing secrets are encrypted with at rest (WEBHOOK_SECRET_KEY, any
   * long random text). Outside production a fixed development key stands in; in production
   * without it webhooks are refused with a clear message.
   */
  webhookSecretKey: string | undefined;
  /**
   * Signs the device cookies of sign-in (DEVICE_COOKIE_KEY, issue 29 item 11); every process of a
   * fleet needs the same one. Outside production a fixed development key stands in; in production
   * without it each process draws its own, so devices are known only to the process that saw them.
   */
  deviceCookieKey: string;
  /** The first retry's delay of a failed webhook delivery (WEBHOOK_RETRY_BASE_MS; 60 s). */
  webhookRetryBaseMs: number;
  /**
   * The key (32 bytes) that encrypts connected stores' credentials at rest with AES-256-GCM
   * (STORE_CREDENTIALS_KEY: 64 hex digits or base64). Production refuses to start without it;
   * elsewhere a fixed development key stands in, so a development database is not portable to
   * production by accident.
   */
  storeCredentialsKey: Buffer;
  /**
   * The Shopify app (SHOPIFY_API_KEY and SHOPIFY_API_SECRET from the Partner Dashboard): without
   * both, Shopify stores cannot be connected. SHOPIFY_BASE_URL points shops at a stand-in
   * ("http://127.0.0.1:PORT/{shop}") for tests and demos; production leaves it unset.
   */
  shopify: { apiKey: string; apiSecret: string; baseUrl: string | undefined } | undefined;
  /**
   * The Etsy app (ETSY_API_KEY, the keystring, and ETSY_SHARED_SECRET from Your Apps): without
   * both, Etsy stores cannot be connected. ETSY_BASE_URL (the API) and ETSY_CONNECT_URL (the
   * OAuth page) point at a stand-in for tests and demos; production leaves them unset.
   */
  etsy:
    | {
        apiKey: string;
        sharedSecret: string;
        baseUrl: string | undefined;
        connectUrl: string | undefined;
      }
    | undefined;
  /**
   * The TikTok Shop app (TIKTOK_APP_KEY and TIKTOK_APP_SECRET from the Partner Center): without
   * both, TikTok shops cannot be connected. TIKTOK_SERVICE_ID names the app in the Partner
   * Center's authorization link (TIKTOK_AUTHORIZE_URL: https://services.tiktokshop.com, US apps
   * https://services.tiktokshops.us). TIKTOK_BASE_URL (the Open API) and TIKTOK_AUTH_URL (the
   * token service) point at a stand-in for tests and demos; production leaves them unset.
   */
  tiktok:
    | {
        appKey: string;
        appSecret: string;
        apiBase: string | undefined;
        authBase: string | undefined;
        serviceId: string | undefined;
        authorizeBase: string | undefined;
      }
    | undefined;
  /**
   * WooCommerce sites may be http:// and on loopback or private networks
   * (WOOCOMMERCE_ALLOW_INSECURE_HOSTS=true): for a local stand-in only, never in production.
   */
  wooCommerceAllowsInsecureHosts: boolean;
  /**
   * The IS_DISABLE_PUSH_TRACKING_TO_STORE setting (spec 03 section 3.5): tracking codes are not
   * pushed back to connected stores. There is no settings table yet: read from the environment.
   */
  isPushTrackingToStoreDisabled: boolean;
  /** How often each connected store is pulled for what its webhooks missed (STORE_PULL_CRON). */
  storePullCron: string;
  /**
   * Days a support issue waits for the seller's answer before it closes by itself
   * (ISSUE_AUTO_CLOSE_DAYS; 7), and how often the closing job looks (ISSUE_AUTO_CLOSE_CRON; hourly).
   */
  issueAutoCloseDays: number;
  issueAutoCloseCron: string;
  /**
   * How often the embedded database's upkeep looks for tables to vacuum and analyse
   * (DATABASE_UPKEEP_CRON; every 10 minutes): PGlite has no autovacuum (platform/db/upkeep.ts).
   */
  databaseUpkeepCron: string;
  /**
   * A tracking push's retries and first delay in seconds (doubling, capped at an hour): 12 from
   * 60 s keep trying for about 8 hours (STORE_PUSH_RETRY_LIMIT, STORE_PUSH_RETRY_DELAY_SECONDS).
   */
  storePushRetryLimit: number;
  storePushRetryDelaySeconds: number;
};

/** An S3-compatible bucket; the endpoint is only needed outside AWS (MinIO, R2...). */
export type S3Settings = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Without keys the SDK's own credential chain applies (instance roles, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

function readVersion(): string {
  const file = findUp(import.meta.dirname, 'package.json');
  if (!file) return '0.0.0';
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  return pkg.version ?? '0.0.0';
}

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number`);
  return parsed;
}

/** A PostgreSQL memory size: a whole number and kB, MB or GB. */
function memorySizeFromEnv(value: string | undefined, fallback: string): string {
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*(kB|MB|GB)$/.test(value)) {
    throw new Error('PGLITE_SHARED_BUFFERS must be a size such as 32MB');
  }
  return value;
}

const defaultPoolSize = () => Math.min(20, Math.max(4, 2 * availableParallelism()));

/**
 * A store platform's app (Shopify, Etsy, TikTok Shop): configured only when both its key and its
 * secret are set; an empty URL leaves the platform's own.
 */
function platformApp<T>(
  key: string | undefined,
  secret: string | undefined,
  app: (key: string, secret: string) => T,
): T | undefined {
  return key && secret ? app(key, secret) : undefined;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFromEnv(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: intFromEnv(env.DATABASE_POOL_SIZE, defaultPoolSize(), 'DATABASE_POOL_SIZE'),
    embeddedSharedBuffers: memorySizeFromEnv(env.PGLITE_SHARED_BUFFERS, '32MB'),
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    isProduction: env.NODE_ENV === 'production',
    seedsDemoBusiness: env.NODE_ENV !== 'production' && env.DEMO_BUSINESS !== 'false',
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    appVersion: env.APP_VERSION || readVersion(),
    accessTokenTtlSeconds: intFromEnv(
      env.ACCESS_TOKEN_TTL_SECONDS,
      3600,
      'ACCESS_TOKEN_TTL_SECONDS',
    ),
    refreshTtlRememberSeconds: 30 * 24 * 3600,
    refreshTtlSessionSeconds: 12 * 3600,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Platfox <no-reply@platfox.local>',
    importAllowsPrivateHosts: env.IMPORT_ALLOW_PRIVATE_HOSTS === 'true',
    runsScheduledWork: env.SCHEDULED_WORK ? env.SCHEDULED_WORK === 'true' : env.NODE_ENV !== 'test',
    webhookAllowsPrivateHosts: env.WEBHOOK_ALLOW_PRIVATE_HOSTS === 'true',
    webhookSecretKey:
      env.WEBHOOK_SECRET_KEY ||
      (env.NODE_ENV === 'production' ? undefined : 'platfox-development-webhook-key'),
    deviceCookieKey:
      env.DEVICE_COOKIE_KEY ||
      (env.NODE_ENV === 'production'
        ? randomBytes(32).toString('hex')
        : 'platfox-development-device-cookie-key'),
    webhookRetryBaseMs: intFromEnv(env.WEBHOOK_RETRY_BASE_MS, 60_000, 'WEBHOOK_RETRY_BASE_MS'),
    shopify: platformApp(env.SHOPIFY_API_KEY, env.SHOPIFY_API_SECRET, (apiKey, apiSecret) => ({
      apiKey,
      apiSecret,
      baseUrl: env.SHOPIFY_BASE_URL || undefined,
    })),
    etsy: platformApp(env.ETSY_API_KEY, env.ETSY_SHARED_SECRET, (apiKey, sharedSecret) => ({
      apiKey,
      sharedSecret,
      baseUrl: env.ETSY_BASE_URL || undefined,
      connectUrl: env.ETSY_CONNECT_URL || undefined,
    })),
    tiktok: platformApp(env.TIKTOK_APP_KEY, env.TIKTOK_APP_SECRET, (appKey, appSecret) => ({
      appKey,
      appSecret,
      apiBase: env.TIKTOK_BASE_URL || undefined,
      authBase: env.TIKTOK_AUTH_URL || undefined,
      serviceId: env.TIKTOK_SERVICE_ID || undefined,
      authorizeBase: env.TIKTOK_AUTHORIZE_URL || undefined,
    })),
    wooCommerceAllowsInsecureHosts:
      env.WOOCOMMERCE_ALLOW_INSECURE_HOSTS === 'true' && env.NODE_ENV !== 'production',
    storeCredentialsKey: storeKeyFromEnv(env.STORE_CREDENTIALS_KEY, env.NODE_ENV === 'production'),
    isPushTrackingToStoreDisabled: env.IS_DISABLE_PUSH_TRACKING_TO_STORE === 'true',
    storePullCron: env.STORE_PULL_CRON || '*/15 * * * *',
    issueAutoCloseDays: intFromEnv(
      env.ISSUE_AUTO_CLOSE_DAYS,
      ISSUE_AUTO_CLOSE_DAYS_DEFAULT,
      'ISSUE_AUTO_CLOSE_DAYS',
    ),
    issueAutoCloseCron: env.ISSUE_AUTO_CLOSE_CRON || '17 * * * *',
    databaseUpkeepCron: env.DATABASE_UPKEEP_CRON || '*/10 * * * *',
    storePushRetryLimit: intFromEnv(env.STORE_PUSH_RETRY_LIMIT, 12, 'STORE_PUSH_RETRY_LIMIT'),
    storePushRetryDelaySeconds: intFromEnv(
      env.STORE_PUSH_RETRY_DELAY_SECONDS,
      60,
      'STORE_PUSH_RETRY_DELAY_SECONDS',
    ),
    jobConcurrency: intFromEnv(env.JOB_CONCURRENCY, env.DATABASE_URL ? 2 : 1, 'JOB_CONCURRENCY'),
    jobPollMs: intFromEnv(env.JOB_POLL_MS, 1000, 'JOB_POLL_MS'),
    filesDir: env.FILES_DIR ? path.resolve(env.FILES_DIR) : undefined,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT || undefined,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          baseUrl: env.STRIPE_BASE_URL || 'https://api.stripe.com',
          secretKey: env.STRIPE_SECRET_KEY,
          // The browser's key for Stripe.js, which adds saved cards (ledger/saved-cards.ts).
          publishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
        }
      : undefined,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            baseUrl: env.PAYPAL_BASE_URL || 'https://api-m.sandbox.paypal.com',
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
          }
        : undefined,
  };
}

/** STORE_CREDENTIALS_KEY: 32 bytes as hex or base64; required in production. */
function storeKeyFromEnv(value: string | undefined, isProduction: boolean): Buffer {
  const text = value?.trim() ?? '';
  if (text === '') {
    if (isProduction) throw new Error('STORE_CREDENTIALS_KEY is required in production');
    return createHash('sha256').update('platfox development store credentials key').digest();
  }
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) {
    throw new Error('STORE_CREDENTIALS_KEY must be 32 bytes (64 hex digits or base64)');
  }
  return key;
}

/** TRUST_PROXY: unset or "false" trusts no proxy; "true" every one; else a list of addresses. */
function trustProxyFrom(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  return text === 'true' ? true : text;
}
