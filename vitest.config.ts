import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, three projects: the shared package's pure rules, the server (integration tests
 * through app.inject on a real database, plus unit tests of pure rules), and the web components.
 */
export default defineConfig({
  test: {
    // Each server test file opens its own database; two files at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
