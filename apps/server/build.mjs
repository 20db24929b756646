// Bundles the server into dist/main.js. The domain package ships TypeScript source, so it is
// bundled in; every other package stays an ordinary runtime import from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
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
