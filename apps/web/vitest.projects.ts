import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const root = import.meta.dirname;
const src = path.join(root, 'src');
const testFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.test\.tsx?$/.test(file),
);
/**
 * Files that replace a module with `vi.mock`: the replacement only takes where the module is
 * loaded afresh, so these run each in a module graph of their own.
 */
const mocking = testFiles
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(path.join(src, file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

const shared = {
  root,
  plugins: [react()],
  test: {
    // happy-dom, not jsdom: the same 1,028 tests passing for about 15% less CPU (the suite on one
    // worker: 204 s against 239 s, docs/areas/tests.md). A file that needs jsdom's behaviour says
    // so in a `// @vitest-environment jsdom` docblock (EventNotices: DOMPurify).
    environment: 'happy-dom' as const,
    setupFiles: ['src/test/setup.ts'],
    // Caps, not waits: a test ends when the screen shows what it waits for. With a file per core
    // on a busy machine, the test DOM renders several times slower than the defaults (5 s) allow.
    testTimeout: 60_000,
    // The same for a file's set-up (i18n, the shell's chunks), which failed at the 10 s default.
    hookTimeout: 60_000,
  },
};

/**
 * The web's two test projects, for the root config: the files without module mocks share one
 * DOM and module graph per worker (isolate: false), which halves the web suite's time (a fresh
 * DOM, React, Mantine and i18n cost about 4 s of a 2-core machine per file); each test file puts
 * back the shared state it changes in its own set-up, as it did before. The files that mock a
 * module run isolated, as "web-mocked".
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    ...shared,
    test: {
      ...shared.test,
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}'],
      exclude: mocking,
      isolate: false,
    },
  },
  { ...shared, test: { ...shared.test, name: 'web-mocked', include: mocking } },
];
