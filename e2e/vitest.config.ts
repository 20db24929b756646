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
  },
});
