import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/*
 * Web feature boundaries (docs/decisions/0013-web-structure.md): app/ and every other feature
 * import a feature only through its index.ts; lib/, components/ and i18n/ import no feature and no
 * app code; features import no app code. Zones are built from the folders, so a new feature is
 * covered the day it is created.
 */
const web = './apps/web/src';
const features = readdirSync(new URL('apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const publicSurface = (feature) =>
  `Import the ${feature} feature through its public surface (features/${feature}/index.ts).`;
const webBoundaries = [
  ...features.map((feature) => ({
    target: [
      `${web}/app`,
      ...features.filter((other) => other !== feature).map((other) => `${web}/features/${other}`),
    ],
    from: `${web}/features/${feature}`,
    except: ['./index.ts'],
    message: publicSurface(feature),
  })),
  {
    target: [`${web}/lib`, `${web}/components`, `${web}/hooks`, `${web}/i18n`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared web code (lib, components, hooks, i18n) must not depend on features or app/.',
  },
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features must not import app/: the route modules compose features, not the other way round.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: webBoundaries }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The web app never imports server code (STYLE.md: imports flow one way).
      'no-restricted-imports': ['error', { patterns: ['**/apps/server/**', '@pintrip/server'] }],
    },
  },
);
