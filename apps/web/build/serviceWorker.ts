import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The worker's words for its offline page, in each language of the app. */
export type OfflineText = Record<string, { title: string; body: string; retry: string }>;

export const SERVICE_WORKER_FILE = 'service-worker.js';
const SOURCE = path.join(import.meta.dirname, SERVICE_WORKER_FILE);

/**
 * The worker's text: its constants, then the hand-written worker (build/service-worker.js). The
 * build id is a digest of the build's file names, which carry their content's hash: a build that
 * changed any file gives a worker that differs, which the browser installs as an update.
 */
export function serviceWorkerText(buildId: string, offlineText: OfflineText): string {
  return [
    `const BUILD_ID = ${JSON.stringify(buildId)};`,
    `const OFFLINE_TEXT = ${JSON.stringify(offlineText)};`,
    readFileSync(SOURCE, 'utf8'),
  ].join('\n');
}

/**
 * Writes /service-worker.js at the root of the build (its scope is then the whole app, with no
 * Service-Worker-Allowed header). Build only: the development server has no worker (the app does
 * not register one there, platform/serviceWorker.ts).
 */
export function serviceWorker(offlineText: OfflineText): Plugin {
  return {
    name: 'platfox-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).sort().join('\n');
      const buildId = createHash('sha256').update(files).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: SERVICE_WORKER_FILE,
        source: serviceWorkerText(buildId, offlineText),
      });
    },
  };
}
