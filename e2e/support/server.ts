import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const root = path.resolve(import.meta.dirname, '../..');

/** Whether nothing listens on the port now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A free port below the kernel's ephemeral range (32768 and up on Linux). The stand-ins listen on
 * theirs minutes after this picks it, when their journey starts: a port from the ephemeral range
 * had meanwhile been handed to another process's outgoing connection on a busy machine
 * (EADDRINUSE in the Etsy journey). Below the range, only an explicit listen can take it.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

async function waitForHealth(
  url: string,
  server: ChildProcess,
  output: () => string,
): Promise<void> {
  // A cap, not a wait: the server answers in a few seconds on a quiet machine, but its start
  // (migrations and the demo seed on a fresh PGlite) took 27 s at a load average of 17.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * The demo printer's checked-in staff member: the server prints its QR value on start, just after
 * it begins listening. Empty when the line never comes (journeys that need it then say so).
 */
async function waitForStaffCode(output: () => string): Promise<string> {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    const match = /QR code value: (\S+)/.exec(output());
    if (match?.[1]) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return '';
}

/** Starts the built app (npm run build first) on a free port with a fresh embedded database. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  // The Shopify app the server is configured with: the stores journey starts the stand-in shop
  // on this port with these credentials (the server calls it only once a store connects).
  const shopify = {
    port: await freePort(),
    apiKey: `e2e-key-${randomBytes(4).toString('hex')}`,
    apiSecret: `e2e-secret-${randomBytes(12).toString('hex')}`,
  };
  // The Etsy app likewise: the Etsy journey starts its stand-in on this port with these keys.
  const etsy = {
    port: await freePort(),
    apiKey: `e2eetsy${randomBytes(4).toString('hex')}`,
    sharedSecret: `e2eetsysecret${randomBytes(8).toString('hex')}`,
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'platfox-e2e-'));
  let output = '';
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SHOPIFY_API_KEY: shopify.apiKey,
      SHOPIFY_API_SECRET: shopify.apiSecret,
      SHOPIFY_BASE_URL: `http://127.0.0.1:${shopify.port}/{shop}`,
      ETSY_API_KEY: etsy.apiKey,
      ETSY_SHARED_SECRET: etsy.sharedSecret,
      ETSY_BASE_URL: `http://127.0.0.1:${etsy.port}`,
      ETSY_CONNECT_URL: `http://127.0.0.1:${etsy.port}/oauth/connect`,
      // The journeys' webhook receivers listen on loopback; vitest's NODE_ENV=test would turn the
      // scheduled work (webhook deliveries) off.
      WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true',
      // The layout journey's WooCommerce stand-in speaks plain HTTP on loopback.
      WOOCOMMERCE_ALLOW_INSECURE_HOSTS: 'true',
      SCHEDULED_WORK: 'true',
      // The journeys' stories start from the demo accounts and catalogue only; the demo business
      // (src/demo) has its own journey, on a server of its own (demo-business.e2e.ts).
      DEMO_BUSINESS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, () => output);
  } catch (error) {
    // A failed setup has no teardown: the server it started would outlive the run.
    server.kill('SIGTERM');
    throw error;
  }
  project.provide('baseUrl', baseUrl);
  project.provide('shopify', shopify);
  project.provide('etsy', etsy);
  project.provide('staffCode', await waitForStaffCode(() => output));
  // Journeys read the mails the server writes to DATA_DIR/outbox.
  project.provide('dataDir', dataDir);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** The QR value of the demo printer's checked-in staff member (see seed.ts). */
    staffCode: string;
    /** Where the server expects the Shopify stand-in, and the app credentials it checks. */
    shopify: { port: number; apiKey: string; apiSecret: string };
    /** Where the server expects the Etsy stand-in, and the app's keystring and shared secret. */
    etsy: { port: number; apiKey: string; sharedSecret: string };
  }
}
