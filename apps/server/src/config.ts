import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findUp } from './platform/paths';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  isProduction: boolean;
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

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFromEnv(env.PORT, 3000, 'PORT');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    isProduction: env.NODE_ENV === 'production',
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
  };
}
