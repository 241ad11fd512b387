/*
 * zod compiles object parsers with `new Function` after probing with Function(''), which a
 * Content-Security-Policy without 'unsafe-eval' reports as a violation. The interpreted parser is
 * fast enough for forms.
 *
 * zod keeps its settings in `globalThis.__zod_globalConfig` (zod/v4/core/core.js adopts an object
 * already there) and reads `jitless` from it whenever a schema parses. Setting it there needs none
 * of zod's code, which only forms download (docs/decisions/0027-page-weight.md); zod-config.test.ts
 * fails if zod stops reading it from there.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;
