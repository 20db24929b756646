import type { Plugin } from 'vite';

/** A screen: a feature's `*Page.tsx`, the files the route table loads with lazyPage. */
const SCREEN = /[\\/]src[\\/]features[\\/].+Page\.tsx$/;

/**
 * Adds `export const chunkUrl = import.meta.url` to each screen, so that the app learns the file
 * its screen came from once it has loaded (app/routes/screenChunks.ts records it per address and
 * index.html preloads it on the address's next visit, issue 16). Appended at the end: no code
 * moves, so the source maps stay as they are.
 */
export function screenChunkUrl(): Plugin {
  return {
    name: 'platfox-screen-chunk-url',
    apply: 'build',
    transform(code, id) {
      if (!SCREEN.test(id) || !code.includes('export default')) return null;
      return { code: `${code}\nexport const chunkUrl = import.meta.url;\n`, map: null };
    },
  };
}
