import { defineConfig } from 'vitest/config';
import { textsPlugin } from './apps/web/vite-plugin-texts.js';

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
          // Pure functions: one process per worker runs every file (decision 0061).
          isolate: false,
        },
      },
      {
        // The server's rendering tests run the web app's renderer from its source (its texts in parts).
        plugins: [textsPlugin()],
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The scale-out test has its own project and step in npm test (PostgreSQL and nginx).
          exclude: ['test/scale/**'],
          // One migrated embedded database, copied by every test context (test/embedded-template.ts);
          // the server bundled once for the tests that start it as a process (test/server-bundle.ts).
          globalSetup: ['./test/embedded-template.ts', './test/server-bundle.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One process per worker runs file after file (decision 0061): Node, Vitest, every npm
          // module, PGlite's compiled WebAssembly and the app's modules are loaded once per worker
          // instead of once per file. The files share no module state that changes what another
          // file sees: no vi.mock, fake timers, stubbed globals or environment, and every test
          // context is closed by its file.
          isolate: false,
        },
      },
      {
        test: {
          // Two server processes, s3rver and nginx on loopback: run only where PostgreSQL and nginx
          // are (scripts/test.mjs decides), never with the projects above.
          name: 'scale',
          root: './apps/server',
          include: ['test/scale/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
