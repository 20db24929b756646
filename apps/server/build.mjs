// Bundles the server into dist/main.js. The domain package ships TypeScript source, so it is
// bundled in, and so are the pure-JavaScript packages every start loads (BUNDLED): resolving and
// compiling their hundreds of files one by one was about a third of an embedded start's CPU
// (issue 16). The rest stay ordinary runtime imports from node_modules: packages that read their
// own files (wasm, fonts, static assets, worker scripts), native ones, and those loaded on first
// use (platform/on-first-use.ts).
// Then writes dist/pglite-template/ and the same as dist/pglite-template.tar.gz (see platform/db
// openPglite).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

/** Packages bundled into main.js: pure JavaScript, no files of their own read at run time. */
const BUNDLED = new Set([
  // The HTTP server and its plugins.
  ...['fastify', 'avvio', 'find-my-way', 'light-my-request', 'fastify-type-provider-zod'],
  ...['@fastify/static', '@fastify/send', '@fastify/multipart', '@fastify/busboy'],
  ...['accepts', 'negotiator', 'mime', 'mime-types', 'http-errors', 'semver', 'glob'],
  // The database, its jobs and the contract's schemas.
  ...['drizzle-orm', 'pg', 'pg-protocol', 'pg-boss', 'cron-parser', 'luxon', 'zod'],
  // The live channel (serveClient off: socket.io never reads its client files). Its adapter and
  // parser stay external: the Redis adapter extends the same copies.
  ...['socket.io', 'engine.io', 'engine.io-parser'],
  ...['ws', 'cookie', 'debug', 'ms'],
  'yauzl',
]);
/** The package a bare import names: `@scope/name` or `name`. */
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

await build({
  entryPoints: ['src/main.ts', 'src/build-template.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS packages call require() for Node's modules and the external packages.
  banner: {
    js: "import { createRequire as __platfoxRequire } from 'node:module'; const require = __platfoxRequire(import.meta.url);",
  },
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@platfox/') || BUNDLED.has(packageOf(args.path))
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});

execFileSync(
  process.execPath,
  ['dist/build-template.js', 'dist/pglite-template.tar.gz', 'dist/pglite-template'],
  {
    stdio: 'inherit',
  },
);
