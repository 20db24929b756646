import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects.ts';

// One runner for the unit and API suites of every package; e2e has its own config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', ...webProjects],
    // Vitest's default leaves one core idle: on a 2-core machine that is one file at a time, and
    // the suite took twice as long. Each file waits for what it shows, so a full machine is safe.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
