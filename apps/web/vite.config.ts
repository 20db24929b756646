import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { preloadChunks } from './build/preloadChunks';
import { screenChunkUrl } from './build/screenChunkUrl';
import { serviceWorker } from './build/serviceWorker';
import { BUILT_CHUNK } from './src/app/routes/screenChunks';
import { STORAGE_KEYS } from './src/platform/storage';
import { OFFLINE_TEXT } from './src/platform/offlineText';
import { DEFAULT_LANGUAGE, LANGUAGES } from './src/platform/i18n/languages';

const apiServer = 'http://127.0.0.1:3000';

const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** Files of the app (any folder of src/) or of a package, matched on any platform's separator. */
const inSrc = (folders: string) => new RegExp(`[\\\\/]src[\\\\/](${folders})[\\\\/]`);
const inPackages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** The languages shipped as chunks of their own (platform/i18n LOADERS); English is in the app. */
const TRANSLATED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/**
 * A few chunks instead of ~120 (each screen pulled dozens of small shared chunks, one after the
 * other). The first page's code is one chunk; the sign-in form and what it draws with another; the
 * shell's libraries and its shared code two more, fetched together after sign-in (Vite preloads a
 * lazy import's chunks in parallel); each screen keeps its own chunk.
 */
const chunkGroups = [
  { name: 'app', tags: ['$initial' as const], priority: 40 },
  // The session's calls and the error reader: zod and the account contract, fetched once the
  // sign-in form shows (the sign-in page runs without them) and with the entry elsewhere.
  {
    name: 'session-calls',
    test: /[\\/]src[\\/]platform[\\/](session[\\/]calls|api[\\/]errorBody)\.ts$/,
    priority: 35,
  },
  // The sign-in form and the Mantine inputs it draws with; the other auth pages are screens.
  // Above the session's calls, so the form's few domain helpers (EMAIL_PATTERN) stay out of them.
  {
    name: 'sign-in',
    test: /[\\/]src[\\/]features[\\/]auth[\\/](LoginPage|loginForm)\./,
    priority: 36,
  },
  // The toasts' container, rendered lazily on every page (the sign-in page's too).
  // Above the shell's libraries, which would take it as part of Mantine.
  { name: 'toasts', test: inPackages('@mantine[\\\\/]notifications'), priority: 33 },
  // The statistics screens' charts (issue 34): @mantine/charts, Recharts and the packages only
  // they use. A chunk those screens fetch, never the sign-in page or the shell's libraries.
  {
    name: 'charts',
    test: inPackages(
      '@mantine[\\\\/]charts|recharts|victory-vendor|d3-[a-z-]+|internmap|@reduxjs|redux|redux-thunk|react-redux|reselect|immer|es-toolkit|eventemitter3|decimal\\.js-light|tiny-invariant|@standard-schema',
    ),
    priority: 30,
  },
  {
    name: 'libraries',
    // Not the rare ones: the image cropper's and the scan screen's stay with their screens, the
    // charts' with the charts. Above the charts: a group takes the modules its own ones import
    // too, and the charts' group, first, took Mantine's ColorSwatch (its tooltips draw it), which
    // made the charts' 470 KB a static import of this chunk on every page (issue 37).
    test: inPackages(
      '@mantine(?![\\\\/]charts)|@floating-ui|@tabler|@tanstack|react-(?!redux)[a-z-]+|use-[a-z-]+|tslib|dayjs|clsx|klona|zod|i18next|react',
    ),
    priority: 32,
  },
  // The strings of each language but English, a chunk per language fetched only in that language
  // (and preloaded by index.html for it). Without these groups they were all in the shell's
  // chunk: 4 languages, ~500 KB of the shell's 940 KB, parsed on every start (issue 37).
  ...TRANSLATED.map((language) => ({
    name: `strings-${language}`,
    test: new RegExp(`[\\\\/]i18n[\\\\/]locales[\\\\/](?:[\\w-]+[\\\\/])?${language}\\.ts$`),
    priority: 15,
    // Only the language's own files: the English ones some of them reuse (a section not yet
    // translated, the platforms' names) stay in the shell, which would otherwise import them from
    // whichever language took them first. Strings only, so no order of evaluation is at stake.
    includeDependenciesRecursively: false,
  })),
  { name: 'shell', test: inSrc('ui|platform|app'), priority: 10 },
  { name: 'domain', test: /[\\/]packages[\\/]domain[\\/]/, priority: 10 },
];

/** The groups index.html preloads: on every page, and on every page but the sign-in form. */
const PRELOADED_EVERYWHERE = ['sign-in'];
const PRELOADED_OUTSIDE_SIGN_IN = ['libraries', 'shell', 'session-calls', 'toasts'];

export default defineConfig(({ command }) => ({
  resolve: {
    // React Router's package points bundlers at its development build (checks and warnings);
    // the build takes its production one, as React's own packages do.
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  plugins: [
    react(),
    screenChunkUrl({ preloaded: [...PRELOADED_EVERYWHERE, ...PRELOADED_OUTSIDE_SIGN_IN] }),
    preloadChunks({
      everywhere: PRELOADED_EVERYWHERE,
      outsideSignIn: PRELOADED_OUTSIDE_SIGN_IN,
      screens: { key: STORAGE_KEYS.screenChunks, file: BUILT_CHUNK },
      languages: {
        key: STORAGE_KEYS.language,
        all: LANGUAGES,
        chunkOf: (language) => `strings-${language}`,
      },
    }),
    // /service-worker.js: the offline page and the new-build check (issue 36).
    serviceWorker(OFFLINE_TEXT),
    // Brotli and gzip copies of the build, written once here and served by the server's static
    // files (preCompressed), so no request pays for compressing.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//] }),
  ],
  server: {
    proxy: {
      '/api': { target: apiServer, ws: true, changeOrigin: true },
      // socket.io keeps its engine path at /socket.io while its namespaces are /api/admin, /api/seller...,
      // so the live channel's handshake does not go through the /api entry above.
      '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server and the size report read dist/.vite/manifest.json to know which chunks a page loads.
    manifest: true,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
}));
