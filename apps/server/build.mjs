// Bundles the server into dist/main.js. The domain package ships TypeScript source, so it is
// bundled in; every other package stays an ordinary runtime import from node_modules.
// Then writes dist/pglite-template/ and the same as dist/pglite-template.tar.gz (see platform/db
// openPglite).
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/build-template.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@platfox/') ? undefined : { path: args.path, external: true },
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
