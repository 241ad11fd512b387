import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The scale run (`npm run test:e2e:scale`; scripts/test.mjs runs it where TEST_DATABASE_URL is set
 * and nginx is installed): the specs of ./scale against two built app instances on PostgreSQL,
 * each behind its own nginx running deploy/nginx.conf (scale-global-setup.ts). The browser, the
 * reporters and the rest are the main suite's.
 */
export default defineConfig({
  ...base,
  testDir: './scale',
  outputDir: './test-results/scale',
  globalSetup: './scale-global-setup.ts',
});
