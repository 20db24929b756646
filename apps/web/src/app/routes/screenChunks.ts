import { readJson, STORAGE_KEYS, writeJson } from '../../platform/storage';

/** Addresses kept; the oldest go first. */
const MAX_ADDRESSES = 30;
/**
 * A built chunk under /assets/: the only files recorded, and index.html preloads nothing else
 * (vite.config.ts). Dev and test modules are not.
 */
export const BUILT_CHUNK = /^\/assets\/[\w.-]+\.js$/;

/**
 * Records the file an address's screen came from (the build adds `chunkUrl` to each screen,
 * build/screenChunkUrl.ts). index.html preloads it on the address's next visit, with the app's
 * chunk, instead of the router asking for it once that chunk has run (issue 16).
 */
export function recordScreenChunk(pathname: string, chunkUrl: string | undefined): void {
  if (!chunkUrl) return;
  let file: string;
  try {
    const url = new URL(chunkUrl);
    if (url.origin !== location.origin) return;
    file = url.pathname;
  } catch {
    return;
  }
  if (!BUILT_CHUNK.test(file)) return;
  const value = readJson('local', STORAGE_KEYS.screenChunks);
  const all = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (all[pathname] === file) return;
  delete all[pathname];
  const kept = Object.entries(all).slice(-(MAX_ADDRESSES - 1));
  writeJson('local', STORAGE_KEYS.screenChunks, Object.fromEntries([...kept, [pathname, file]]));
}
