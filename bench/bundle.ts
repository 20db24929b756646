import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, type Figures } from './lib/server';

/** Gzipped JavaScript the login page loads: the entry, its static imports and the login chunk. */
type ManifestChunk = {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
};

export function benchLoginBundle(): Figures {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string): void => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the manifest');
  visit(entry);
  // Its own chunk, or the sign-in group's chunk that holds it (apps/web/vite.config.ts).
  const login = Object.keys(manifest).find(
    (key) => /LoginPage/.test(key) || /^assets\/sign-in-/.test(manifest[key]?.file ?? ''),
  );
  if (!login) throw new Error('no LoginPage chunk in the manifest');
  visit(login);
  const gzip = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  const loginBytes = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzip(file), 0);
  const lazyChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry).length;
  return {
    'login route JavaScript, gzipped': `${(loginBytes / 1024).toFixed(1)} KB in ${files.size} files`,
    'lazily loaded screen chunks': String(lazyChunks),
  };
}
