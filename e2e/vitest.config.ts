import { defineConfig } from 'vitest/config';

// Browser journeys: one built server on a fresh embedded database, driven by Debian's chromium.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.e2e.ts'],
    globalSetup: ['./support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One chromium at a time keeps a 2-core machine responsive.
    fileParallelism: false,
  },
});
