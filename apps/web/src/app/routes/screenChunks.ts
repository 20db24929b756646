import { readJson, STORAGE_KEYS, writeJson } from '../../platform/storage';
import type { ScreenFiles } from './lazyPage';

/** Addresses kept; the oldest go first. */
const MAX_ADDRESSES = 30;
/**
 * A built chunk under /assets/: the only files recorded, and index.html preloads nothing else
 * (vite.config.ts). Dev and test modules are not.
 */
export const BUILT_CHUNK = /^\/assets\/[\w.-]+\.js$/;

/** A file of this origin's build, as its path; anything else is not recorded. */
function builtFile(url: string): string | undefined {
  try {
    const parsed = new URL(url, location.origin);
    if (parsed.origin !== location.origin) return undefined;
    return BUILT_CHUNK.test(parsed.pathname) ? parsed.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records the files an address's screen came from: its chunk and the chunks that one imports (the
 * build adds `chunkUrl` and `chunkImports` to each screen, build/screenChunkUrl.ts). index.html
 * preloads them on the address's next visit, with the app's chunk, instead of the router asking
 * for the screen once that chunk has run (issue 16) and the browser for its imports once the
 * screen was imported (issue 37). Kept as the screen's file alone when it imports nothing else.
 */
export function recordScreenChunk(pathname: string, files: ScreenFiles | undefined): void {
  if (!files) return;
  const screen = builtFile(files.chunkUrl);
  if (!screen) return;
  const imports = files.imports.map(builtFile);
  if (imports.some((file) => file === undefined)) return;
  const record = imports.length > 0 ? [screen, ...(imports as string[])] : screen;
  const value = readJson('local', STORAGE_KEYS.screenChunks);
  const all = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  if (JSON.stringify(all[pathname]) === JSON.stringify(record)) return;
  delete all[pathname];
  const kept = Object.entries(all).slice(-(MAX_ADDRESSES - 1));
  writeJson('local', STORAGE_KEYS.screenChunks, Object.fromEntries([...kept, [pathname, record]]));
}
