import type { Plugin, Rolldown } from 'vite';

/** A screen: a feature's `*Page.tsx`, the files the route table loads with lazyPage. */
const SCREEN = /[\\/]src[\\/]features[\\/].+Page\.tsx$/;
/** Stands for the screen's list of imports until its chunk is rendered. */
const IMPORTS_MARK = '"__platfoxScreenImports__"';

type Chunks = Record<string, Pick<Rolldown.RenderedChunk, 'name' | 'imports' | 'isEntry'>>;

/**
 * The chunks a screen's chunk imports statically, directly or through another, that index.html
 * does not preload anyway (the entry's and the named groups'), as the addresses it loads them from.
 */
export function screenImports(fileName: string, chunks: Chunks, preloaded: readonly string[]) {
  const skipped = new Set<string>();
  const skip = (name: string) => {
    if (skipped.has(name)) return;
    skipped.add(name);
    for (const imported of chunks[name]?.imports ?? []) skip(imported);
  };
  for (const [name, chunk] of Object.entries(chunks))
    if (chunk.isEntry || preloaded.includes(chunk.name)) skip(name);
  const found = new Set<string>();
  const visit = (name: string) => {
    for (const imported of chunks[name]?.imports ?? []) {
      if (skipped.has(imported) || found.has(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return [...found].map((name) => `/${name}`);
}

/**
 * Adds to each screen `export const chunkUrl = import.meta.url` and `chunkImports`, the files its
 * chunk imports statically (screenImports), so that the app learns, once the screen has loaded,
 * the files its address needs (app/routes/screenChunks.ts records them) and index.html preloads
 * them all on the address's next visit (issue 16). Chromium's modulepreload fetches a module and
 * not its imports: with the screen alone, its imports (a list's `listConfig`) were asked for only
 * once the screen was imported, a round trip after the app's chunk had run (issue 37). Appended at
 * the end: no code moves, so the source maps stay as they are. The list is written when the chunk
 * is rendered, the chunk graph known (file names are still hash placeholders there, which the
 * bundler replaces in the code as everywhere else).
 */
export function screenChunkUrl({ preloaded }: { preloaded: readonly string[] }): Plugin {
  return {
    name: 'platfox-screen-chunk-url',
    apply: 'build',
    transform(code, id) {
      if (!SCREEN.test(id) || !code.includes('export default')) return null;
      return {
        code: `${code}\nexport const chunkUrl = import.meta.url;\nexport const chunkImports = ${IMPORTS_MARK};\n`,
        map: null,
      };
    },
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(IMPORTS_MARK)) return null;
      const imports = screenImports(chunk.fileName, meta.chunks, preloaded);
      return { code: code.replace(IMPORTS_MARK, JSON.stringify(imports)), map: null };
    },
  };
}
