import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time on two cores: while one waits on the emulator (a new worker or isolate for
    // every function request), the other builds, renders in the browser or runs unit tests.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        // Built once, served through the Netlify emulator, requested over HTTP like a user would.
        test: {
          name: 'site',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
