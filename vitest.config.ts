import { defineConfig } from 'vitest/config';

// One runner for the unit and API suites of every package; e2e has its own config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
