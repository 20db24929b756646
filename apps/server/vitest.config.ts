import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Files share a worker's imported modules: importing the app again for each file cost more than
    // the tests (8 files at a load of 15: 105 s of imports, 127 s in all; shared, 34 s and 80 s).
    // Safe because no server test mocks a module, and state a module keeps across files is keyed
    // by the app or the database it belongs to (docs/areas/tests.md).
    isolate: false,
    // Each file opens its own database (PGlite in memory, or a fresh PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A cap, not a wait: expect.poll's default of 1 s is too short for a busy machine.
    expect: { poll: { timeout: 20_000 } },
  },
});
