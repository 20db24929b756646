import { defineConfig } from 'vitest/config';

// Issue 29's fleet test: app processes on a PostgreSQL, a Redis and a bucket of its own, through
// injected faults. Its own stage of `npm test` (scripts/test.mjs), not part of the unit run.
export default defineConfig({
  test: {
    name: 'fleet',
    root: import.meta.dirname,
    include: ['src/fleet/**/*.fleet.ts'],
    // A cap, not a wait: the test ends as soon as each fault's checks pass (about 2-3 minutes).
    testTimeout: 300_000,
    hookTimeout: 240_000,
  },
});
