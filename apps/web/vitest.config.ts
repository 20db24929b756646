import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Caps, not waits: a test ends when the screen shows what it waits for. With a file per core
    // on a busy machine, jsdom renders several times slower than the defaults (5 s) allow.
    testTimeout: 60_000,
    // The same for a file's set-up (i18n, the shell's chunks), which failed at the 10 s default.
    hookTimeout: 60_000,
  },
});
