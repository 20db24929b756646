import { defineConfig } from 'vitest/config';

// Browser journeys: one built server on a fresh embedded database, driven by Debian's chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    // Caps, not waits: a journey ends when the page shows what it waits for. A busy machine (a
    // load average of 30) makes each step several times slower, so the caps leave room for it.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // expect.poll's default cap is 1 s: a picker read on a busy machine took longer (stop 44's CI).
    expect: { poll: { timeout: 60_000 } },
    // One chromium at a time keeps a 2-core machine responsive.
    fileParallelism: false,
    // The files share one module graph (playwright-core, the stand-ins, e2e/support, which keeps
    // no state of its own between files): importing them again for each file cost about 1.3 s of
    // CPU a file (5 files: 36.7 s of CPU isolated, 30.0 s shared, at a load of 14).
    isolate: false,
  },
});
